import { CANAUX, type Canal, type FactureOf, HISTORIQUE_AUDIT_MAX, type TableAuditOf } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { CANAUX_FACTURE, tableSql } from "../facturation/index.ts";
import {
  colonnesStatutPlateforme,
  statutPlateformeJointure,
  statutPlateformeLu,
} from "../plateforme/index.ts";

/**
 * The invoices holding the OF, in both channels (each channel's lines and headers), each with its
 * last status on the approved platform (issue 30.3).
 */
export async function facturesOf(db: Executor, numSachet: number): Promise<FactureOf[]> {
  const parts = CANAUX.map(
    (
      canal: Canal,
    ) => sql`select f.id_fact as numero, ${canal}::text as canal, f.date_fact::text as "dateFact",
        f.id_bijouterie as "idClient"
      from ${tableSql(CANAUX_FACTURE[canal].lignes)} l
      join ${tableSql(CANAUX_FACTURE[canal].factures)} f on f.id_fact = l.fact
      where l."of" = ${numSachet}`,
  );
  const plateforme = statutPlateformeJointure("ps", {
    type: "facture",
    canal: sql`x.canal`,
    numero: sql`x.numero`,
  });
  const res = await db.execute<
    Pick<FactureOf, "numero" | "canal" | "dateFact" | "idClient"> & Record<string, unknown>
  >(
    sql`select x.*, ${colonnesStatutPlateforme("ps")}
      from (select distinct * from (${sql.join(parts, sql` union all `)}) u) x ${plateforme}
      order by x."dateFact", x.numero`,
  );
  return res.rows.map((r) => ({
    numero: r.numero,
    canal: r.canal,
    dateFact: r.dateFact,
    idClient: Number(r.idClient),
    ...statutPlateformeLu(r),
  }));
}

export interface AuditBrut {
  id: number;
  at: string;
  utilisateur: string | null;
  table: TableAuditOf;
  operation: "INSERT" | "UPDATE" | "DELETE";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The audited writes of the OF row and of the given line rows (the audit index is table + row id),
 * latest first, at most HISTORIQUE_AUDIT_MAX.
 */
export async function auditOf(
  db: Executor,
  numSachet: number,
  lignes: { ouvrier: number[]; serti: number[]; op_stock: number[] },
): Promise<AuditBrut[]> {
  const rows = (table: string, ids: number[]) =>
    ids.length === 0
      ? sql``
      : sql` or (a.table_name = ${table} and a.row_id in (${sql.join(
          ids.map((id) => sql`${String(id)}`),
          sql`, `,
        )}))`;
  const res = await db.execute<AuditBrut & Record<string, unknown>>(sql`
    select a.id::int as id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, u.login as utilisateur, a.table_name as "table",
           a.operation, ${enTexte(sql`a.before`)} as before, ${enTexte(sql`a.after`)} as after
    from audit a
    left join utilisateur u on u.id_user = a.id_user
    where (a.table_name = 'of' and a.row_id = ${String(numSachet)})
      ${rows("ouvrier", lignes.ouvrier)}${rows("serti", lignes.serti)}${rows("op_stock", lignes.op_stock)}
    order by a.at desc, a.id desc
    limit ${HISTORIQUE_AUDIT_MAX}`);
  return res.rows;
}

/**
 * A row image of the audit with every value as the text PostgreSQL writes it: a NUMERIC keeps its
 * scale ("4.120"), which a JSON number read by JavaScript would lose.
 */
const enTexte = (col: SQL) => sql`(select jsonb_object_agg(e.key, e.value) from jsonb_each_text(${col}) e)`;

/**
 * What the history names instead of ids, in one statement: statuses, stades, transports, metals,
 * jewellers, setters, and the clients among `clients`.
 */
export async function libellesHistorique(
  db: Executor,
  clients: readonly number[],
): Promise<Map<string, Map<number, string>>> {
  const ids = clients.length === 0 ? [0] : [...new Set(clients)];
  const res = await db.execute<{ champ: string; id: number; libelle: string }>(sql`
    select 'statut' as champ, statut as id, of_interne as libelle from t_statuts
    union all select 'id_stade', id_stade, description from stade
    union all select 'typ_transp', id_type, description from type_transport
    union all select 'type_metal', id_type, description from type_metal
    union all select 'id_ouvrier', id, label from joaillier
    union all select 'id_serto', id, label from sertisseur
    union all select 'id_bijouterie', id, nom_agence from client
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  const out = new Map<string, Map<number, string>>();
  for (const r of res.rows) {
    const m = out.get(r.champ) ?? new Map<number, string>();
    m.set(Number(r.id), r.libelle);
    out.set(r.champ, m);
  }
  return out;
}

export async function ofExiste(db: Executor, numSachet: number): Promise<boolean> {
  const res = await db.execute(sql`select 1 from "of" where num_sachet = ${numSachet}`);
  return res.rows.length > 0;
}
