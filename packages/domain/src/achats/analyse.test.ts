import { describe, expect, it } from "vitest";

/**
 * Approved purchases per supplier and month (issue 30.4): its columns, sorts and query. The query's
 * schema is built when the module loads (listQuerySchema refuses a default sort it does not list):
 * imported inside the test, as achats/chargement.test.ts does, so a throw there fails a test.
 */
describe("approved purchases per supplier and month", { timeout: 30_000 }, () => {
  it("shows month, supplier, SIREN, count and the three sums", async () => {
    const { COLONNES_ACHATS_FOURNISSEUR_MOIS } = await import("./analyse.ts");
    expect(COLONNES_ACHATS_FOURNISSEUR_MOIS).toEqual([
      { key: "mois", label: "Mois", kind: "text" },
      { key: "fournisseur", label: "Fournisseur", kind: "text" },
      { key: "siren", label: "SIREN", kind: "text" },
      { key: "nombre", label: "Factures", kind: "integer" },
      { key: "ht", label: "HT", kind: "money" },
      { key: "tva", label: "TVA", kind: "money" },
      { key: "ttc", label: "TTC", kind: "money" },
    ]);
  });

  it("sorts by month by default, or by supplier or HT; a period whose start is not after its end", async () => {
    const { achatsFournisseurMoisQuerySchema, TRIS_ACHATS_FOURNISSEUR_MOIS } = await import("./analyse.ts");
    expect(TRIS_ACHATS_FOURNISSEUR_MOIS).toEqual(["mois", "fournisseur", "ht"]);
    const periode = { debut: "2026-11-01", fin: "2026-11-30" };
    expect(achatsFournisseurMoisQuerySchema.parse(periode)).toMatchObject({ ...periode, sort: "mois" });
    expect(
      ["mois", "fournisseur", "ht"].map(
        (sort) => achatsFournisseurMoisQuerySchema.parse({ ...periode, sort }).sort,
      ),
    ).toEqual(["mois", "fournisseur", "ht"]);
    expect(achatsFournisseurMoisQuerySchema.safeParse({ ...periode, sort: "ttc" }).success).toBe(false);
    expect(achatsFournisseurMoisQuerySchema.parse({ debut: "2026-11-30", fin: "2026-11-30" }).fin).toBe(
      "2026-11-30",
    );
    expect(
      achatsFournisseurMoisQuerySchema.safeParse({ debut: "2026-12-01", fin: "2026-11-30" }).error?.issues,
    ).toMatchObject([{ path: ["fin"], message: "La date de début doit précéder la date de fin." }]);
    expect(achatsFournisseurMoisQuerySchema.safeParse({ fin: "2026-11-30" }).error?.issues[0]?.message).toBe(
      "La date de début est invalide.",
    );
  });
});
