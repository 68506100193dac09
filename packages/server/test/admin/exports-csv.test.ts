import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { lireCsv } from "../helpers/csv.ts";
import { defOf, exemple, refuse } from "../helpers/schemas.ts";

/**
 * CSV injection (OWASP), on every list export of the server's route table: every text of the demo
 * data is made to start like a formula (=, +, -, @, tab, CR, in turn), then each list is exported.
 * No cell may reach a spreadsheet as a formula: each such text comes back prefixed with a quote.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("direction");
}, 300_000);
afterAll(() => t.close());

const DEBUTS = ["=", "+", "-", "@", "\t", "\r"];

/**
 * Every non-empty text of every table starts with one of DEBUTS (the table's triggers off, so that
 * issued documents and the register take it too); a column whose constraints refuse it is left.
 */
async function piegerLesTextes() {
  const colonnes = await t.database.db.execute<{ t: string; c: string; n: number | null }>(sql`
    select table_name as t, column_name as c, character_maximum_length as n
    from information_schema.columns c
    where table_schema = 'public' and data_type in ('text', 'character varying')
      and table_name in (select tablename from pg_tables where schemaname = 'public')
      and table_name not in ('parametre', 'session', 'audit')
    order by table_name, column_name`);
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [i, { t: table, c, n }] of colonnes.rows.entries()) {
      const debut = DEBUTS[i % DEBUTS.length] as string;
      const valeur = n
        ? sql`left(${debut} || ${sql.identifier(c)}, ${n})`
        : sql`${debut} || ${sql.identifier(c)}`;
      try {
        await tx.transaction((sp) =>
          sp.execute(
            sql`update ${sql.identifier(table)} set ${sql.identifier(c)} = ${valeur}
                where ${sql.identifier(c)} <> ''`,
          ),
        );
      } catch {
        // A check or a unique constraint refuses it: that column keeps its texts.
      }
    }
  });
}

/** A required filter's value that holds rows: the widest period, a cost bracket of the stock analysis. */
function valeurLarge(cle: string): string | null {
  if (/^(du|debut|dateDebut|depuis|from)$/i.test(cle)) return "2000-01-01";
  if (/^(au|fin|dateFin|jusqua|to)$/i.test(cle)) return "2099-12-31";
  if (cle === "tranche") return "> 0";
  return null;
}

/**
 * Routes that share a list's query string (format included) to answer its totals as JSON: not exports.
 * Named here so that a list that stops answering CSV cannot pass for one of them.
 */
const TOTAUX = ["/api/pierres/stock/totaux", "/api/stock/resume", "/api/stock/reservation/comptes"];

/** Path parameters naming rows the demo has (a centre with stones). */
async function parametres(url: string, schema: z.ZodType | undefined): Promise<Record<string, unknown>> {
  const params = schema ? (exemple(schema) as Record<string, unknown>) : {};
  if (url.startsWith("/api/produits/catalogue/centres/:id/")) {
    const r = await t.database.db.execute<{ id: number }>(
      sql`select min(id_centre)::int as id from centre_pierres`,
    );
    params.id = r.rows[0]?.id;
  }
  return params;
}

/** The smallest query the list's schema takes with `format=csv`: only the fields it requires. */
function requeteCsv(schema: z.ZodType): Record<string, string> {
  const requete: Record<string, string> = { format: "csv" };
  const shape = defOf(schema).shape ?? {};
  for (let essai = 0; essai < 5; essai++) {
    const r = schema.safeParse(requete);
    if (r.success) break;
    for (const issue of r.error.issues) {
      const cle = String(issue.path[0] ?? "");
      const champ = shape[cle];
      if (!champ || cle in requete) continue;
      requete[cle] = valeurLarge(cle) ?? String(exemple(champ, cle));
    }
  }
  return requete;
}

/** A cell that a spreadsheet would run: a formula's first character, not a French number. */
const estFormule = (cellule: string) => /^[=+\-@\t\r]/.test(cellule) && !/^-\d+(,\d+)?$/.test(cellule);

describe("CSV exports never carry a spreadsheet formula", () => {
  it("quotes every text starting like a formula, in every list export", async () => {
    await piegerLesTextes();
    // The lists: GET routes whose query string takes format=csv.
    const exports = t.routes.filter((r) => {
      const query = t.schemas.get(`GET ${r.url}`)?.querystring as z.ZodType | undefined;
      const format = query ? defOf(query).shape?.format : undefined;
      return r.method === "GET" && format !== undefined && !refuse(format, "csv") && !TOTAUX.includes(r.url);
    });
    const formules: string[] = [];
    const neutralisees = new Map<string, number>();
    const echecs: string[] = [];
    for (const r of exports) {
      const schemas = t.schemas.get(`GET ${r.url}`) ?? {};
      const params = await parametres(r.url, schemas.params as z.ZodType | undefined);
      const chemin = r.url.replace(/:([A-Za-z]+)/g, (_m, n: string) => encodeURIComponent(String(params[n])));
      const query = requeteCsv(schemas.querystring as z.ZodType);
      expect(refuse(schemas.querystring as z.ZodType, query), `${r.url} ${JSON.stringify(query)}`).toBe(
        false,
      );
      const res = await t.app.inject({
        method: "GET",
        url: `${chemin}?${new URLSearchParams(query)}`,
        headers: { cookie },
      });
      if (res.statusCode !== 200 || !String(res.headers["content-type"]).startsWith("text/csv")) {
        echecs.push(`${res.statusCode} ${chemin} ${res.body.slice(0, 200)}`);
        continue;
      }
      for (const ligne of lireCsv(res.body)) {
        for (const cellule of ligne) {
          if (estFormule(cellule)) formules.push(`${r.url}: ${JSON.stringify(cellule.slice(0, 60))}`);
          if (/^'[=+\-@\t\r]/.test(cellule)) neutralisees.set(r.url, (neutralisees.get(r.url) ?? 0) + 1);
        }
      }
    }
    console.log(
      `exports CSV : ${exports.length} listes, ${neutralisees.size} avec des textes neutralisés ` +
        `(${[...neutralisees.values()].reduce((a, b) => a + b, 0)} cellules)`,
    );
    expect(echecs).toEqual([]);
    expect(formules).toEqual([]);
    expect(exports.length).toBeGreaterThanOrEqual(40);
    // The planted texts did reach the exports (most lists show a client, a reference or a name).
    expect(neutralisees.size).toBeGreaterThanOrEqual(35);
  }, 300_000);
});
