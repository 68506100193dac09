import { sql } from "drizzle-orm";
import type { TestApp } from "../helpers/app.ts";

export interface Reference {
  typePier: number;
  forme: number;
  qualites: [number, number];
}

/** The first stone type, shape and two qualities of the reference data. */
export async function referencePierres(t: TestApp): Promise<Reference> {
  const one = async (q: ReturnType<typeof sql>) => (await t.database.db.execute<{ id: number }>(q)).rows;
  const [type] = await one(sql`select id_typ_pier as id from type_pier order by 1 limit 1`);
  const [forme] = await one(sql`select id_form as id from forme_pier order by 1 limit 1`);
  const quals = await one(sql`select id_qual as id from qualite order by 1 limit 2`);
  return { typePier: type!.id, forme: forme!.id, qualites: [quals[0]!.id, quals[1]!.id] };
}

/**
 * A centre TST<n> priced from one stone line (0.500 ct, centre stone), without centre vide:
 * labour 100 min, metal 3000 mg, façon sur fonte 2000 mg, setting 40.00, sundries 10.00.
 */
export async function centreDeTest(
  t: TestApp,
  ref: string,
  idPierre: number,
  idQual: number,
): Promise<number> {
  const db = t.database.db;
  const [c] = (
    await db.execute<{ id: number }>(sql`
      insert into centre (ref, description, plus_mo, plus_fonte, plus_poids, plus_serti, prix_divers)
      values (${ref}, 'Bague test prix', 100, 2000, 3000, 40, 10) returning id_centre as id`)
  ).rows;
  await db.execute(sql`insert into produit (id_centre, id_stade, poids) values (${c!.id}, 2, 3000)`);
  await db.execute(sql`
    insert into centre_pierres (id_centre, id_pierre, id_qual, qte, pds_r, centre)
    values (${c!.id}, ${idPierre}, ${idQual}, 1, 0.5, 1)`);
  return c!.id;
}
