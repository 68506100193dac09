import { randomUUID } from "node:crypto";
import { checkLotOf, ID_MAX } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { RouteEntry } from "../../src/app.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { champsDe, exemple, refuse } from "../helpers/schemas.ts";

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
 * The route schemas are those the server validates with (recorded as each route is declared).
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

// ---------------------------------------------------------------- values

/** A JSON text spliced in as is (a number JSON.stringify cannot write, a poisoned key). */
interface Raw {
  raw: string;
  /** What JSON.parse makes of it, for the schema check. */
  value: unknown;
}
const raw = (text: string, value: unknown = JSON.parse(text)): Raw => ({ raw: text, value });
const isRaw = (v: unknown): v is Raw => typeof v === "object" && v !== null && "raw" in v && "value" in v;
const MISSING = Symbol("absent");

const MEGA = "x".repeat(1_000_000);
const MEGA_CHIFFRES = "1".repeat(1_000_000);
const MEGA_ACCENTS = "é".repeat(400_000);
const profond = (n: number): unknown => (n === 0 ? { fin: true } : { a: profond(n - 1) });

/** Values no field takes: always sent, always to be refused. */
const toujoursMauvais = fc.oneof(
  fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.constantFrom(MEGA, MEGA_CHIFFRES, MEGA_ACCENTS),
  fc.constant(profond(60)),
  fc.constant(Array.from({ length: 20_000 }, (_, i) => i)),
  fc.constant(raw('{"__proto__":{"pollue":true}}', {})),
  fc.constant(raw('{"constructor":{"prototype":{"pollue":true}}}', {})),
  fc.constantFrom(raw("1e309", Number.POSITIVE_INFINITY), raw("-1e309", Number.NEGATIVE_INFINITY)),
);

/** Values some field may take: sent only when the route's schema refuses the body. */
const peutEtreMauvais = fc.oneof(
  fc.constantFrom<unknown>(
    MISSING,
    true,
    false,
    null,
    0,
    -1,
    -0.5,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    1e21,
    "",
    " ",
    "abc",
    "12,3",
    "12.3.4",
    "1e3",
    "-5",
    "0x10",
    "NaN",
    "Infinity",
    "2026-02-30",
    "31/12/2026",
    "99999999999999999999",
    "' OR 1=1 --",
    "\u202e",
    "🙂",
    [],
    [1],
    [null],
    {},
    { a: 1 },
    raw("1e-400", 0),
  ),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
);

/** Whole bodies the JSON parser refuses: sent to every route, with or without a body schema. */
const CORPS_ILLISIBLES = [
  "{",
  '{"a":',
  "[1,",
  "nul",
  '"non fermé',
  '{"a":1}}',
  "\u0000",
  '{"__proto__":{"pollue":true}}',
  '{"constructor":{"prototype":{"pollue":true}}}',
];

/** Bad path parameters; NUL is always bad, the others are checked against the route's params schema. */
const paramMauvais = fc.oneof(
  fc.constantFrom(
    "abc",
    "-1",
    "0",
    "1.5",
    "true",
    "false",
    "null",
    "1e3",
    "0x1F",
    "12,3",
    "NaN",
    "Infinity",
    "99999999999",
    "2147483648",
    " 1",
    "1 ",
    "+1",
    "\uff11",
    "__proto__",
    "constructor",
    "x.exe",
    "a".repeat(150),
  ),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s !== "." && s !== ".." && !s.includes("/")),
);
const PARAM_NUL = ["\u0000", "1\u0000", "\u00001"];

/** Every place a value sits in a body: its top-level fields, and those of nested objects and arrays. */
function chemins(v: unknown, prefixe: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => [[...prefixe, i], ...chemins(x, [...prefixe, i])]);
  if (v !== null && typeof v === "object") {
    return Object.entries(v).flatMap(([k, x]) => [[...prefixe, k], ...chemins(x, [...prefixe, k])]);
  }
  return [];
}

function avec(base: unknown, chemin: (string | number)[], valeur: unknown): unknown {
  const copie = structuredClone(base) as Record<string | number, unknown>;
  let ici = copie;
  for (const k of chemin.slice(0, -1)) {
    const suivant = ici[k];
    // A path into a value an earlier mutation replaced: nothing left to mutate there.
    if (suivant === null || typeof suivant !== "object") return copie;
    ici = suivant as Record<string | number, unknown>;
  }
  const dernier = chemin.at(-1) as string | number;
  if (valeur === MISSING) {
    if (Array.isArray(ici)) ici.splice(Number(dernier), 1);
    else delete ici[dernier];
  } else ici[dernier] = valeur;
  return copie;
}

/** The value the server parses (raw spliced texts replaced by what they parse to). */
function parse(v: unknown): unknown {
  if (isRaw(v)) return v.value;
  if (Array.isArray(v)) return v.map(parse);
  if (v !== null && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, parse(x)]));
  return v;
}

/** The JSON text of a body, with raw texts spliced in. */
function texteJson(v: unknown): string {
  const raws: string[] = [];
  const json = JSON.stringify(v, (_k, x: unknown) => {
    if (isRaw(x)) {
      raws.push(x.raw);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return x;
  });
  return (json ?? "null").replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] as string);
}

function contientToujoursMauvais(v: unknown): boolean {
  if (isRaw(v))
    return !Number.isFinite(v.value) || v.raw.includes("__proto__") || v.raw.includes("constructor");
  if (typeof v === "string") return v.includes("\u0000") || v.length >= 400_000;
  if (Array.isArray(v)) return v.length >= 20_000 || v.some(contientToujoursMauvais);
  if (v !== null && typeof v === "object") {
    return ("a" in v && chemins(v).length > 50) || Object.values(v).some(contientToujoursMauvais);
  }
  return false;
}

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

const requeteMauvaise = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000",
    "abc",
    "-1",
    "0",
    "1.5",
    "1e309",
    "99999999999999999999",
    "2026-02-30",
    "12,3",
    "",
    " ",
    "true",
    "null",
    "x".repeat(3000),
    "[]",
    "{}",
    "1,2,x",
    "2026-1-5",
  ),
  fc.string({ maxLength: 10 }),
);

/** Unknown keys, a NUL, a repeated key: what a route without a query schema must simply ignore. */
const JUNK = "inconnu=%00&page=-1&page=x&__proto__=1";

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
