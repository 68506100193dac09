import type { PierreAReceptionner, Reception } from "@ecrin/domain";
import { motsRecherche } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient as contient } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import { DESCRIPTION } from "./stock-pierres.queries.ts";

/** A lot's reception (spec 02 section 2.7): its references checked, its row written, its stone searched, its label. */

export async function insertReception(tx: Executor, v: Reception): Promise<number> {
  const [row] = (
    await tx.execute<{ id: number }>(sql`
      insert into pierres_recues (no_confie, date_reception, id_four, id_pier, id_qual, euro, dollar,
        cours_eur_doll, poids, pieces, certificat, lg)
      values (${v.noConfie}, coalesce(${v.dateReception ?? null}::date, current_date), ${v.idFour}, ${v.idPier}, ${v.idQual},
        ${v.euro}, ${v.dollar}, ${v.coursEurDoll}, ${v.poids}, ${v.pieces}, ${v.certificat}, ${v.lg ? 1 : 0})
      returning id_conf as id`)
  ).rows;
  return row!.id;
}

/** The reception's references exist: the supplier, the stone, its quality. */
export async function referencesReception(db: Executor, v: Reception) {
  const [r] = (
    await db.execute<{ four: boolean; pier: boolean; qual: boolean }>(sql`
      select exists (select 1 from fournisseur where four_id = ${v.idFour}) as four,
             exists (select 1 from pierre where id_pier = ${v.idPier}) as pier,
             ${v.idQual === null ? sql`true` : sql`exists (select 1 from qualite where id_qual = ${v.idQual})`} as qual`)
  ).rows;
  return r!;
}

/**
 * The reception form's stone search (spec 02 section 2.7): the price list's stones in each quality,
 * every typed word found in the description or the quality, in any order, case-insensitive.
 */
export function pierresAReceptionnerQuery(q: string): SQL {
  const mots = motsRecherche(q).map(
    (m) => sql`(pi.description || ' ' || coalesce(qu.description, '')) ilike ${contient(m)}`,
  );
  return sql`
    select pi.id_pier || '-' || coalesce(t.id_tarif, 0) as id, pi.id_pier as "idPier", t.id_qual as "idQual",
           t.id_four as "idFour",
           coalesce(nullif(pi.description, ''), 'Pierre ' || pi.id_pier) || coalesce(' ' || qu.description, '') as label,
           coalesce(t.euro, 0)::text as euro, coalesce(t.dollar, 0)::text as dollar
    from pierre pi
    left join tarifs t on t.id_pier = pi.id_pier
    left join qualite qu on qu.id_qual = t.id_qual
    where ${mots.length === 0 ? sql`true` : sql.join(mots, sql` and `)}
    order by label, pi.id_pier, t.id_tarif
    limit 30`;
}

export async function pierresAReceptionner(db: Executor, q: string): Promise<PierreAReceptionner[]> {
  return (await db.execute<PierreAReceptionner & Record<string, unknown>>(pierresAReceptionnerQuery(q))).rows;
}

/** What the packet label prints: Id Confie, N° Confie, description, carats, pieces, supplier. */
export async function lotPourEtiquette(db: Executor, idConf: number) {
  const [row] = (
    await db.execute<{
      idConf: number;
      noConfie: string;
      description: string;
      poids: string;
      pieces: number | null;
      fournisseur: string;
      dateReception: string;
      certificat: string | null;
    }>(sql`
      select p.id_conf as "idConf", p.no_confie as "noConfie", ${DESCRIPTION} as description, p.poids, p.pieces,
             f.raison_soc as fournisseur, to_char(p.date_reception, 'YYYY-MM-DD') as "dateReception", p.certificat
      from pierres_recues p
      join pierre pi on pi.id_pier = p.id_pier
      join fournisseur f on f.four_id = p.id_four
      left join qualite q on q.id_qual = p.id_qual
      where p.id_conf = ${idConf}`)
  ).rows;
  return row ?? null;
}
