import type { CentreCible, LigneCopiable, LigneExistante } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { lireRows } from "./catalogue.queries.ts";

interface CentreDuCv {
  idCentre: number;
  ref: string;
  description: string;
}

export async function findCvRef(db: Executor, idCv: number): Promise<string | undefined> {
  const r = await db.execute<{ ref: string }>(sql`select ref from centre_vide where id_cv = ${idCv}`);
  return r.rows[0]?.ref;
}

/**
 * The centres of a centre vide. `verrou` takes their rows FOR UPDATE: no stone line can then be added to
 * them (the foreign key check needs a lock the update lock excludes) until the copy commits.
 */
export async function centresDuCv(db: Executor, idCv: number, verrou = false): Promise<CentreDuCv[]> {
  const r = await lireRows<CentreDuCv>(
    db,
    sql`select id_centre as "idCentre", ref, description
    from centre where id_cv = ${idCv} order by id_centre ${verrou ? sql`for update` : sql``}`,
  );
  return r.rows;
}

export async function lignesDesCentres(
  db: Executor,
  idCentres: readonly number[],
  verrou = false,
): Promise<Array<LigneExistante & { idCentre: number }>> {
  if (idCentres.length === 0) return [];
  const ids = sql.join(
    idCentres.map((id) => sql`${id}`),
    sql`, `,
  );
  const r = await lireRows<LigneExistante & { idCentre: number }>(
    db,
    sql`select id, id_centre as "idCentre",
      id_pierre as "idPierre", id_qual as "idQual", qte, pds_r::text as "pdsR", centre = 1 as centre
    from centre_pierres where id_centre in (${ids}) order by id ${verrou ? sql`for update` : sql``}`,
  );
  return r.rows;
}

/** Groups the lines by centre. */
export function cibles(
  centres: readonly CentreDuCv[],
  lignes: ReadonlyArray<LigneExistante & { idCentre: number }>,
) {
  const parCentre = new Map<number, LigneExistante[]>();
  for (const { idCentre, ...l } of lignes) {
    const liste = parCentre.get(idCentre) ?? [];
    liste.push(l);
    parCentre.set(idCentre, liste);
  }
  return centres.map((c): CentreCible => ({ ...c, lignes: parCentre.get(c.idCentre) ?? [] }));
}

export async function deleteLignes(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const liste = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const r = await db.execute(sql`delete from centre_pierres where id in (${liste}) returning id`);
  return r.rows.length;
}

export async function insertLignes(db: Executor, idCentre: number, lignes: readonly LigneCopiable[]) {
  if (lignes.length === 0) return 0;
  const valeurs = sql.join(
    lignes.map(
      (l) => sql`(${idCentre}, ${l.idPierre}, ${l.idQual}, ${l.qte}, ${l.pdsR}, ${l.centre ? 1 : 0})`,
    ),
    sql`, `,
  );
  const r =
    await db.execute(sql`insert into centre_pierres (id_centre, id_pierre, id_qual, qte, pds_r, centre)
    values ${valeurs} returning id`);
  return r.rows.length;
}
