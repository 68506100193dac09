import type { OfAtelierEntete, OfFinalise } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

type Row<T> = T & Record<string, unknown>;

/** The OF's header: product ref and description, client, weight and stade. */
export async function findOfEntete(db: Executor, n: number): Promise<OfAtelierEntete | undefined> {
  const res = await db.execute<Row<OfAtelierEntete>>(sql`
    select o.num_sachet as "numSachet", o.statut, ts.of_interne as "descStatut", coalesce(ce.ref, o.ref) as ref, ce.description,
           cl.nom_agence as client, o.poids::text as poids, st.description as stade,
           o.ref1, o.prix_fact::text as "prixFact", o.prix_r::text as "prixR"
    from "of" o
    join client cl on cl.id = o.id_bijouterie
    join stade st on st.id_stade = o.id_stade
    join t_statuts ts on ts.statut = o.statut
    left join centre ce on ce.id_centre = o.idp
    where o.num_sachet = ${n}`);
  return res.rows[0];
}

/** How many jeweller (rendu 0) and setting (rendu_serti 0) lines of the OF are still out. */
export async function lignesNonRendues(db: Executor, n: number) {
  const res = await db.execute<{ joaillierNonRendues: number; sertiNonRendues: number }>(sql`
    select (select count(*) from ouvrier where n_sachet = ${n} and rendu = 0)::int as "joaillierNonRendues",
           (select count(*) from serti where of_serto = ${n} and rendu_serti = 0)::int as "sertiNonRendues"`);
  return res.rows[0] ?? { joaillierNonRendues: 0, sertiNonRendues: 0 };
}

/** How many of the latest status changes the history reads per OF it lists (refinalised OFs repeat). */
const AUDIT_PAR_LIGNE = 10;

/**
 * The finalised OFs, from the audit trail: the changes of an OF's status to 550 (whoever made it),
 * one row per OF at its latest such change, most recent first. Reading the audit keeps the history
 * true after the OF moves on (575, 600) without a table of its own. Bounded: only the latest
 * limit × 10 such changes are read, newest first along audit_of_statut_at_idx ((after ->> 'statut'),
 * at, where table_name = 'of'), never the whole OF audit.
 */
export async function historiqueFinalises(db: Executor, statutFinalise: number, limit: number) {
  const finalise = String(statutFinalise);
  const res = await db.execute<Row<OfFinalise>>(sql`
    select h.num_sachet as "numSachet", h.date, coalesce(ce.ref, o.ref) as ref, cl.nom_agence as client,
           o.statut
    from (
      select r.row_id::int as num_sachet, max(r.at) as date
      from (
        select a.row_id, a.at
        from audit a
        where a.table_name = 'of'
          and a.after ->> 'statut' = ${finalise}
          and (a.before ->> 'statut') is distinct from ${finalise}
        order by a.at desc
        limit ${limit * AUDIT_PAR_LIGNE}
      ) r
      group by r.row_id
      order by max(r.at) desc, r.row_id desc
      limit ${limit}
    ) h
    left join "of" o on o.num_sachet = h.num_sachet
    left join client cl on cl.id = o.id_bijouterie
    left join centre ce on ce.id_centre = o.idp
    order by h.date desc, h.num_sachet desc`);
  return res.rows.map((r) => ({ ...r, date: new Date(r.date).toISOString() }));
}
