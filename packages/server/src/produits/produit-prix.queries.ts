import { COURS, type ProduitTrouve, prefixeRechercheProduit, RECHERCHE_PRODUIT_LIMITE } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifDebut } from "../db/like.ts";
import { InstructionNommee } from "../db/nommee.ts";
import type { Executor } from "../db/tx.ts";

/**
 * Spec 01 section 5: refs starting with the first 4 characters typed, case-insensitive, through the
 * lower(ref) text_pattern_ops index of centre. The refs that also start with the whole text come first.
 */
export function rechercheProduitsQuery(texte: string, limit = RECHERCHE_PRODUIT_LIMITE): SQL {
  const prefixe = motifDebut(prefixeRechercheProduit(texte));
  const complet = motifDebut(texte.trim().toLowerCase());
  return sql`
    select c.id_centre as "idCentre", c.ref, c.description, cv.ref as "refCv", c.img_centre as "imgCentre"
    from centre c
    left join centre_vide cv on cv.id_cv = c.id_cv
    where lower(c.ref) like ${prefixe}
    order by lower(c.ref) like ${complet} desc, c.ref, c.description, c.id_centre
    limit ${limit}`;
}

export async function rechercheProduits(db: Executor, texte: string): Promise<ProduitTrouve[]> {
  return (await db.execute<ProduitTrouve & Record<string, unknown>>(rechercheProduitsQuery(texte))).rows;
}

export interface CentreRow extends Record<string, unknown> {
  idCentre: number;
  ref: string;
  description: string;
  plusMo: string;
  plusFonte: string;
  plusPoids: string;
  plusSerti: string;
  prixDivers: string;
  imgCentre: string | null;
  idCv: number | null;
  refCv: string | null;
  facon: string | null;
  faconFonte: string | null;
  poidsMetal: string | null;
  sertiMin: string | null;
  idStade: number | null;
  stade: string | null;
  tarif: string | null;
  poids: string | null;
}

export interface PierreRow extends Record<string, unknown> {
  id: number;
  idCentre: number;
  idPierre: number;
  type: string;
  forme: string;
  couleur: string | null;
  qualite: string | null;
  description: string;
  qte: number;
  pdsR: string;
  euro: string;
  dollar: string;
  coeff: string;
  centre: 0 | 1;
  sansTarif: boolean;
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The centres with their centre vide and produit row (the engine's inputs, and what the screen shows).
 * Amounts are read as text (exact decimals, also inside the JSON of ENTREES_PRIX).
 */
const centresSql = (ids: SQL) => sql`
      select c.id_centre as "idCentre", c.ref, c.description,
             c.plus_mo::text as "plusMo", c.plus_fonte::text as "plusFonte", c.plus_poids::text as "plusPoids",
             c.plus_serti::text as "plusSerti", c.prix_divers::text as "prixDivers", c.img_centre as "imgCentre",
             cv.id_cv as "idCv", cv.ref as "refCv", cv.facon::text as facon, cv.facon_fonte::text as "faconFonte",
             cv.poids_metal::text as "poidsMetal", cv.serti_min::text as "sertiMin",
             p.id_stade as "idStade", s.description as stade, tp.description as tarif, p.poids::text as poids
      from centre c
      left join centre_vide cv on cv.id_cv = c.id_cv
      left join produit p on p.id_centre = c.id_centre
      left join stade s on s.id_stade = p.id_stade
      left join tarif_produit tp on tp.id_tarif_produit = p.id_tarif_produit
      where c.id_centre = any(${ids}::int[])`;

/**
 * The stone lines of the centres, each with the tariff that prices it: the tariff of the line's
 * quality (any quality when the line has none), the one without supplier first, then the oldest.
 * A line without a tariff comes with 0 prices and sansTarif.
 */
const pierresSql = (ids: SQL) => sql`
      select cp.id, cp.id_centre as "idCentre", cp.id_pierre as "idPierre",
             tp.description as type, fp.description as forme, co.description as couleur,
             q.description as qualite, pi.description, cp.qte, cp.pds_r::text as "pdsR",
             coalesce(t.euro, 0)::text as euro, coalesce(t.dollar, 0)::text as dollar, pi.coeff::text as coeff,
             cp.centre, t.id_tarif is null as "sansTarif"
      from centre_pierres cp
      join pierre pi on pi.id_pier = cp.id_pierre
      join type_pier tp on tp.id_typ_pier = pi.type_pier
      join forme_pier fp on fp.id_form = pi.forme
      left join couleur co on co.id_color = pi.color
      left join lateral (
        select t.id_tarif, t.id_qual, t.euro, t.dollar
        from tarifs t
        where t.id_pier = cp.id_pierre and (cp.id_qual is null or t.id_qual = cp.id_qual)
        order by t.id_four is null desc, t.id_tarif
        limit 1
      ) t on true
      left join qualite q on q.id_qual = coalesce(cp.id_qual, t.id_qual)
      where cp.id_centre = any(${ids}::int[])`;

/** The rates the engine reads (1, 2, 3, 8). */
const ID_COURS_PRIX = sql.raw(
  [COURS.euroDollar, COURS.mainOeuvre, COURS.metalGramme, COURS.coefficient].map(Number).join(", "),
);

export interface EntreesPrix {
  /** The engine's rates present in `cours`, by id (a missing one is absent). */
  cours: Map<number, string>;
  centres: CentreRow[];
  /** By centre, the centre stones first, then by line id. */
  pierres: PierreRow[];
}

/** The three columns of a price's inputs as one row gives them (JSON arrays of rows). */
export interface EntreesPrixJson extends Record<string, unknown> {
  cours: { idCours: number; valeur: string }[];
  centres: CentreRow[];
  pierres: PierreRow[];
}

/**
 * Everything a price is made of, for the centres of `ids` (an int[] expression), as three columns of one
 * row: the rates, the centres and their stone lines, each a JSON array of rows. A statement that lists
 * products adds them to its own row (the /of/edit page: one statement for the page, its count and prices).
 */
export const colonnesEntreesPrix = (ids: SQL) => sql`
      (select coalesce(json_agg(x order by x."idCours"), '[]')
         from (select id_cours as "idCours", valeur::text as valeur from cours
               where id_cours in (${ID_COURS_PRIX})) x) as cours,
      (select coalesce(json_agg(x order by x."idCentre"), '[]') from (${centresSql(ids)}) x) as centres,
      (select coalesce(json_agg(x order by x."idCentre", x.centre desc, x.id), '[]')
         from (${pierresSql(ids)}) x) as pierres`;

/**
 * The inputs of several prices in one statement (one round trip, one connection of the pool). A price
 * is read on every OF opened and every product shown: named, planned once.
 */
export const ENTREES_PRIX = new InstructionNommee<EntreesPrixJson>(
  "ecrin_entrees_prix",
  sql`select ${colonnesEntreesPrix(sql`${sql.placeholder("ids")}`)}`,
);

export function entreesPrixDe(row: EntreesPrixJson | undefined): EntreesPrix {
  return {
    cours: new Map((row?.cours ?? []).map((r) => [r.idCours, r.valeur])),
    centres: row?.centres ?? [],
    pierres: row?.pierres ?? [],
  };
}

export async function entreesPrix(db: Executor, idCentres: readonly number[]): Promise<EntreesPrix> {
  return entreesPrixDe((await ENTREES_PRIX.lignes(db, { ids: idCentres }))[0]);
}

/** The centres that use any of these stones (the products a stone price change re-values). */
export async function centresUtilisantPierres(db: Executor, idPierres: readonly number[]): Promise<number[]> {
  if (idPierres.length === 0) return [];
  return (
    await db.execute<{ idCentre: number }>(
      sql`select distinct id_centre as "idCentre" from centre_pierres
          where id_pierre in (${ids(idPierres)}) order by 1`,
    )
  ).rows.map((r) => r.idCentre);
}

/** One line in the consultation log for the login-history screen; a centre without produit row is not logged. */
export async function logConsultation(db: Executor, idUser: number, idCentre: number): Promise<void> {
  await db.execute(sql`
    insert into log_consultation_produit (id_user, id_produit)
    select ${idUser}, id_centre from produit where id_centre = ${idCentre}`);
}
