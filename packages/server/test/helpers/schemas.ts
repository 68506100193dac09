import { ofCreationSchema } from "@ecrin/domain";
import type { z } from "zod";

/**
 * Reading a route's zod schemas (as the server validates with them, `TestApp.schemas`): a value each
 * schema takes, whether it refuses another, the fields of an object. The fuzz test builds its bad
 * requests from them, the export and text-limit tests their good ones.
 */

export interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodType;
}
export const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** True when the schema refuses the value; a schema that throws counts as refusing (the server will say). */
export function refuse(s: z.ZodType | undefined, v: unknown): boolean {
  if (!s) return false;
  try {
    return !s.safeParse(v).success;
  } catch {
    return true;
  }
}

/** Plausible values by field name, so that the base bodies get past their first checks. */
function indice(cle: string): unknown[] {
  if (/^(date|debut|fin)|Date|echeance/i.test(cle)) return ["2026-01-05"];
  if (/^code(Banque|Guichet)$/.test(cle)) return ["12345"];
  if (cle === "numCompte") return ["12345678901"];
  if (cle === "cleRib") return ["12"];
  if (cle === "cp") return ["75001"];
  if (/^(nom|nouveauNom)$/.test(cle)) return ["fuzz.jpg"];
  if (cle === "numEffet") return ["9999"];
  if (cle === "nbDecoupe") return ["2"];
  if (cle === "ofCible") return [2];
  if (
    /poids|prix|total|montant|valeur|qte|remise|euro|dollar|coeff|^dim\d|pds|port|temps|facon|serti|plus|Mg$|divers/i.test(
      cle,
    )
  ) {
    return ["1"];
  }
  return [];
}
const CANDIDATS: unknown[] = ["Texte", "1", 1, "2026-01-05", "12345", "fuzz.jpg", false, true, 0];

/** A value the schema takes, when one is easy to find (else a best effort: the mutations still run). */
export function exemple(s: z.ZodType, cle = ""): unknown {
  const def = defOf(s);
  let v: unknown;
  switch (def.type) {
    case "object":
      v = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([k, child]) => [
          k,
          // The OF creation lot takes unknown elements and checks each with the OF schema itself.
          k === "ofs" &&
          defOf(child).type === "array" &&
          defOf(defOf(child).element as z.ZodType).type === "unknown"
            ? [exemple(ofCreationSchema)]
            : exemple(child, k),
        ]),
      );
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      v = exemple(def.innerType as z.ZodType, cle);
      break;
    case "pipe":
      v =
        defOf(def.in as z.ZodType).type === "transform"
          ? exemple(def.out as z.ZodType, cle)
          : exemple(def.in as z.ZodType, cle);
      break;
    case "union":
      v = (def.options ?? []).map((o) => exemple(o, cle)).find((x) => !refuse(s, x));
      break;
    case "enum":
      v = Object.values(def.entries ?? {})[0];
      break;
    case "literal":
      v = def.values?.[0];
      break;
    case "array":
      v = [exemple(def.element as z.ZodType, cle)];
      break;
    case "boolean":
      v = false;
      break;
    case "unknown":
    case "any":
      v = {};
      break;
  }
  if (v !== undefined && !refuse(s, v)) return v;
  return [...indice(cle), ...CANDIDATS].find((c) => !refuse(s, c)) ?? v;
}

/** The fields of an object schema, through its refinements and pipes. */
export function champsDe(s: z.ZodType | undefined): string[] {
  if (!s) return [];
  const def = defOf(s);
  if (def.type === "object") return Object.keys(def.shape ?? {});
  if (def.type === "pipe")
    return champsDe((defOf(def.in as z.ZodType).type === "transform" ? def.out : def.in) as z.ZodType);
  if (def.innerType) return champsDe(def.innerType);
  return [];
}
