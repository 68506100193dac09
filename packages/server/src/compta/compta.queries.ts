import type {
  AvoirsComptaQuery,
  Canal,
  ComptaFiltre,
  DocumentVenteBrut,
  FacturesComptaQuery,
  PartsDocument,
  TriAvoirCompta,
  TriFactureCompta,
} from "@ecrin/domain";
import { getTableName, type SQL, sql } from "drizzle-orm";
import { dansArbreClient } from "../admin/index.ts";
import type { Executor } from "../db/tx.ts";
import { CANAUX_FACTURE, colonneSql, tableSql } from "../facturation/index.ts";
import type { Page } from "../http/list.ts";
import {
  aTraiterPossible,
  colonnesStatutPlateforme,
  conditionStatutPlateforme,
  ordreStatutPlateforme,
  statutPlateformeJointure,
} from "../plateforme/index.ts";

/**
 * The documents of /compta and of the exports (spec 03 section 2.15): invoices of both channels and
 * credit notes, with what their totals are made of (sum of the lines, port, VAT rate); the totals
 * themselves are computed by the domain's totauxDocument, the same as on the PDFs.
 */

/** The raw parts of a document's totals (NUMERIC as strings). */
export type { PartsDocument };

export interface FactureBrute extends PartsDocument {
  canal: Canal;
  numero: number;
  idClient: number;
  client: string;
  date: string;
}

export interface AvoirBrut extends PartsDocument {
  numero: number;
  idClient: number;
  client: string;
  date: string;
  ref: string | null;
  description: string;
}

/** An invoice or a credit note as the exports read it (domain DocumentVenteBrut). */
export type DocumentBrut = DocumentVenteBrut;

/** A client or a group: a group takes in all its agencies, however deep. */
function duClient(colonne: SQL, client: number | undefined): SQL {
  return client === undefined ? sql`true` : dansArbreClient(colonne, client);
}

/**
 * The documents of a rate of the reference list. An invoice also by its VAT category: 0 % is both the
 * exempt rate (E) and reverse charge (AE). A credit note keeps only its rate (avoir.taux_tva).
 */
function auTaux(colonne: SQL, tva: number | undefined, categorie?: SQL): SQL {
  if (tva === undefined) return sql`true`;
  if (categorie)
    return sql`(${colonne}, ${categorie}) in (select t.taux, t.categorie from tva t where t.id_tva = ${tva})`;
  return sql`${colonne} = (select t.taux from tva t where t.id_tva = ${tva})`;
}

type Filtre = Pick<ComptaFiltre, "debut" | "fin"> & Partial<Pick<ComptaFiltre, "client" | "tva">>;

/** The stored entry number of a document (migration 0022), by its table and id. */
const numEcriture = (source: string, id: SQL) =>
  sql`(select e.num from ecriture_numero e where e.source = ${source} and e.id_source = ${id})`;

/** An invoice shows the client's name as it was issued (its copy f.client), not the live one. */
function facturesCanal(canal: Canal, f: Filtre): SQL {
  const c = CANAUX_FACTURE[canal];
  const lignes = sql`(select coalesce(sum(${colonneSql("l", c.totalLigne)}), 0) from ${tableSql(c.lignes)} l
    where l.fact = f.id_fact)`;
  return sql`
    select 'facture'::text as nature, ${canal}::text as canal, f.id_fact as numero,
           f.id_bijouterie as id_client, f.client::text as client, f.date_fact as date,
           f.date_echeance as echeance, null::varchar as ref, null::text as description,
           ${lignes} as lignes, f.port, f.taux_tva, f.categorie_tva::text as categorie_tva,
           ${numEcriture(getTableName(c.factures), sql`f.id_fact`)} as num_ecriture
    from ${tableSql(c.factures)} f
    where f.date_fact between ${f.debut} and ${f.fin}
      and ${duClient(sql`f.id_bijouterie`, f.client)} and ${auTaux(sql`f.taux_tva`, f.tva, sql`f.categorie_tva`)}`;
}

/** A credit note's rate, fixed when it was issued (avoir.taux_tva). */
const TAUX_AVOIR = sql`a.taux_tva`;

/** A credit note keeps no copy of the client's name: the live one is shown. */
function avoirs(f: Filtre): SQL {
  return sql`
    select 'avoir'::text as nature, 'standard'::text as canal, a.id_avoir as numero,
           a.id_clt as id_client, cl.nom_agence::text as client, a.date, null::date as echeance,
           a.ref, a.description, a.tot_ht as lignes, 0::numeric as port, ${TAUX_AVOIR} as taux_tva,
           null::text as categorie_tva, ${numEcriture("avoir", sql`a.id_avoir`)} as num_ecriture
    from avoir a
    join client cl on cl.id = a.id_clt
    where a.date between ${f.debut} and ${f.fin}
      and ${duClient(sql`a.id_clt`, f.client)} and ${auTaux(TAUX_AVOIR, f.tva)}`;
}

/**
 * An invoice of the list, from the projection compta_total_facture `t` (migration 0044: one row per issued
 * invoice of both channels, its copies of client, date and VAT, its port and the sum of its lines), under the
 * names of a document row.
 */
const FACTURE_PROJETEE = sql`t.canal, t.id_fact as numero, t.id_bijouterie as id_client, t.client,
  t.date_fact as date, t.lignes, t.port, t.taux_tva, t.total_ht`;

/** The invoices of both channels the filter keeps. */
const factures = (f: Filtre) => sql`(
  select ${FACTURE_PROJETEE}
  from compta_total_facture t
  where t.date_fact between ${f.debut} and ${f.fin}
    and ${duClient(sql`t.id_bijouterie`, f.client)} and ${auTaux(sql`t.taux_tva`, f.tva, sql`t.categorie_tva`)})`;

/** The columns every list reads from a document row `d`. */
const COLONNES = sql`
  d.canal, d.numero, d.id_client as "idClient", d.client, to_char(d.date, 'YYYY-MM-DD') as date,
  d.lignes::text as lignes, d.port::text as port, d.taux_tva::text as "tauxTva"`;

const direction = (dir: "asc" | "desc") => (dir === "desc" ? sql`desc` : sql`asc`);

const TRIS_FACTURES: Record<TriFactureCompta, SQL> = {
  identifiant: sql`d.numero`,
  numero: sql`d.numero`,
  canal: sql`d.canal`,
  client: sql`d.client`,
  date: sql`d.date`,
  totalHt: sql`d.total_ht`,
  statut: ordreStatutPlateforme("ps"),
};

/** Each invoice's life on the approved platform (issue 30.3), joined as `ps`. */
const PLATEFORME_FACTURE = statutPlateformeJointure("ps", {
  type: "facture",
  canal: sql`d.canal`,
  numero: sql`d.numero`,
});

/**
 * A list's status filter on the join `ps`. "À traiter" first keeps the documents the platform may have left
 * to handle (aTraiterPossible, migration 0048): the latest status is then read for those few, not for every
 * document of the period.
 */
function filtreStatut(
  statut: FacturesComptaQuery["statut"],
  document: Parameters<typeof aTraiterPossible>[0],
) {
  const condition = conditionStatutPlateforme("ps", statut);
  return statut === "a_traiter" ? sql`${aTraiterPossible(document)} and ${condition}` : condition;
}

/**
 * The page and the count of the invoice list, as SQL (also run by the bench). The platform's join only when its
 * filter or its sort needs it. Otherwise the page's keys are sorted and cut first (by amount, date, channel or
 * number: from the projection's date index alone), then its rows are read by their key and joined to the
 * platform: ten look-ups instead of one per invoice of the period.
 */
export function pageFacturesQueries(q: FacturesComptaQuery, page: Page): { page: SQL; total: SQL } {
  const statut = filtreStatut(q.statut, { type: "facture", canal: sql`d.canal`, numero: sql`d.numero` });
  const ordre = sql`${TRIS_FACTURES[q.sort]} ${direction(q.dir)}, d.date, d.canal desc, d.numero`;
  const parPlateforme = q.statut !== undefined || q.sort === "statut";
  return {
    page: parPlateforme
      ? sql`
      select ${COLONNES}, ${colonnesStatutPlateforme("ps")} from ${factures(q)} d ${PLATEFORME_FACTURE}
      where ${statut}
      order by ${ordre}
      limit ${page.limit} offset ${page.offset}`
      : sql`
      select ${COLONNES}, ${colonnesStatutPlateforme("ps")}
      from (select d.canal, d.numero from ${factures(q)} d
            order by ${ordre} limit ${page.limit} offset ${page.offset}) k
      cross join lateral (
        select ${FACTURE_PROJETEE} from compta_total_facture t where t.canal = k.canal and t.id_fact = k.numero
      ) d
      ${PLATEFORME_FACTURE}
      order by ${ordre}`,
    total:
      q.statut === undefined
        ? sql`select count(*)::int as n from ${factures(q)} d`
        : sql`select count(*)::int as n from ${factures(q)} d ${PLATEFORME_FACTURE} where ${statut}`,
  };
}

export async function pageFactures(db: Executor, q: FacturesComptaQuery, page: Page) {
  const queries = pageFacturesQueries(q, page);
  const [rows, total] = await Promise.all([
    db.execute<FactureBrute & Record<string, unknown>>(queries.page),
    db.execute<{ n: number }>(queries.total),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

const TRIS_AVOIRS: Record<TriAvoirCompta, SQL> = {
  identifiant: sql`d.numero`,
  numero: sql`d.numero`,
  client: sql`d.client`,
  date: sql`d.date`,
  totalHt: sql`d.lignes`,
  statut: ordreStatutPlateforme("ps"),
};

/** Each credit note's life on the approved platform (issue 30.3), joined as `ps`. */
const PLATEFORME_AVOIR = statutPlateformeJointure("ps", { type: "avoir", numero: sql`d.numero` });

export async function pageAvoirs(db: Executor, q: AvoirsComptaQuery, page: Page) {
  const statut = filtreStatut(q.statut, { type: "avoir", numero: sql`d.numero` });
  const [rows, total] = await Promise.all([
    db.execute<AvoirBrut & Record<string, unknown>>(sql`
      select ${COLONNES}, d.ref, d.description, ${colonnesStatutPlateforme("ps")}
      from (${avoirs(q)}) d ${PLATEFORME_AVOIR}
      where ${statut}
      order by ${TRIS_AVOIRS[q.sort]} ${direction(q.dir)}, d.date, d.numero
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(
      q.statut === undefined
        ? sql`select count(*)::int as n from (${avoirs(q)}) d`
        : sql`select count(*)::int as n from (${avoirs(q)}) d ${PLATEFORME_AVOIR} where ${statut}`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/**
 * Every document of the filter, invoices then credit notes of each day, each series in its number
 * order: the rows of the totals and of the exports.
 */
export function documentsQuery(f: Filtre): SQL {
  return sql`
    select d.nature, ${COLONNES}, to_char(d.echeance, 'YYYY-MM-DD') as echeance,
           d.num_ecriture as "numEcriture", d.categorie_tva as "categorieTva"
    from (${facturesCanal("standard", f)}
          union all ${facturesCanal("alternatif", f)}
          union all ${avoirs(f)}) d
    order by d.date, d.nature desc, d.canal desc, d.numero`;
}

export async function documents(db: Executor, f: Filtre): Promise<DocumentBrut[]> {
  const res = await db.execute<DocumentBrut & Record<string, unknown>>(documentsQuery(f));
  return res.rows;
}
