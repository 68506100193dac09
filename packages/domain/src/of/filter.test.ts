import { describe, expect, it } from "vitest";
import { MSG_DATE_DEBUT_INVALIDE, MSG_PERIODE_INVERSEE } from "../shared/index.ts";
import {
  CHOIX_FLAG,
  CHOIX_RESERVATION,
  defaultOfFiltre,
  defaultPeriodeOf,
  flagsAttendus,
  OPTIONS_DEVIS,
  OPTIONS_FACON,
  OPTIONS_IMPERATIF,
  OPTIONS_RESERVATION,
  OPTIONS_TOURNEE,
  ofFiltreSchema,
  resolveOfFiltre,
} from "./filter.ts";
import { enCoursQuerySchema } from "./filter-query.ts";
import { MSG_FILTRE_INVALIDE } from "./planning-filtre.ts";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message);

describe("filter enumerations (spec 03 section 5)", () => {
  it("codes devis, tournée, impératif and façon as tout=2, flag=1, normal=0", () => {
    expect(CHOIX_FLAG).toEqual({ tout: 2, oui: 1, normal: 0 });
    expect(OPTIONS_DEVIS).toEqual([
      { value: 2, label: "Tout" },
      { value: 1, label: "Devis" },
      { value: 0, label: "Normal" },
    ]);
    expect(OPTIONS_TOURNEE).toEqual([
      { value: 2, label: "Tout" },
      { value: 1, label: "Tournée" },
      { value: 0, label: "Normal" },
    ]);
    expect(OPTIONS_IMPERATIF).toEqual([
      { value: 2, label: "Tout" },
      { value: 1, label: "Impératif" },
      { value: 0, label: "Normal" },
    ]);
    expect(OPTIONS_FACON).toEqual([
      { value: 2, label: "TOUT" },
      { value: 1, label: "Façon" },
      { value: 0, label: "NORMAL" },
    ]);
  });

  it("codes the reservation filter the other way round: NON RESERVE=2, RESERVATION=1, TOUT=0", () => {
    expect(CHOIX_RESERVATION).toEqual({ nonReserve: 2, reservation: 1, tout: 0 });
    expect(OPTIONS_RESERVATION.map((o) => [o.label, o.value])).toEqual([
      ["TOUT", 0],
      ["RESERVATION", 1],
      ["NON RESERVE", 2],
    ]);
  });
});

describe("defaults (spec 03 section 9: 1 January .. today + 30 days)", () => {
  it.each([
    ["2026-11-21", "2026-01-01", "2026-12-21"],
    ["2026-12-15", "2026-01-01", "2027-01-14"],
    ["2024-02-10", "2024-01-01", "2024-03-11"],
    ["2026-01-01", "2026-01-01", "2026-01-31"],
  ])("today %s -> %s .. %s", (today, debut, fin) => {
    expect(defaultPeriodeOf(today)).toEqual({ debut, fin });
  });

  it("opens with every choice on TOUT and no other filter", () => {
    expect(defaultOfFiltre("2026-11-21")).toEqual({
      debut: "2026-01-01",
      fin: "2026-12-21",
      devis: 2,
      facon: 2,
      imperatif: 2,
      tournee: 2,
      typeResa: 0,
    });
  });

  it("fills only the missing date", () => {
    const f = resolveOfFiltre(ofFiltreSchema.parse({ debut: "2025-06-01" }), "2026-11-21");
    expect([f.debut, f.fin]).toEqual(["2025-06-01", "2026-12-21"]);
  });

  it("throws on an invalid today", () => {
    expect(() => defaultPeriodeOf("2026-02-30")).toThrow('Invalid ISO date: "2026-02-30"');
  });
});

describe("the flag columns each three-way choice asks for (null: TOUT, no condition)", () => {
  it("reads each choice on its own column", () => {
    expect(flagsAttendus({ devis: 1, facon: 0, imperatif: 2, tournee: 1 })).toEqual({
      devis: 1,
      facon: 0,
      imperatif: null,
      tournee: 1,
    });
    expect(flagsAttendus({ devis: 2, facon: 1, imperatif: 0, tournee: 2 })).toEqual({
      devis: null,
      facon: 1,
      imperatif: 0,
      tournee: null,
    });
  });
});

describe("ofFiltreSchema, from a query string", () => {
  it("reads the numbers and drops blank texts", () => {
    expect(
      ofFiltreSchema.parse({
        client: "12",
        devis: "1",
        facon: "0",
        typeResa: "2",
        stade: "3",
        ref: " BG ",
        refClt: "",
        of: "100123",
      }),
    ).toMatchObject({ client: 12, devis: 1, facon: 0, typeResa: 2, stade: 3, ref: "BG", of: 100123 });
    expect(ofFiltreSchema.parse({ refClt: "" }).refClt).toBeUndefined();
  });

  it("reads a blank or null id as no filter", () => {
    expect(ofFiltreSchema.parse({ client: "", stade: null, of: "" })).toEqual({
      devis: 2,
      facon: 2,
      imperatif: 2,
      tournee: 2,
      typeResa: 0,
    });
  });

  it.each([
    [{ devis: "3" }, MSG_FILTRE_INVALIDE],
    [{ devis: "x" }, MSG_FILTRE_INVALIDE],
    [{ typeResa: "x" }, MSG_FILTRE_INVALIDE],
    [{ typeResa: "3" }, MSG_FILTRE_INVALIDE],
    [{ client: "-1" }, MSG_FILTRE_INVALIDE],
    [{ stade: "1.5" }, MSG_FILTRE_INVALIDE],
    [{ debut: "2026-02-30" }, MSG_DATE_DEBUT_INVALIDE],
    [{ debut: "2026-03-01", fin: "2026-02-01" }, MSG_PERIODE_INVERSEE],
  ])("refuses %j with the French message", (input, message) => {
    expect(messages(ofFiltreSchema.safeParse(input))).toEqual([message]);
  });

  it("is carried by the list schemas with their page and sort", () => {
    const q = enCoursQuerySchema.parse({ page: "1", sort: "prixFact", dir: "desc", tournee: "1" });
    expect(q).toMatchObject({ page: 1, pageSize: 10, sort: "prixFact", dir: "desc", tournee: 1, devis: 2 });
    expect(messages(enCoursQuerySchema.safeParse({ debut: "2026-03-01", fin: "2026-02-01" }))).toEqual([
      MSG_PERIODE_INVERSEE,
    ]);
    expect(enCoursQuerySchema.safeParse({ sort: "notes" }).success).toBe(false);
  });
});
