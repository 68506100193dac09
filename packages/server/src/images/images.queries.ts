import type { ImageListe, ProduitImage } from "@ecrin/domain";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { motifContient, motifDebut } from "../db/like.ts";
import { centre, centreVide, image } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

export const IMAGE_SORTS = {
  nom: sql`i.nom`,
  dateUpload: sql`i.date_upload`,
  taille: sql`i.taille`,
} as const;
export type ImageSort = keyof typeof IMAGE_SORTS;

/** "%" and "_" typed by staff are letters, not wildcards. */

const filtreNom = (q: string | undefined): SQL =>
  q === undefined ? sql`true` : sql`lower(i.nom) like ${motifContient(q.toLowerCase())}`;

/** A page of images whose name contains the search, with how many products show each; and the total. */
export function listImagesQuery(
  q: string | undefined,
  sort: ImageSort,
  dir: "asc" | "desc",
  page: Page,
): { rows: SQL; total: SQL } {
  return {
    rows: sql`
      select i.id_image as "idImage", i.nom, i.taille_origine as "tailleOrigine", i.taille,
             i.largeur, i.hauteur, i.date_upload as "dateUpload",
             ((select count(*) from centre c where c.img_centre = i.nom)
               + (select count(*) from centre_vide cv where cv.image = i.nom))::int as "nbProduits"
      from image i
      where ${filtreNom(q)}
      order by ${IMAGE_SORTS[sort]} ${dir === "asc" ? sql`asc` : sql`desc`} nulls last, i.id_image
      limit ${page.limit} offset ${page.offset}`,
    total: sql`select count(*)::int as n from image i where ${filtreNom(q)}`,
  };
}

type ImageRow = Omit<ImageListe, "dateUpload"> & { dateUpload: Date | string };

export async function listImages(
  db: Executor,
  q: string | undefined,
  sort: ImageSort,
  dir: "asc" | "desc",
  page: Page,
): Promise<{ rows: ImageListe[]; total: number }> {
  const query = listImagesQuery(q, sort, dir, page);
  const [rows, total] = await Promise.all([
    db.execute<ImageRow & Record<string, unknown>>(query.rows),
    db.execute<{ n: number }>(query.total),
  ]);
  return {
    rows: rows.rows.map((r) => ({ ...r, dateUpload: new Date(r.dateUpload).toISOString() })),
    total: total.rows[0]?.n ?? 0,
  };
}

export async function findImage(db: Executor, nom: string) {
  return (await db.select().from(image).where(eq(image.nom, nom)).limit(1))[0];
}

interface ImageEcrite {
  nom: string;
  tailleOrigine: number;
  taille: number;
  largeur: number;
  hauteur: number;
}

export async function insertImage(db: Executor, v: ImageEcrite): Promise<void> {
  await db.insert(image).values(v);
}

/** A name recorded without its file (the old images host) gets its file and its sizes. */
export async function completerImage(db: Executor, v: ImageEcrite): Promise<void> {
  await db
    .update(image)
    .set({ ...v, dateUpload: sql`now()` })
    .where(eq(image.nom, v.nom));
}

/** The foreign keys cascade the new name to centre.img_centre and centre_vide.image. */
export async function renameImage(db: Executor, ancien: string, nouveau: string): Promise<boolean> {
  const rows = await db
    .update(image)
    .set({ nom: nouveau })
    .where(eq(image.nom, ancien))
    .returning({ id: image.idImage });
  return rows.length > 0;
}

export async function countProduitsDe(db: Executor, nom: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select ((select count(*) from centre where img_centre = ${nom})
      + (select count(*) from centre_vide where image = ${nom}))::int as n`,
  );
  return rows.rows[0]?.n ?? 0;
}

/** The foreign keys set the products' image to null. */
export async function deleteImage(db: Executor, nom: string): Promise<boolean> {
  const rows = await db.delete(image).where(eq(image.nom, nom)).returning({ id: image.idImage });
  return rows.length > 0;
}

const PRODUITS_AFFECTATION_LIMITE = 50;

/**
 * Centres and centres vides whose ref starts with the typed characters (case-insensitive, on the
 * lower(ref) indexes), each centre with its parent's image.
 */
export function produitsAffectationQuery(q: string, limit: number): SQL {
  const prefixe = motifDebut(q.toLowerCase());
  return sql`
    (select 'centreVide' as type, cv.id_cv as id, cv.ref, '' as description, cv.image,
            null::int as "idCv", null::varchar as "imageParent"
     from centre_vide cv where lower(cv.ref) like ${prefixe} order by lower(cv.ref) limit ${limit})
    union all
    (select 'centre' as type, c.id_centre as id, c.ref, c.description, c.img_centre as image,
            c.id_cv as "idCv", p.image as "imageParent"
     from centre c left join centre_vide p on p.id_cv = c.id_cv
     where lower(c.ref) like ${prefixe} order by lower(c.ref), c.id_centre limit ${limit})
    order by ref, type desc, id
    limit ${limit}`;
}

export async function produitsAffectation(db: Executor, q: string): Promise<ProduitImage[]> {
  const rows = await db.execute<ProduitImage & Record<string, unknown>>(
    produitsAffectationQuery(q, PRODUITS_AFFECTATION_LIMITE),
  );
  return rows.rows;
}

export async function setImageCentres(db: Executor, ids: number[], nom: string | null): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(centre)
    .set({ imgCentre: nom })
    .where(inArray(centre.idCentre, ids))
    .returning({ id: centre.idCentre });
  return rows.length;
}

export async function setImageCentresVides(db: Executor, ids: number[], nom: string | null): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(centreVide)
    .set({ image: nom })
    .where(inArray(centreVide.idCv, ids))
    .returning({ id: centreVide.idCv });
  return rows.length;
}

/** The centres vides (parents) of the given centres. */
export async function parentsDe(db: Executor, idsCentres: number[]): Promise<number[]> {
  if (idsCentres.length === 0) return [];
  const rows = await db
    .selectDistinct({ idCv: centre.idCv })
    .from(centre)
    .where(inArray(centre.idCentre, idsCentres));
  return rows.flatMap((r) => (r.idCv === null ? [] : [r.idCv]));
}
