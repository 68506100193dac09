import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths.ts";

/**
 * drizzle's migrator runs, on a database in service, only the migrations whose journal date (`when`) is
 * after the last one that database applied. A migration numbered below one already shipped, or dated
 * before it, would never run there (session 36 met it: a new 0037 after 0039 had shipped; it became 0043).
 */
const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};
const fichiers = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith(".sql"))
  .map((f) => f.slice(0, -4))
  .sort();

describe("the migrations' journal", () => {
  it("lists every migration file once, in the order of their numbers", () => {
    expect(journal.entries.map((e) => e.tag)).toEqual(fichiers);
  });

  it("dates each migration after the one before it, so a database in service runs every new one", () => {
    const tardives = journal.entries.filter((e, i) => i > 0 && e.when <= (journal.entries[i - 1]?.when ?? 0));
    expect(tardives.map((e) => e.tag)).toEqual([]);
  });
});
