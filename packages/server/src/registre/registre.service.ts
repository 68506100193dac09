import type { FiltreRegistre, SessionUser, Settings } from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import type { Page } from "../http/list.ts";
import * as q from "./registre.queries.ts";
import { extraitRegistrePdf } from "./registre-pdf.ts";
import { sceller } from "./sceau.ts";
import { verifierRegistre } from "./verification.ts";

/** Every read of the register is recorded: who, what, which days (L834-6: the register is shown on request). */
function noter(db: Db, user: SessionUser, quoi: q.QuoiConsultation, f: { du: string; au: string } | null) {
  return q.noterConsultation(db, {
    idUser: user.idUser,
    login: user.login,
    quoi,
    du: f?.du ?? null,
    au: f?.au ?? null,
  });
}

export async function listerRegistre(
  db: Db,
  user: SessionUser,
  f: FiltreRegistre & { format?: "csv" | undefined },
  dir: "asc" | "desc",
  page: Page,
) {
  await noter(db, user, f.format === "csv" ? "csv" : "liste", f);
  return q.pageRegistre(db, f, dir, page);
}

/**
 * The printed extract of a period: the finished days are closed and today's entries sealed so far
 * first, so that every printed day shows its seals at its foot and the previous seal at its head.
 */
export async function extraitRegistre(
  db: Db,
  dataDir: string,
  user: SessionUser,
  settings: Settings,
  f: FiltreRegistre,
): Promise<Buffer> {
  await sceller(db, dataDir, true);
  await noter(db, user, "extrait", f);
  const [entrees, sceaux, avant] = await Promise.all([
    q.entreesPeriode(db, f),
    q.sceaux(db, f),
    q.sceauAvant(db, f.du),
  ]);
  return extraitRegistrePdf(f, entrees, sceaux, avant, settings.vendeurRaisonSociale, new Date());
}

/** Seal now (role 1): the finished days, and today's entries so far. */
export async function scellerMaintenant(db: Db, dataDir: string, user: SessionUser) {
  const faits = await sceller(db, dataDir, true);
  await noter(db, user, "sceau", null);
  return { sceaux: faits };
}

export async function verifier(db: Db, dataDir: string, user: SessionUser) {
  await sceller(db, dataDir);
  await noter(db, user, "verification", null);
  return verifierRegistre(db, dataDir);
}
