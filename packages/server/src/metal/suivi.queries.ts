import { eq, type SQL, sql } from "drizzle-orm";
import { receptionMetal } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

export interface FiltreSuivi {
  client?: number | undefined;
  debut: string;
  fin: string;
}

const parClient = (col: SQL, client: number | undefined) =>
  client === undefined ? sql`` : sql` and ${col} = ${client}`;

/** Invoices of the period with the gold weight of their façon lines (spec 03 section 3: client, id_fact, poids, date). */
function facturesSuivi(f: FiltreSuivi): SQL {
  return sql`
    select f.client, f.id_fact as "idFact", f.date_fact, sum(cf.poids_u) as poids
    from facture f
    join constituant_fact cf on cf.fact = f.id_fact
    join "of" o on o.num_sachet = cf.of and o.facon = 1
    where f.date_fact between ${f.debut}::date and ${f.fin}::date${parClient(sql`f.id_bijouterie`, f.client)}
    group by f.id_fact
    having sum(cf.poids_u) > 0`;
}

/**
 * One page of the period's invoices, by date then number, and on each row (on a lone row of nulls when
 * the page is empty) their number and total weight over the whole period: one pass over the invoices.
 */
export function facturesSuiviQuery(f: FiltreSuivi, page: Page): SQL {
  return sql`
    with x as (${facturesSuivi(f)})
    select p.client, p."idFact", to_char(p.date_fact, 'YYYY-MM-DD') as date, p.poids::numeric(14,3)::text as poids,
           t.nb, t.total
    from (select count(*)::int as nb, coalesce(sum(poids), 0)::numeric(14,3)::text as total from x) t
    left join lateral (
      select * from x order by date_fact, "idFact" limit ${page.limit} offset ${page.offset}
    ) p on true
    order by p.date_fact, p."idFact"`;
}

/** Metal received from customers in the period (Reception Or). */
function receptionsSuivi(f: FiltreSuivi): SQL {
  return sql`
    from reception_metal r join client c on c.id = r.id_client
    where r.date between ${f.debut}::date and ${f.fin}::date${parClient(sql`r.id_client`, f.client)}`;
}

/** One page of the period's receptions, by date then id. */
export function receptionsSuiviQuery(f: FiltreSuivi, page: Page): SQL {
  return sql`
    select r.id, r.id_client as "idClient", coalesce(nullif(c.nom_agence, ''), c.label) as client,
           r.poids::text as poids, to_char(r.date, 'YYYY-MM-DD') as date
    ${receptionsSuivi(f)}
    order by r.date, r.id
    limit ${page.limit} offset ${page.offset}`;
}

/** The receptions' number and total weight over the whole period (the totals row and the balance). */
export function totalReceptionsSuiviQuery(f: FiltreSuivi): SQL {
  return sql`select count(*)::int as nb, coalesce(sum(r.poids), 0)::numeric(14,3)::text as total ${receptionsSuivi(f)}`;
}

interface Total {
  nb: number;
  total: string;
}

/** The two tables' pages, with each one's number of rows and total weight over the period. */
export async function suivi(db: Executor, f: FiltreSuivi, pages: { factures: Page; receptions: Page }) {
  const factures = (
    await db.execute<{
      client: string;
      idFact: number | null;
      date: string;
      poids: string;
      nb: number;
      total: string;
    }>(facturesSuiviQuery(f, pages.factures))
  ).rows;
  const receptions = await db.execute<{
    id: number;
    idClient: number;
    client: string;
    poids: string;
    date: string;
  }>(receptionsSuiviQuery(f, pages.receptions));
  const totalReceptions = (await db.execute<Total & Record<string, unknown>>(totalReceptionsSuiviQuery(f)))
    .rows[0]!;
  return {
    factures: factures.flatMap(({ client, idFact, date, poids }) =>
      idFact === null ? [] : [{ client, idFact, date, poids }],
    ),
    totalFactures: { nb: factures[0]!.nb, total: factures[0]!.total },
    receptions: receptions.rows,
    totalReceptions,
  };
}

export async function insertReception(db: Executor, v: { idClient: number; poids: string; date: string }) {
  return (await db.insert(receptionMetal).values(v).returning({ id: receptionMetal.id }))[0]!.id;
}

export async function deleteReception(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.delete(receptionMetal).where(eq(receptionMetal.id, id)).returning({ id: receptionMetal.id }))
      .length > 0
  );
}
