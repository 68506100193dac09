import { randomUUID } from "node:crypto";
import { checkLotOf, ID_MAX } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { RouteEntry } from "../../src/app.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { champsDe, exemple, refuse } from "../helpers/schemas.ts";
import {
  avec,
  CORPS_ILLISIBLES,
  chemins,
  contientToujoursMauvais,
  JUNK,
  MISSING,
  PARAM_NUL,
  paramMauvais,
  parse,
  peutEtreMauvais,
  requeteMauvaise,
  texteJson,
  toujoursMauvais,
} from "./fuzz-valeurs.ts";

/**
 * "No 500 on any input, ever", fuzzed: every write route of the server's own route table gets bad
 * path parameters and bad bodies (wrong types, missing fields, 1 MB strings, NUL, 1e309, negative
 * numbers, '12,3', nested objects, __proto__ keys, malformed JSON) with a valid role 1 session. Each
 * answer must be a 4xx, and no table of the public schema may gain or lose a row. None is left out:
 * the audit table counts too, and since every business table's trigger writes a row there on INSERT,
 * UPDATE and DELETE, an update would show as well. A refused request writes nothing but the sliding
 * expiry of its session (an UPDATE of `session`, which is not audited: its count stays).
 *
 * Every request is invalid by construction, so that the row counts mean something:
 * - a value that no field takes (NUL, 1 MB, a nested object, 1e309, a poisoned key, malformed JSON)
 *   is always sent: the server must refuse it, and if it took it the counts or a 5xx would say so;
 * - any other value (null, "", -1, "12,3", a random string...) is sent only when the route's own
 *   schema refuses the body it makes, so that a request never legitimately runs its command.
 * The route schemas are those the server validates with (recorded as each route is declared). The bad
 * values and the bodies made of them are in `fuzz-valeurs.ts`.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_105);
/** Thousands of requests: minutes on a loaded machine (no time is asserted, only a ceiling). */
const FUZZ_TIMEOUT_MS = 600_000;
/** Per write route: unreadable bodies, bad parameters, pairs of bad fields, bad whole bodies; and three per field. */
const ILLISIBLES = 2;
const PARAMS = 8;
const DEUX_CHAMPS = 8;
const CORPS = 5;

let t: TestApp;
let cookie: string;
/** "METHOD url" of every route that received at least one request. */
const couvertes = new Set<string>();
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("direction");
});
afterAll(() => t.close());

// ---------------------------------------------------------------- requests

interface Requete {
  sorte: "param" | "champ" | "champs" | "corps" | "illisible" | "vide";
  url: string;
  payload: string;
}

const CREATION_OF = "POST /api/of/creation";

/** What the server refuses without running the command: the body schema, and the lot's own check. */
function corpsRefuse(route: string, schema: z.ZodType | undefined, corps: unknown): boolean {
  if (refuse(schema, corps)) return true;
  if (route !== CREATION_OF) return false;
  const ofs = (corps as { ofs?: unknown }).ofs;
  return !Array.isArray(ofs) || !checkLotOf(ofs).ok;
}

function requetes(r: RouteEntry, graine: number): { requetes: Requete[]; baseValide: boolean | null } {
  const cle = `${r.method} ${r.url}`;
  const schemas = t.schemas.get(cle) ?? {};
  const paramsSchema = schemas.params as z.ZodType | undefined;
  const corpsSchema = schemas.body as z.ZodType | undefined;
  const noms = [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  // Parameters of the right form that name no row: even a command that ran would find nothing.
  const valides = Object.fromEntries(
    noms.map((n) => [n, n === "nom" ? "fuzz-inexistant.jpg" : String(ID_MAX)]),
  );
  // Parameters naming a row the demo has (its first of each kind).
  const existants = Object.fromEntries(noms.map((n) => [n, n === "nom" ? "fuzz-inexistant.jpg" : "1"]));
  const url = (params: Record<string, string>) =>
    r.url.replace(/:([A-Za-z]+)/g, (_m, n: string) => encodeURIComponent(params[n] as string));
  const base = corpsSchema ? exemple(corpsSchema) : {};
  const places = chemins(base);

  const tirer = <T>(arb: fc.Arbitrary<T>, n: number, decalage: number) =>
    n <= 0 ? [] : fc.sample(arb, { seed: graine * 16 + decalage, numRuns: n });
  const out: (Requete | null)[] = tirer(fc.constantFrom(...CORPS_ILLISIBLES), ILLISIBLES, 0).map(
    (payload) => ({
      sorte: "illisible",
      url: url(valides),
      payload,
    }),
  );
  // Empty bodies, on a row that exists: refused by the schema, or (a PATCH, a partial change) at
  // most a change of nothing; never a 500 (an empty PATCH of a user was one).
  for (const payload of corpsSchema ? ["{}", ""] : []) {
    const refuseVide = payload === "" || corpsRefuse(cle, corpsSchema, {});
    if (refuseVide || r.method === "PATCH") out.push({ sorte: "vide", url: url(existants), payload });
    if (refuseVide && noms.length > 0) out.push({ sorte: "vide", url: url(valides), payload });
  }
  if (noms.length > 0) {
    const param = fc.tuple(fc.constantFrom(...noms), fc.oneof(paramMauvais, fc.constantFrom(...PARAM_NUL)));
    for (const [nom, valeur] of tirer(param, PARAMS, 1)) {
      const params = { ...valides, [nom]: valeur };
      if (valeur.includes("\u0000") || refuse(paramsSchema, params)) {
        out.push({ sorte: "param", url: url(params), payload: texteJson(base) });
      }
    }
  }
  if (corpsSchema) {
    const envoyer = (sorte: Requete["sorte"], corps: unknown) => {
      const envoyable = contientToujoursMauvais(corps) || corpsRefuse(cle, corpsSchema, parse(corps));
      if (envoyable) out.push({ sorte, url: url(valides), payload: texteJson(corps) });
    };
    const mauvais = fc.oneof(toujoursMauvais, peutEtreMauvais, peutEtreMauvais);
    // Every field, alone: some text that is not what it wants, a value no field takes, any bad value.
    for (const [j, place] of places.entries()) {
      const valeurs = [
        ...tirer(fc.string({ minLength: 1, maxLength: 12 }), 1, 2 + 3 * j),
        ...tirer(toujoursMauvais, 1, 3 + 3 * j),
        ...tirer(mauvais, 1, 4 + 3 * j),
      ];
      for (const v of valeurs) envoyer("champ", avec(base, place, v));
    }
    if (places.length > 0) {
      const place = fc.constantFrom(...places);
      for (const [a, b, c, d] of tirer(fc.tuple(place, peutEtreMauvais, place, mauvais), DEUX_CHAMPS, 1000)) {
        envoyer("champs", avec(avec(base, a, b), c, d));
      }
    }
    for (const corps of tirer(fc.oneof(toujoursMauvais, peutEtreMauvais), CORPS, 1001)) {
      if (corps !== MISSING) envoyer("corps", corps);
    }
  }
  return {
    requetes: out.filter((x) => x !== null),
    baseValide: corpsSchema ? !corpsRefuse(cle, corpsSchema, base) : null,
  };
}

// ---------------------------------------------------------------- rows

async function comptes(): Promise<Map<string, number>> {
  const tables = await t.database.db.execute<{ nom: string }>(sql`
    select c.relname as nom from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`);
  const out = new Map<string, number>();
  for (const { nom } of tables.rows) {
    const r = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(nom)}`,
    );
    out.set(nom, r.rows[0]?.n ?? -1);
  }
  return out;
}

const differences = (avant: Map<string, number>, apres: Map<string, number>) =>
  [...new Set([...avant.keys(), ...apres.keys()])]
    .filter((k) => avant.get(k) !== apres.get(k))
    .map((k) => `${k}: ${avant.get(k)} -> ${apres.get(k)}`);

// ---------------------------------------------------------------- the test

describe("fuzzing the write routes with invalid input", () => {
  it(
    "answers 4xx to every request and changes no row",
    async () => {
      const debut = performance.now();
      // Every route but the reads, login and logout included (no request here is a valid login, and
      // logout's bodies are unreadable: refused before it runs).
      const ecritures = t.routes.filter((r) => r.method !== "GET");
      expect(ecritures.length).toBeGreaterThan(30);
      const avant = await comptes();
      const statuts = new Map<number, number>();
      const sortes = new Map<string, number>();
      const erreurs: string[] = [];
      const changements: string[] = [];
      let envoyees = 0;

      let basesValides = 0;
      let corpsSchemas = 0;
      for (const [i, r] of ecritures.entries()) {
        const avantRoute = await comptes();
        const lot = requetes(r, SEED + i);
        if (lot.baseValide !== null) corpsSchemas++;
        if (lot.baseValide) basesValides++;
        for (const q of lot.requetes) {
          const res = await t.app.inject({
            method: r.method as "POST",
            url: q.url,
            headers: { cookie, "content-type": "application/json", "idempotency-key": randomUUID() },
            payload: q.payload,
          });
          envoyees++;
          couvertes.add(`${r.method} ${r.url}`);
          statuts.set(res.statusCode, (statuts.get(res.statusCode) ?? 0) + 1);
          sortes.set(q.sorte, (sortes.get(q.sorte) ?? 0) + 1);
          if (res.statusCode < 400 || res.statusCode >= 500) {
            erreurs.push(
              `${res.statusCode} ${r.method} ${q.url} ${q.payload.slice(0, 200)} -> ${res.body.slice(0, 200)}`,
            );
          }
        }
        const diff = differences(avantRoute, await comptes());
        if (diff.length > 0) changements.push(`${r.method} ${r.url}: ${diff.join(", ")}`);
      }

      const duree = Math.round(performance.now() - debut);
      console.log(
        `fuzz (graine ${SEED}): ${envoyees} requêtes sur ${ecritures.length} routes d'écriture en ${duree} ms; ` +
          `statuts ${JSON.stringify(Object.fromEntries([...statuts].sort()))}; ` +
          `sortes ${JSON.stringify(Object.fromEntries(sortes))}; ` +
          `corps de base acceptés par leur schéma ${basesValides}/${corpsSchemas}`,
      );
      expect(erreurs).toEqual([]);
      expect(changements).toEqual([]);
      expect(differences(avant, await comptes())).toEqual([]);
      expect(envoyees).toBeGreaterThan(300);
    },
    FUZZ_TIMEOUT_MS,
  );
});

// ---------------------------------------------------------------- reads

describe("fuzzing the read routes' query strings and parameters", () => {
  it(
    "never answers 5xx",
    async () => {
      const debut = performance.now();
      const lectures = t.routes.filter((r) => r.method === "GET");
      const statuts = new Map<number, number>();
      const erreurs: string[] = [];
      let envoyees = 0;
      for (const [i, r] of lectures.entries()) {
        const schemas = t.schemas.get(`GET ${r.url}`) ?? {};
        const query = schemas.querystring as z.ZodType | undefined;
        const params = schemas.params as z.ZodType | undefined;
        const noms = [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
        const cles = champsDe(query);
        // A route that reads no query string still gets some (unknown keys, NUL): ignored, never a 5xx.
        const urls: string[] =
          cles.length === 0 ? [`${r.url.replace(/:[A-Za-z]+/g, String(ID_MAX))}?${JUNK}`] : [];
        const chemin = (valeurs: Record<string, string>) =>
          r.url.replace(/:([A-Za-z]+)/g, (_m, n: string) => encodeURIComponent(valeurs[n] ?? String(ID_MAX)));
        // A query the schema takes, as text, then one field made bad (or given twice).
        const base = Object.fromEntries(
          Object.entries((query ? exemple(query) : {}) as Record<string, unknown>)
            .filter(([, v]) => v !== undefined && v !== null && typeof v !== "object")
            .map(([k, v]) => [k, String(v)]),
        );
        for (const [cle, valeur, double] of fc.sample(
          fc.tuple(fc.constantFrom(...(cles.length > 0 ? cles : ["q"])), requeteMauvaise, fc.boolean()),
          { seed: SEED + 500 + i, numRuns: cles.length > 0 ? 14 : 0 },
        )) {
          const q: Record<string, string | string[]> = { ...base, [cle]: double ? [valeur, valeur] : valeur };
          if (valeur.includes("\u0000") || refuse(query, q)) {
            const texte = new URLSearchParams(
              Object.entries(q).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
            ).toString();
            urls.push(`${chemin({})}?${texte}`);
          }
        }
        for (const [nom, valeur] of fc.sample(
          fc.tuple(
            fc.constantFrom(...(noms.length > 0 ? noms : ["id"])),
            fc.oneof(paramMauvais, fc.constantFrom(...PARAM_NUL)),
          ),
          { seed: SEED + 900 + i, numRuns: noms.length > 0 ? 6 : 0 },
        )) {
          const valeurs = Object.fromEntries(noms.map((n) => [n, String(ID_MAX)]));
          valeurs[nom] = valeur;
          if (valeur.includes("\u0000") || refuse(params, valeurs)) urls.push(chemin(valeurs));
        }
        for (const url of urls) {
          const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
          couvertes.add(`GET ${r.url}`);
          envoyees++;
          statuts.set(res.statusCode, (statuts.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500)
            erreurs.push(`${res.statusCode} GET ${url.slice(0, 200)} -> ${res.body.slice(0, 200)}`);
        }
      }
      console.log(
        `fuzz des lectures (graine ${SEED}): ${envoyees} requêtes sur ${lectures.length} routes GET en ` +
          `${Math.round(performance.now() - debut)} ms; statuts ${JSON.stringify(Object.fromEntries([...statuts].sort()))}`,
      );
      expect(erreurs).toEqual([]);
      expect(envoyees).toBeGreaterThan(100);
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe("the fuzz's reach", () => {
  it("has sent requests to every route of the server's route table", () => {
    const toutes = t.routes.map((r) => `${r.method} ${r.url}`);
    console.log(`fuzz : ${couvertes.size} routes couvertes sur ${toutes.length} de la table des routes`);
    expect(toutes.filter((r) => !couvertes.has(r))).toEqual([]);
  });
});
