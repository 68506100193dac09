import type { FiltreRegistre, Settings } from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import type { Page } from "../http/list.ts";
import * as q from "./registre.queries.ts";
import { extraitRegistrePdf } from "./registre-pdf.ts";
import { scellerJoursPasses } from "./sceau.ts";

export function listerRegistre(db: Db, f: FiltreRegistre, dir: "asc" | "desc", page: Page) {
  return q.pageRegistre(db, f, dir, page);
}

/** The printed extract of a period: finished days are sealed first, so that their seal prints. */
export async function extraitRegistre(db: Db, settings: Settings, f: FiltreRegistre): Promise<Buffer> {
  await scellerJoursPasses(db);
  const [entrees, sceaux] = await Promise.all([q.entreesPeriode(db, f), q.sceaux(db, f)]);
  return extraitRegistrePdf(f, entrees, sceaux, settings.vendeurRaisonSociale, new Date());
}
