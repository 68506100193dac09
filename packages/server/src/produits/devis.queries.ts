import type { DevisPierre, DevisPierreTarif, DevisProduitTrouve } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient, motifDebut } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";

/** Results of a search panel: enough to pick from, the screen narrows by typing. */
const DEVIS_RECHERCHE_LIMITE = 20;

/** `like` pattern of a typed prefix: its own % and _ are literal. */

/** Products (centres) whose ref starts with the typed text, case-insensitive (index centre_ref_lower_idx). */
export function produitsDevisQuery(q: string, limit = DEVIS_RECHERCHE_LIMITE): SQL {
  return sql`
    select c.id_centre as "idCentre", c.ref, c.description
    from centre c
    where lower(c.ref) like ${motifDebut(q.toLowerCase())}
    order by lower(c.ref), c.id_centre
    limit ${limit}`;
}

export async function searchProduitsDevis(db: Executor, q: string): Promise<DevisProduitTrouve[]> {
  return (await db.execute<DevisProduitTrouve & Record<string, unknown>>(produitsDevisQuery(q))).rows;
}

/** A stone's label: its catalogue description, else type, shape and colour; then the quality. */
const libellePierre = sql`concat_ws(' ',
    coalesce(nullif(trim(p.description), ''), concat_ws(' ', tp.description, fp.description, co.description)),
    q.description)`;

const joinsPierre = sql`
    join type_pier tp on tp.id_typ_pier = p.type_pier
    join forme_pier fp on fp.id_form = p.forme
    left join couleur co on co.id_color = p.color`;

/**
 * The price of a stone in a quality: the list price without supplier if there is one, else the
 * first supplier's (tarifs is unique per stone, quality and supplier).
 */
const tarifDe = (idPier: SQL, idQual: SQL) => sql`(
    select t.euro, t.dollar from tarifs t
    where t.id_pier = ${idPier} and t.id_qual = ${idQual}
    order by t.id_four nulls first, t.id_tarif
    limit 1)`;

interface CentreDevis {
  idCentre: number;
  ref: string;
  description: string;
  plusMo: string;
  temps3d: string;
  plusPoids: string;
  plusFonte: string;
  plusSerti: string;
  prixDivers: string;
}

export async function findCentreDevis(db: Executor, idCentre: number): Promise<CentreDevis | undefined> {
  const rows = await db.execute<CentreDevis & Record<string, unknown>>(sql`
    select id_centre as "idCentre", ref, description, plus_mo::text as "plusMo", temps_3d::text as "temps3d",
           plus_poids::text as "plusPoids", plus_fonte::text as "plusFonte", plus_serti::text as "plusSerti",
           prix_divers::text as "prixDivers"
    from centre where id_centre = ${idCentre}`);
  return rows.rows[0];
}

type PierreCentreDevis = DevisPierre & { sansTarif: boolean };

/** The stones of a centre with their tariff (euro/dollar per carat of the line's quality) and coefficient. */
export async function pierresCentreDevis(db: Executor, idCentre: number): Promise<PierreCentreDevis[]> {
  const rows = await db.execute<PierreCentreDevis & Record<string, unknown>>(sql`
    select ${libellePierre} as description, cp.qte, cp.pds_r::text as poids,
           coalesce(tf.euro, 0)::text as euro, coalesce(tf.dollar, 0)::text as dollar,
           p.coeff::text as coeff, cp.id_pierre as "idPier", cp.id_qual as "idQual",
           (tf.euro is null) as "sansTarif"
    from centre_pierres cp
    join pierre p on p.id_pier = cp.id_pierre
    ${joinsPierre}
    left join qualite q on q.id_qual = cp.id_qual
    left join lateral ${tarifDe(sql`cp.id_pierre`, sql`cp.id_qual`)} tf on true
    where cp.id_centre = ${idCentre}
    order by cp.centre desc, cp.id`);
  return rows.rows;
}

/** Stones of the price list, one row per stone and quality, whose label contains the typed text. */
export function pierresDevisQuery(q: string, limit = DEVIS_RECHERCHE_LIMITE): SQL {
  const motif = motifContient(q.toLowerCase());
  return sql`
    select * from (
      select distinct on (p.id_pier, q.id_qual)
             p.id_pier as "idPier", q.id_qual as "idQual", ${libellePierre} as description,
             t.euro::text as euro, t.dollar::text as dollar, p.coeff::text as coeff
      from tarifs t
      join pierre p on p.id_pier = t.id_pier
      ${joinsPierre}
      join qualite q on q.id_qual = t.id_qual
      where lower(${libellePierre}) like ${motif}
      order by p.id_pier, q.id_qual, t.id_four nulls first, t.id_tarif
    ) trouve
    order by lower(description), "idPier", "idQual"
    limit ${limit}`;
}

export async function searchPierresDevis(db: Executor, q: string): Promise<DevisPierreTarif[]> {
  return (await db.execute<DevisPierreTarif & Record<string, unknown>>(pierresDevisQuery(q))).rows;
}

/** The rates the quote reads, by id. */
export async function coursParId(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.execute<{ id: number; valeur: string }>(sql`
    select id_cours as id, valeur::text as valeur from cours
    where id_cours in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`);
  return new Map(rows.rows.map((r) => [Number(r.id), r.valeur]));
}

export interface ClientDevis {
  nomAgence: string;
  adresse: string;
  cp: string;
  ville: string;
}

export async function findClientDevis(db: Executor, id: number): Promise<ClientDevis | undefined> {
  const rows = await db.execute<ClientDevis & Record<string, unknown>>(sql`
    select nom_agence as "nomAgence", adresse, cp, ville from client where id = ${id}`);
  return rows.rows[0];
}
