import { describe, expect, it } from "vitest";
import {
  defaultAnneesProgression,
  historiqueQuerySchema,
  type ProgressionClient,
  progressionListeQuerySchema,
  progressionQuerySchema,
  topsProgression,
} from "./progression.ts";

/** Spec 03 sections 2.2, 5 and 9: the client revenue progression (/variation_ca_client). */

const client = (
  idBijouterie: number,
  nomAgence: string,
  pourcentageVariation: string | null,
): ProgressionClient => ({
  idBijouterie,
  nomAgence,
  totalHtAnneeDeb: "0.00",
  totalHtAnneeFin: "0.00",
  pourcentageVariation,
});
const ids = (ls: readonly ProgressionClient[]) => ls.map((l) => l.idBijouterie);

describe("defaultAnneesProgression (spec 03 section 9: from two years ago to last year)", () => {
  it.each([
    ["2026-11-28", { anneeDebut: 2024, anneeFin: 2025 }],
    ["2027-01-01", { anneeDebut: 2025, anneeFin: 2026 }],
  ])("%s -> %j", (aujourdhui, attendu) => {
    expect(defaultAnneesProgression(aujourdhui)).toEqual(attendu);
  });
});

describe("the year inputs (spec 03 section 5: four digits or empty)", () => {
  it.each([
    [{}, { anneeDebut: undefined, anneeFin: undefined }],
    [
      { anneeDebut: "", anneeFin: "" },
      { anneeDebut: undefined, anneeFin: undefined },
    ],
    [
      { anneeDebut: " 2023 ", anneeFin: "2024\t" },
      { anneeDebut: 2023, anneeFin: 2024 },
    ],
    // One year alone is never out of order.
    [{ anneeFin: "2024" }, { anneeDebut: undefined, anneeFin: 2024 }],
    [{ anneeDebut: "2024" }, { anneeDebut: 2024, anneeFin: undefined }],
    // The same year twice compares a year with itself.
    [
      { anneeDebut: "2024", anneeFin: "2024" },
      { anneeDebut: 2024, anneeFin: 2024 },
    ],
  ])("%j -> %j", (saisie, attendu) => {
    const r = progressionQuerySchema.safeParse(saisie);
    expect(r.success && r.data).toEqual(attendu);
  });

  it("refuses the start after the end, on the end year's field", () => {
    const r = progressionQuerySchema.safeParse({ anneeDebut: "2025", anneeFin: "2024" });
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["anneeFin"], "L'année de début doit précéder l'année de fin."],
    ]);
  });

  it("the list of the comparison table: the same years, sorted by variation by default", () => {
    expect(progressionListeQuerySchema.parse({ anneeDebut: "2023", anneeFin: "2025" })).toEqual({
      page: 0,
      pageSize: 10,
      sort: "pourcentageVariation",
      dir: "asc",
      anneeDebut: 2023,
      anneeFin: 2025,
    });
    const r = progressionListeQuerySchema.safeParse({ anneeDebut: "2025", anneeFin: "2023" });
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["anneeFin"], "L'année de début doit précéder l'année de fin."],
    ]);
  });

  it("a client's history names the client by its id", () => {
    expect(historiqueQuerySchema.parse({ client: "249" })).toEqual({ client: 249 });
    expect(historiqueQuerySchema.safeParse({}).error?.issues[0]?.path).toEqual(["client"]);
  });
});

describe("topsProgression (spec 03 sections 2.2 and 9: top and bottom 20)", () => {
  it("falls, largest first, whatever the order read", () => {
    const lignes = [client(1, "A", "-10.00"), client(2, "B", "-90.00"), client(3, "C", "-50.00")];
    expect(ids(topsProgression(lignes).regressions)).toEqual([2, 3, 1]);
    expect(ids(topsProgression(lignes, 2).regressions)).toEqual([2, 3]);
    expect(topsProgression(lignes).progressions).toEqual([]);
  });

  it("ties by name, in French order (É between E and F)", () => {
    const lignes = [
      client(1, "Zoé", "12.00"),
      client(2, "Fabre", "12.00"),
      client(3, "Élise", "12.00"),
      client(4, "Zoé", "-3.00"),
      client(5, "Arles", "-3.00"),
      client(6, "Nouveau", null),
      client(7, "Stable", "0.00"),
    ];
    const tops = topsProgression(lignes);
    expect(ids(tops.progressions)).toEqual([3, 2, 1]);
    expect(ids(tops.regressions)).toEqual([5, 4]);
  });
});
