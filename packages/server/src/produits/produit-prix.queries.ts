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
 * A price is read on every OF opened and every product shown: named statements, planned once.
 */
export const CENTRES_POUR_PRIX = new InstructionNommee<CentreRow>(
  "ecrin_centres_pour_prix",
  sql`
      select c.id_centre as "idCentre", c.ref, c.description,
             c.plus_mo as "plusMo", c.plus_fonte as "plusFonte", c.plus_poids as "plusPoids",
             c.plus_serti as "plusSerti", c.prix_divers as "prixDivers", c.img_centre as "imgCentre",
             cv.id_cv as "idCv", cv.ref as "refCv", cv.facon, cv.facon_fonte as "faconFonte",
             cv.poids_metal as "poidsMetal", cv.serti_min as "sertiMin",
             p.id_stade as "idStade", s.description as stade, tp.description as tarif, p.poids
      from centre c
      left join centre_vide cv on cv.id_cv = c.id_cv
      left join produit p on p.id_centre = c.id_centre
      left join stade s on s.id_stade = p.id_stade
      left join tarif_produit tp on tp.id_tarif_produit = p.id_tarif_produit
      where c.id_centre = any(${sql.placeholder("ids")}::int[])
      order by c.id_centre`,
);

export async function centresPourPrix(db: Executor, idCentres: readonly number[]): Promise<CentreRow[]> {
  if (idCentres.length === 0) return [];
  return CENTRES_POUR_PRIX.lignes(db, { ids: idCentres });
}

/**
 * The stone lines of the centres, each with the tariff that prices it: the tariff of the line's
 * quality (any quality when the line has none), the one without supplier first, then the oldest.
 * A line without a tariff comes with 0 prices and sansTarif.
 */
export const PIERRES_POUR_PRIX = new InstructionNommee<PierreRow>(
  "ecrin_pierres_pour_prix",
  sql`
      select cp.id, cp.id_centre as "idCentre", cp.id_pierre as "idPierre",
             tp.description as type, fp.description as forme, co.description as couleur,
             q.description as qualite, pi.description, cp.qte, cp.pds_r as "pdsR",
             coalesce(t.euro, 0)::text as euro, coalesce(t.dollar, 0)::text as dollar, pi.coeff,
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
      where cp.id_centre = any(${sql.placeholder("ids")}::int[])
      order by cp.id_centre, cp.centre desc, cp.id`,
);

export async function pierresPourPrix(db: Executor, idCentres: readonly number[]): Promise<PierreRow[]> {
  if (idCentres.length === 0) return [];
  return PIERRES_POUR_PRIX.lignes(db, { ids: idCentres });
}

/** The rates the engine reads (1, 2, 3, 8), by id. */
const COURS_POUR_PRIX = new InstructionNommee<{ idCours: number; valeur: string }>(
  "ecrin_cours_pour_prix",
  sql`select id_cours as "idCours", valeur from cours where id_cours in (${sql.raw(
    [COURS.euroDollar, COURS.mainOeuvre, COURS.metalGramme, COURS.coefficient].map(Number).join(", "),
  )})`,
);

export async function coursPourPrix(db: Executor): Promise<Map<number, string>> {
  const rows = await COURS_POUR_PRIX.lignes(db, {});
  return new Map(rows.map((r) => [r.idCours, r.valeur]));
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
