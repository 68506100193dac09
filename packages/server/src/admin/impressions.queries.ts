import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { centre, centreVide, produit, typeProduit } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

/** A product line of the reference book: line, type, ref, description, weight (mg), image names. */
export interface ProduitCatalogue {
  idCentre: number;
  ligne: string;
  type: string;
  ref: string;
  description: string;
  poidsMg: string | null;
  imgCentre: string | null;
  imgCv: string | null;
}

export const LIGNE_SANS_NOM = "(sans ligne)";
export const TYPE_SANS_NOM = "(sans type)";

/** The catalogue's products, by line, type and ref; one line only when `ligne` is given. */
export async function produitsCatalogue(db: Executor, ligne: string | undefined, limite: number) {
  const nomLigne = sql<string>`coalesce(nullif(trim(${centreVide.nomLigne}), ''), ${LIGNE_SANS_NOM})`;
  const type = sql<string>`coalesce(${typeProduit.description}, ${TYPE_SANS_NOM})`;
  const rows = await db
    .select({
      idCentre: centre.idCentre,
      ligne: nomLigne,
      type,
      ref: centre.ref,
      description: centre.description,
      poidsMg: produit.poids,
      imgCentre: centre.imgCentre,
      imgCv: centreVide.image,
    })
    .from(produit)
    .innerJoin(centre, eq(centre.idCentre, produit.idCentre))
    .leftJoin(centreVide, eq(centreVide.idCv, centre.idCv))
    .leftJoin(typeProduit, eq(typeProduit.idTypProd, centreVide.typeProd))
    .where(ligne === undefined ? undefined : sql`${nomLigne} = ${ligne}`)
    .orderBy(asc(nomLigne), asc(type), asc(centre.ref), asc(centre.idCentre))
    .limit(limite);
  return rows satisfies ProduitCatalogue[];
}

/** The product lines (names of the centres vides' lines), for the Lignes print. */
export async function lignesCatalogue(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ligne: sql<string>`trim(${centreVide.nomLigne})` })
    .from(centreVide)
    .where(isNotNull(centreVide.nomLigne))
    .orderBy(sql`trim(${centreVide.nomLigne})`);
  return rows.map((r) => r.ligne).filter((l) => l !== "");
}
