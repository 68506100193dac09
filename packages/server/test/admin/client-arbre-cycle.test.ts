import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dansArbreClient } from "../../src/admin/index.ts";
import type { Database } from "../../src/db/connection.ts";
import { createTestDatabase } from "../helpers/database.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("client tree: cycle-safe whatever the data", () => {
  it("two clients each other's parent: the subtree query ends and holds both once", async () => {
    await database.db.execute(sql`insert into client (id, label, nom_agence, adresse, cp, ville, actif)
      values (9001, 'A', 'Agence A', '', '', '', true), (9002, 'B', 'Agence B', '', '', '', true),
             (9003, 'C', 'Agence C', '', '', '', true)`);
    await database.db.execute(sql`update client set id_parent = 9002 where id = 9001`);
    await database.db.execute(sql`update client set id_parent = 9001 where id = 9002`);
    await database.db.execute(sql`update client set id_parent = 9002 where id = 9003`);
    const rows = await database.db.execute(
      sql`select id from client where ${dansArbreClient(sql`id`, 9001)} order by id`,
    );
    expect(rows.rows).toEqual([{ id: 9001 }, { id: 9002 }, { id: 9003 }]);
  });
});
