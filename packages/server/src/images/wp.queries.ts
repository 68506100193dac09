import { type CvWp, dec, type RunWp, type StatutWp } from "@ecrin/domain";
import { desc, eq, inArray } from "drizzle-orm";
import { centre, centreVide, produit, utilisateur, wpRun } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";
import { prixDesCentres } from "../produits/index.ts";

/** The marked products (centre vide `wordpress` = 1) with their priced centres. */
export async function produitsMarques(db: Executor): Promise<CvWp[]> {
  const cvs = await db
    .select({
      idCv: centreVide.idCv,
      ref: centreVide.ref,
      ligne: centreVide.nomLigne,
      image: centreVide.image,
    })
    .from(centreVide)
    .where(eq(centreVide.wordpress, 1))
    .orderBy(centreVide.idCv);
  if (cvs.length === 0) return [];
  const centres = await db
    .select({
      idCentre: centre.idCentre,
      idCv: centre.idCv,
      ref: centre.ref,
      description: centre.description,
      poidsMg: produit.poids,
    })
    .from(centre)
    .innerJoin(produit, eq(produit.idCentre, centre.idCentre))
    .where(
      inArray(
        centre.idCv,
        cvs.map((c) => c.idCv),
      ),
    )
    .orderBy(centre.idCentre);
  const prix = await prixDesCentres(
    db,
    centres.map((c) => c.idCentre),
  );
  return cvs.map((cv) => ({
    ...cv,
    centres: centres
      .filter((c) => c.idCv === cv.idCv)
      .map((c) => ({
        idCentre: c.idCentre,
        ref: c.ref,
        description: c.description,
        prix: prix.get(c.idCentre)?.prix.total3 ?? "0.00",
        poidsG: c.poidsMg === null ? null : dec(c.poidsMg).div(1000).toFixed(3),
      })),
  }));
}

function toRun(r: typeof wpRun.$inferSelect & { login: string | null }): RunWp {
  return {
    id: r.id,
    debut: r.debut.toISOString(),
    fin: r.fin?.toISOString() ?? null,
    utilisateur: r.login,
    statut: r.statut as StatutWp,
    progression: r.progression,
    message: r.message,
    journal: r.journal === "" ? [] : r.journal.split("\n"),
    crees: r.crees,
    modifies: r.modifies,
    supprimes: r.supprimes,
    images: r.images,
  };
}

const runsAvecLogin = (db: Executor) =>
  db
    .select({ run: wpRun, login: utilisateur.login })
    .from(wpRun)
    .leftJoin(utilisateur, eq(utilisateur.idUser, wpRun.idUser));

/** One run with its console, or null. */
export async function lireRun(db: Executor, id: number): Promise<RunWp | null> {
  const rows = await runsAvecLogin(db).where(eq(wpRun.id, id));
  const r = rows[0];
  return r ? toRun({ ...r.run, login: r.login }) : null;
}

/** The last `n` runs, newest first, without their console. */
export async function derniersRuns(db: Executor, n: number): Promise<RunWp[]> {
  const rows = await runsAvecLogin(db).orderBy(desc(wpRun.id)).limit(n);
  return rows.map((r) => ({ ...toRun({ ...r.run, login: r.login }), journal: [] }));
}

/** Closes as errors the runs a stopped server left 'en_cours'. */
export async function fermerRunsInterrompus(db: Executor): Promise<void> {
  await db
    .update(wpRun)
    .set({
      statut: "erreur",
      fin: new Date(),
      message: "Interrompue : le serveur s'est arrêté pendant la synchronisation.",
    })
    .where(eq(wpRun.statut, "en_cours"));
}
