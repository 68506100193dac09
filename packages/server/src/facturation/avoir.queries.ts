import {
  type AvoirCreation,
  type AvoirSort,
  type AvoirsQuery,
  type CategorieTva,
  categorieDuTaux,
  FACTURES_CLIENT_MAX,
  type FactureCorrigee,
  type FacturesClientQuery,
  identifiantAvoir,
  identifiantFacture,
  type LigneAvoir,
} from "@ecrin/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import { motifContient, motifDebut } from "../db/like.ts";
import { avoir, avoirFacture, client } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

const SORTS: Record<AvoirSort, SQL> = {
  idAvoir: sql`a.id_avoir`,
  client: sql`c.nom_agence`,
  description: sql`a.description`,
  ref: sql`a.ref`,
  totHt: sql`a.tot_ht`,
  date: sql`a.date`,
};

function where(f: AvoirsQuery): SQL {
  const c: SQL[] = [sql`true`];
  if (f.idClt !== undefined) c.push(sql`a.id_clt = ${f.idClt}`);
  if (f.du !== undefined) c.push(sql`a.date >= ${f.du}`);
  if (f.au !== undefined) c.push(sql`a.date <= ${f.au}`);
  if (f.q !== undefined)
    c.push(sql`(a.ref ilike ${motifContient(f.q)} or a.description ilike ${motifContient(f.q)})`);
  return sql.join(c, sql` and `);
}

/** Liste des Avoirs (spec 02 section 2.19): one page, filtered and sorted by the database. */
export async function listAvoirs(db: Executor, f: AvoirsQuery, page: Page) {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  const from = sql`from avoir a join client c on c.id = a.id_clt where ${where(f)}`;
  const [rows, total] = await Promise.all([
    db.execute<Omit<LigneAvoir, "numero" | "factures"> & { citees: number[] } & Record<string, unknown>>(sql`
      select a.id_avoir as "idAvoir", a.id_clt as "idClt", c.nom_agence as client, a.description, a.ref,
             a.tot_ht as "totHt", to_char(a.date, 'YYYY-MM-DD') as date, a.id_fact as "idFact",
             array(select af.id_fact from avoir_facture af where af.id_avoir = a.id_avoir order by af.id_fact)
               as citees
      ${from}
      order by ${SORTS[f.sort]} ${dir} nulls last, a.id_avoir ${dir}
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${from}`),
  ]);
  return {
    rows: rows.rows.map(
      ({ citees, ...a }): LigneAvoir => ({
        ...a,
        numero: identifiantAvoir(a.idAvoir),
        factures: citees.map((n) => identifiantFacture("standard", n)).join(", "),
      }),
    ),
    total: total.rows[0]?.n ?? 0,
  };
}

export async function clientExiste(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: client.id }).from(client).where(eq(client.id, id))).length > 0;
}

/**
 * An invoice as the Creer dialog and the rules see it: its client, date, HT total (lines + port) and
 * what earlier credit notes already gave back.
 */
export async function factureCorrigee(db: Executor, idFact: number): Promise<FactureCorrigee | null> {
  const r = await db.execute<FactureCorrigee & Record<string, unknown>>(sql`
    select f.id_fact as "idFact", f.id_bijouterie as "idBijouterie",
           to_char(f.date_fact, 'YYYY-MM-DD') as "dateFact", f.taux_tva::text as "tauxTva",
           (f.port + coalesce((select sum(l.totht) from constituant_fact l where l.fact = f.id_fact), 0))::numeric(12,2)::text
             as "totalHt",
           coalesce((select sum(a.tot_ht) from avoir a where a.id_fact = f.id_fact), 0)::numeric(12,2)::text
             as "dejaCredite"
    from facture f where f.id_fact = ${idFact}`);
  return r.rows[0] ?? null;
}

/** The suggestions of "Facture corrigée": the client's invoices whose number starts with `q`. */
export function facturesDuClientQuery(q: FacturesClientQuery): SQL {
  const debut = q.q === "" ? sql`true` : sql`p.id_fact::text like ${motifDebut(q.q)}`;
  // The page is chosen first: the totals are summed for its rows only.
  return sql`
    select f.id_fact as "idFact", f.id_bijouterie as "idBijouterie",
           to_char(f.date_fact, 'YYYY-MM-DD') as "dateFact", f.taux_tva::text as "tauxTva",
           (f.port + coalesce((select sum(l.totht) from constituant_fact l where l.fact = f.id_fact), 0))::numeric(12,2)::text
             as "totalHt",
           coalesce((select sum(a.tot_ht) from avoir a where a.id_fact = f.id_fact), 0)::numeric(12,2)::text
             as "dejaCredite"
    from (select p.id_fact from facture p
          where p.id_bijouterie = ${q.idClt} and ${debut}
          order by p.date_fact desc, p.id_fact desc
          limit ${FACTURES_CLIENT_MAX}) page
    join facture f on f.id_fact = page.id_fact
    order by f.date_fact desc, f.id_fact desc`;
}

export async function facturesDuClient(db: Executor, q: FacturesClientQuery): Promise<FactureCorrigee[]> {
  return (await db.execute<FactureCorrigee & Record<string, unknown>>(facturesDuClientQuery(q))).rows;
}

/** The normal VAT rate: the highest of the reference table (null when the table is empty). */
export async function tauxTvaNormal(db: Executor): Promise<string | null> {
  const r = await db.execute<{ taux: string | null }>(sql`select max(taux)::text as taux from tva`);
  return r.rows[0]?.taux ?? null;
}

/**
 * Inserts the credit note under the number the series gave (its key), at the rate fixed now, with the
 * invoices it cites: the corrected one and a global rebate's (avoir_facture, each once).
 */
export async function insertAvoir(tx: Tx, idAvoir: number, v: AvoirCreation, tauxTva: string): Promise<void> {
  await tx.insert(avoir).values({
    idAvoir,
    tauxTva,
    idClt: v.idClt,
    ref: v.ref === "" ? null : v.ref,
    description: v.description,
    totHt: v.totHt,
    idFact: v.idFact ?? null,
  });
  const citees = [...new Set([...(v.idFact === undefined ? [] : [v.idFact]), ...v.facturesRemise])];
  if (citees.length > 0) await tx.insert(avoirFacture).values(citees.map((idFact) => ({ idAvoir, idFact })));
}

/** Among `ids`, the invoices that exist, with their client and what is left to credit (a rebate's cited invoices). */
export async function facturesExistantes(
  ex: Executor,
  ids: readonly number[],
): Promise<Pick<FactureCorrigee, "idFact" | "idBijouterie" | "totalHt" | "dejaCredite">[]> {
  if (ids.length === 0) return [];
  const r = await ex.execute<FactureCorrigee & Record<string, unknown>>(sql`
    select f.id_fact as "idFact", f.id_bijouterie as "idBijouterie",
           (f.port + coalesce((select sum(l.totht) from constituant_fact l where l.fact = f.id_fact), 0))::numeric(12,2)::text
             as "totalHt",
           coalesce((select sum(a.tot_ht) from avoir a where a.id_fact = f.id_fact), 0)::numeric(12,2)::text
             as "dejaCredite"
    from facture f where f.id_fact in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return r.rows;
}

/** A credit note as printed: the client's name and address, and the invoice it corrects. */
export interface AvoirImprime {
  idAvoir: number;
  date: string;
  ref: string | null;
  description: string;
  totHt: string;
  idClt: number;
  client: string;
  adresse: string;
  cp: string;
  ville: string;
  idFact: number | null;
  dateFact: string | null;
  tauxTva: string;
  /** The corrected invoice's VAT category (its rate is the credit note's); null without an invoice. */
  categorieFacture: string | null;
  siren: string;
  numTva: string;
  /** The invoices it cites (avoir_facture), by number: the corrected one, or a rebate's. */
  facturesCitees: { idFact: number; date: string }[];
}

/**
 * A credit note's VAT category: the corrected invoice's (a credit note on a reverse-charge invoice is
 * reverse charge too), else the one its rate says.
 */
export const categorieAvoir = (a: Pick<AvoirImprime, "tauxTva" | "categorieFacture">): CategorieTva =>
  categorieDuTaux(a.tauxTva, a.categorieFacture);

export async function avoirsImprimes(db: Executor, ids: readonly number[]): Promise<AvoirImprime[]> {
  if (ids.length === 0) return [];
  const r = await db.execute<AvoirImprime & Record<string, unknown>>(sql`
    select a.id_avoir as "idAvoir", to_char(a.date, 'YYYY-MM-DD') as date, a.ref, a.description,
           a.tot_ht as "totHt", a.id_clt as "idClt", c.nom_agence as client, c.adresse, c.cp, c.ville,
           a.id_fact as "idFact", to_char(f.date_fact, 'YYYY-MM-DD') as "dateFact", a.taux_tva::text as "tauxTva",
           f.categorie_tva as "categorieFacture", c.siren, c.num_tva as "numTva",
           coalesce((select json_agg(json_build_object('idFact', af.id_fact,
                                                       'date', to_char(cf.date_fact, 'YYYY-MM-DD'))
                                     order by af.id_fact)
                     from avoir_facture af join facture cf on cf.id_fact = af.id_fact
                     where af.id_avoir = a.id_avoir), '[]'::json) as "facturesCitees"
    from avoir a
    join client c on c.id = a.id_clt
    left join facture f on f.id_fact = a.id_fact
    where a.id_avoir in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const parId = new Map(r.rows.map((a) => [a.idAvoir, a]));
  return ids.flatMap((id) => parId.get(id) ?? []);
}
