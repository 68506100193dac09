import fc from "fast-check";

/**
 * The fuzz's bad values (`fuzz.test.ts`): values no field takes (always sent, always to be refused), values
 * some field may take (sent only when the route's schema refuses the body), unreadable bodies, bad path
 * parameters and bad query values; and the bodies made of them (every place of a body, a value put there,
 * the JSON text with raw texts spliced in).
 */

/** A JSON text spliced in as is (a number JSON.stringify cannot write, a poisoned key). */
interface Raw {
  raw: string;
  /** What JSON.parse makes of it, for the schema check. */
  value: unknown;
}
const raw = (text: string, value: unknown = JSON.parse(text)): Raw => ({ raw: text, value });
const isRaw = (v: unknown): v is Raw => typeof v === "object" && v !== null && "raw" in v && "value" in v;
export const MISSING = Symbol("absent");

const MEGA = "x".repeat(1_000_000);
const MEGA_CHIFFRES = "1".repeat(1_000_000);
const MEGA_ACCENTS = "é".repeat(400_000);
const profond = (n: number): unknown => (n === 0 ? { fin: true } : { a: profond(n - 1) });

/** Values no field takes: always sent, always to be refused. */
export const toujoursMauvais = fc.oneof(
  fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.constantFrom(MEGA, MEGA_CHIFFRES, MEGA_ACCENTS),
  fc.constant(profond(60)),
  fc.constant(Array.from({ length: 20_000 }, (_, i) => i)),
  fc.constant(raw('{"__proto__":{"pollue":true}}', {})),
  fc.constant(raw('{"constructor":{"prototype":{"pollue":true}}}', {})),
  fc.constantFrom(raw("1e309", Number.POSITIVE_INFINITY), raw("-1e309", Number.NEGATIVE_INFINITY)),
);

/** Values some field may take: sent only when the route's schema refuses the body. */
export const peutEtreMauvais = fc.oneof(
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
export const CORPS_ILLISIBLES = [
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
export const paramMauvais = fc.oneof(
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
export const PARAM_NUL = ["\u0000", "1\u0000", "\u00001"];

/** Every place a value sits in a body: its top-level fields, and those of nested objects and arrays. */
export function chemins(v: unknown, prefixe: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => [[...prefixe, i], ...chemins(x, [...prefixe, i])]);
  if (v !== null && typeof v === "object") {
    return Object.entries(v).flatMap(([k, x]) => [[...prefixe, k], ...chemins(x, [...prefixe, k])]);
  }
  return [];
}

export function avec(base: unknown, chemin: (string | number)[], valeur: unknown): unknown {
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
export function parse(v: unknown): unknown {
  if (isRaw(v)) return v.value;
  if (Array.isArray(v)) return v.map(parse);
  if (v !== null && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, parse(x)]));
  return v;
}

/** The JSON text of a body, with raw texts spliced in. */
export function texteJson(v: unknown): string {
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

export function contientToujoursMauvais(v: unknown): boolean {
  if (isRaw(v))
    return !Number.isFinite(v.value) || v.raw.includes("__proto__") || v.raw.includes("constructor");
  if (typeof v === "string") return v.includes("\u0000") || v.length >= 400_000;
  if (Array.isArray(v)) return v.length >= 20_000 || v.some(contientToujoursMauvais);
  if (v !== null && typeof v === "object") {
    return ("a" in v && chemins(v).length > 50) || Object.values(v).some(contientToujoursMauvais);
  }
  return false;
}

export const requeteMauvaise = fc.oneof(
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
export const JUNK = "inconnu=%00&page=-1&page=x&__proto__=1";
