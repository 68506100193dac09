import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/database.ts";
import type { Database } from "./connection.ts";
import { isUniqueViolation, pgErrorCode } from "./pg-errors.ts";

const unique = { code: "23505", constraint: "pierre_unique" };

describe("isUniqueViolation", () => {
  it.each([
    ["the driver's error", unique, undefined, true],
    ["wrapped by drizzle", { message: "Failed query", cause: unique }, undefined, true],
    ["of the constraint named", unique, "pierre_unique", true],
    ["wrapped, of the constraint named", { cause: unique }, "pierre_unique", true],
    ["of another constraint", unique, "autre", false],
    ["a foreign key violation", { code: "23503" }, undefined, false],
    ["wrapped foreign key violation", { cause: { code: "23503" } }, undefined, false],
    ["an error of its own code, whatever its cause", { code: "EPERM", cause: unique }, undefined, false],
    ["a plain error", new Error("23505"), undefined, false],
    ["a string", "23505", undefined, false],
    ["null", null, undefined, false],
    ["undefined", undefined, undefined, false],
  ])("%s -> %s", (_cas, e, constraint, attendu) => {
    expect(isUniqueViolation(e, constraint)).toBe(attendu);
  });
});

describe("pgErrorCode", () => {
  it.each([
    [{ code: "23503" }, "23503"],
    [{ cause: { code: "22P02" } }, "22P02"],
    [new Error("x"), undefined],
    [42, undefined],
  ])("%j -> %s", (e, attendu) => {
    expect(pgErrorCode(e)).toBe(attendu);
  });
});

describe("on the real database (PGlite, or PostgreSQL with DATABASE_URL)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table essai_unique (id int constraint essai_unique_pk primary key)`);
    await database.db.execute(sql`insert into essai_unique values (1)`);
  });
  afterAll(() => database.close());

  const erreurDe = (requete: Promise<unknown>) =>
    requete.then(
      () => null,
      (e: unknown) => e,
    );

  it("recognises the error drizzle throws for a duplicate, and names its constraint", async () => {
    const e = await erreurDe(database.db.execute(sql`insert into essai_unique values (1)`));
    expect(isUniqueViolation(e)).toBe(true);
    expect(isUniqueViolation(e, "essai_unique_pk")).toBe(true);
    expect(isUniqueViolation(e, "autre")).toBe(false);
  });

  it("does not take another failure for a duplicate", async () => {
    const e = await erreurDe(database.db.execute(sql`insert into essai_unique values ('x')`));
    expect(pgErrorCode(e)).toBe("22P02");
    expect(isUniqueViolation(e)).toBe(false);
  });
});
