import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  avecPeriodeOrdonnee,
  completerPeriode,
  isDebutAvantFin,
  MSG_DATE_DEBUT_INVALIDE,
  MSG_DATE_FIN_INVALIDE,
  MSG_PERIODE_INVERSEE,
  periodeOptionnelleShape,
  periodeShape,
} from "./periode.ts";

const messages = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => i.message);
const chemins = (r: z.ZodSafeParseResult<unknown>) => (r.success ? [] : r.error.issues.map((i) => i.path));

describe("isDebutAvantFin", () => {
  it.each([
    [{ debut: "2026-01-01", fin: "2026-12-31" }, true],
    [{ debut: "2026-03-15", fin: "2026-03-15" }, true],
    [{ debut: "2026-03-16", fin: "2026-03-15" }, false],
    [{ debut: "2025-12-31", fin: "2026-01-01" }, true],
    [{ debut: "2026-01-01" }, true],
    [{ fin: "2026-01-01" }, true],
    [{}, true],
  ])("%j -> %s", (p, attendu) => {
    expect(isDebutAvantFin(p)).toBe(attendu);
  });
});

describe("completerPeriode", () => {
  const defaut = { debut: "2026-01-01", fin: "2026-01-31" };
  it.each([
    [{}, defaut],
    [{ debut: "2026-01-10" }, { debut: "2026-01-10", fin: "2026-01-31" }],
    [{ fin: "2026-01-20" }, { debut: "2026-01-01", fin: "2026-01-20" }],
    [
      { debut: "2025-12-01", fin: "2025-12-31" },
      { debut: "2025-12-01", fin: "2025-12-31" },
    ],
    // A date given and one defaulted may invert the period: the caller checks it again.
    [{ debut: "2026-03-01" }, { debut: "2026-03-01", fin: "2026-01-31" }],
  ])("%j -> %j", (p, attendu) => {
    expect(completerPeriode(p, defaut)).toEqual(attendu);
  });
});

describe("a required period", () => {
  const schema = avecPeriodeOrdonnee(z.object(periodeShape()));

  it.each([
    [{ debut: "2026-01-01", fin: "2026-01-31" }, []],
    [{ debut: "2026-01-31", fin: "2026-01-31" }, []],
    [{ debut: "2026-02-01", fin: "2026-01-31" }, [MSG_PERIODE_INVERSEE]],
    [{ debut: "2026-02-30", fin: "2026-12-31" }, [MSG_DATE_DEBUT_INVALIDE]],
    [{ debut: "2026-01-01", fin: "31/12/2026" }, [MSG_DATE_FIN_INVALIDE]],
    [{ fin: "2026-12-31" }, [MSG_DATE_DEBUT_INVALIDE]],
    [{ debut: "2026-12-31", fin: "" }, [MSG_DATE_FIN_INVALIDE]],
  ])("%j -> %j", (p, attendus) => {
    expect(messages(schema.safeParse(p))).toEqual(attendus);
  });

  it("puts the inverted period on the end date", () => {
    expect(chemins(schema.safeParse({ debut: "2026-02-01", fin: "2026-01-01" }))).toEqual([["fin"]]);
  });
});

describe("an optional period", () => {
  const schema = avecPeriodeOrdonnee(z.object(periodeOptionnelleShape()));

  it.each([
    [{}, []],
    [{ debut: "2026-05-01" }, []],
    [{ fin: "2026-05-01" }, []],
    [{ debut: "2026-05-02", fin: "2026-05-01" }, [MSG_PERIODE_INVERSEE]],
    [{ debut: "2026-13-01" }, [MSG_DATE_DEBUT_INVALIDE]],
  ])("%j -> %j", (p, attendus) => {
    expect(messages(schema.safeParse(p))).toEqual(attendus);
  });
});

describe("an area's own wording", () => {
  const propres = { debutInvalide: "Début ?", finInvalide: "Fin ?", inversee: "À l'envers." };
  const schema = avecPeriodeOrdonnee(z.object(periodeShape(propres)), propres.inversee);

  it.each([
    [{ debut: "x", fin: "2026-01-01" }, ["Début ?"]],
    [{ debut: "2026-01-01", fin: "x" }, ["Fin ?"]],
    [{ debut: "2026-01-02", fin: "2026-01-01" }, ["À l'envers."]],
  ])("%j -> %j", (p, attendus) => {
    expect(messages(schema.safeParse(p))).toEqual(attendus);
  });

  it("keeps the other fields and refinements of the schema it refines", () => {
    const liste = avecPeriodeOrdonnee(z.object({ ...periodeShape(), page: z.number() }));
    const r = liste.safeParse({ debut: "2026-01-01", fin: "2026-01-02", page: 2 });
    expect(r.success && r.data.page).toBe(2);
  });
});
