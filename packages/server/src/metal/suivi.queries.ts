import { eq, type SQL, sql } from "drizzle-orm";
import { receptionMetal } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

export interface FiltreSuivi {
  client?: number | undefined;
  debut: string;
  fin: string;
}

const parClient = (col: SQL, client: number | undefined) =>
  client === undefined ? sql`` : sql` and ${col} = ${client}`;

/** Invoices of the period with the gold weight of their façon lines (spec 03 section 3: client, id_fact, poids, date). */
export function facturesSuiviQuery(f: FiltreSuivi): SQL {
  return sql`
    select f.client, f.id_fact as "idFact", to_char(f.date_fact, 'YYYY-MM-DD') as date,
           sum(cf.poids_u)::numeric(14,3)::text as poids
    from facture f
    join constituant_fact cf on cf.fact = f.id_fact
    join "of" o on o.num_sachet = cf.of and o.facon = 1
    where f.date_fact between ${f.debut}::date and ${f.fin}::date${parClient(sql`f.id_bijouterie`, f.client)}
    group by f.id_fact
    having sum(cf.poids_u) > 0
    order by f.date_fact, f.id_fact`;
}

/** Metal received from customers in the period (Reception Or). */
export function receptionsSuiviQuery(f: FiltreSuivi): SQL {
  return sql`
    select r.id, r.id_client as "idClient", coalesce(nullif(c.nom_agence, ''), c.label) as client,
           r.poids::text as poids, to_char(r.date, 'YYYY-MM-DD') as date
    from reception_metal r join client c on c.id = r.id_client
    where r.date between ${f.debut}::date and ${f.fin}::date${parClient(sql`r.id_client`, f.client)}
    order by r.date, r.id`;
}

export async function suivi(db: Executor, f: FiltreSuivi) {
  const factures = await db.execute<{ client: string; idFact: number; date: string; poids: string }>(
    facturesSuiviQuery(f),
  );
  const receptions = await db.execute<{
    id: number;
    idClient: number;
    client: string;
    poids: string;
    date: string;
  }>(receptionsSuiviQuery(f));
  return { factures: factures.rows, receptions: receptions.rows };
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
