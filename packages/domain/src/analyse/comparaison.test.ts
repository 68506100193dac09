import { afterEach, describe, expect, it, vi } from "vitest";
import {
  COMPARAISON_SORTS,
  comparaisonQuerySchema,
  dateComparaison,
  FILTRES_TOURNEE_COMPARAISON,
  ligneComparaison,
  MODES_COMPARAISON,
  PAGE_SIZE_COMPARAISON,
  periodesComparees,
} from "./comparaison.ts";

/** Spec 03 section 2.3: Évolution Chiffre d'Affaires Client (/comparaison_ca). */

describe("comparaisonQuerySchema (modes annee_complete / date_egale, tournée tout / tournee / autre)", () => {
  const messages = (r: { error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message);

  it("opens on whole years, every client, sorted by the latest year, 20 rows a page", () => {
    expect(MODES_COMPARAISON).toEqual(["annee_complete", "date_egale"]);
    expect(FILTRES_TOURNEE_COMPARAISON).toEqual(["tout", "tournee", "autre"]);
    expect(PAGE_SIZE_COMPARAISON).toBe(20);
    expect(comparaisonQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 10,
      sort: "ca3",
      dir: "asc",
      mode: "annee_complete",
      tournee: "tout",
    });
  });

  it("reads every mode, tournée filter, sort column, the date and the client", () => {
    expect(
      comparaisonQuerySchema.parse({
        date: "2026-11-28",
        mode: "date_egale",
        tournee: "tournee",
        client: "12",
      }),
    ).toMatchObject({ date: "2026-11-28", mode: "date_egale", tournee: "tournee", client: 12 });
    expect(comparaisonQuerySchema.parse({ mode: "annee_complete", tournee: "autre" })).toMatchObject({
      mode: "annee_complete",
      tournee: "autre",
    });
    expect(comparaisonQuerySchema.parse({ tournee: "tout" }).tournee).toBe("tout");
    const tris = ["client", "ca1", "ca2", "ca3", "caAVenir", "variation1", "variation2", "variation3"];
    expect(COMPARAISON_SORTS).toEqual(tris);
    for (const sort of tris) expect(comparaisonQuerySchema.parse({ sort }).sort).toBe(sort);
  });

  it.each([
    [{ mode: "annee" }, ["Mode de comparaison invalide."]],
    [{ tournee: "oui" }, ["Mode de comparaison invalide."]],
    [{ date: "2026-02-30" }, ["La date est invalide."]],
    [{ date: "28/11/2026" }, ["La date est invalide."]],
  ])("refuses %j", (input, attendu) => {
    expect(messages(comparaisonQuerySchema.safeParse(input))).toEqual(attendu);
  });
});

describe("periodesComparees: the year of the reference date and the two before", () => {
  it("annee_complete: three whole calendar years", () => {
    expect(periodesComparees("2026-11-28", "annee_complete")).toEqual([
      { annee: 2024, debut: "2024-01-01", fin: "2024-12-31" },
      { annee: 2025, debut: "2025-01-01", fin: "2025-12-31" },
      { annee: 2026, debut: "2026-01-01", fin: "2026-12-31" },
    ]);
  });

  it("date_egale: 1 January to the same day and month", () => {
    expect(periodesComparees("2026-11-28", "date_egale")).toEqual([
      { annee: 2024, debut: "2024-01-01", fin: "2024-11-28" },
      { annee: 2025, debut: "2025-01-01", fin: "2025-11-28" },
      { annee: 2026, debut: "2026-01-01", fin: "2026-11-28" },
    ]);
  });

  it("date_egale on 29 February: 28 February in the common years", () => {
    // 2028 is a leap year, 2026 and 2027 are not.
    expect(periodesComparees("2028-02-29", "date_egale")).toEqual([
      { annee: 2026, debut: "2026-01-01", fin: "2026-02-28" },
      { annee: 2027, debut: "2027-01-01", fin: "2027-02-28" },
      { annee: 2028, debut: "2028-01-01", fin: "2028-02-29" },
    ]);
  });

  it("pads a year under 1000 to four digits", () => {
    expect(periodesComparees("0999-06-15", "annee_complete")[0]).toEqual({
      annee: 997,
      debut: "0997-01-01",
      fin: "0997-12-31",
    });
    expect(periodesComparees("0999-06-15", "date_egale")[0]).toEqual({
      annee: 997,
      debut: "0997-01-01",
      fin: "0997-06-15",
    });
  });
});

describe("dateComparaison: the reference date, today when left out", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a given date, takes today's otherwise", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 28, 12, 0, 0));
    expect(dateComparaison("2025-03-01")).toBe("2025-03-01");
    expect(dateComparaison(undefined)).toBe("2026-11-28");
  });
});

describe("ligneComparaison (spec 03 section 3: three years, CA_AVenir and three ratios)", () => {
  it("computes the three variations in percent with 2 decimals", () => {
    // variation1 = (1100 - 1000) / 1000 = +10.00 %; variation2 = (990 - 1100) / 1100 = -10.00 %;
    // variation3 = (990 + 220 - 1100) / 1100 = +10.00 %.
    expect(
      ligneComparaison({
        idBijouterie: 7,
        client: "Bijouterie Martin",
        ca1: "1000.00",
        ca2: "1100.00",
        ca3: "990.00",
        caAVenir: "220.00",
      }),
    ).toEqual({
      idBijouterie: 7,
      client: "Bijouterie Martin",
      ca1: "1000.00",
      ca2: "1100.00",
      ca3: "990.00",
      caAVenir: "220.00",
      variation1: "10.00",
      variation2: "-10.00",
      variation3: "10.00",
    });
  });

  it("has no ratio against a year without revenue (a new client)", () => {
    // variation1: year 1 is 0, no ratio; variation2 = (300 - 200) / 200 = +50.00 %;
    // variation3 = (300 + 0 - 200) / 200 = +50.00 %.
    expect(
      ligneComparaison({
        idBijouterie: 8,
        client: "Neuve",
        ca1: "0.00",
        ca2: "200.00",
        ca3: "300.00",
        caAVenir: "0.00",
      }),
    ).toMatchObject({ variation1: null, variation2: "50.00", variation3: "50.00" });
  });
});
