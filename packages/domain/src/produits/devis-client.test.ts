import { describe, expect, it } from "vitest";
import { calculerDevis, DEVIS_COUTS_VIDES } from "./devis.ts";
import { dateValiditeDevis, devisClient } from "./devis-client.ts";
import { devisPdfSchema } from "./devis-schema.ts";

const cours = { euroDollar: "1.08", mainOeuvre: "0.95", metalGramme: "60", coefficient: "2.2" };

describe("the client quote (issue 12 point 13)", () => {
  it("holds 30 days from its date, across months and years", () => {
    expect.soft(dateValiditeDevis("2026-11-25", 30)).toBe("2026-12-25");
    expect.soft(dateValiditeDevis("2026-12-15", 30)).toBe("2027-01-14");
    expect.soft(dateValiditeDevis("2027-02-01", 30)).toBe("2027-03-03");
  });

  it("prices at the chosen tier and keeps the stones without their cost", () => {
    // Labour only: 100 min × 0.95 = 95.00. ATC 133 -> 140; Normal 1.08 × (95 × 2.2) + 20 = 245.72 -> 250.
    const r = calculerDevis(
      { ...DEVIS_COUTS_VIDES, tempsMo: "100" },
      [
        {
          description: "Saphir",
          qte: 2,
          poids: "1",
          euro: "100",
          dollar: "0",
          coeff: "1.5",
          idPier: null,
          idQual: null,
        },
      ],
      cours,
    );
    const atc = devisClient(r, "atc", "2026-11-25", 30);
    // Cost price 95.00 + the sapphire 100 € × 1 ct = 195.00; ATC 1.4 × 195 = 273 -> 280.
    expect(atc).toEqual({
      tarif: "atc",
      libelleTarif: "ATC",
      prix: "280.00",
      pierres: [{ description: "Saphir", qte: 2, poids: "1" }],
      valableJusquau: "2026-12-25",
    });
    expect(JSON.stringify(atc)).not.toMatch(/cout|coeff|euro/);
    expect(
      devisClient(calculerDevis({ ...DEVIS_COUTS_VIDES, tempsMo: "100" }, [], cours), "atc", "2026-11-25", 30)
        .prix,
    ).toBe("140.00");
    expect(
      devisClient(
        calculerDevis({ ...DEVIS_COUTS_VIDES, tempsMo: "100" }, [], cours),
        "normal",
        "2026-11-25",
        30,
      ).prix,
    ).toBe("250.00");
  });

  it("refuses a tier the computed quote does not have: 'Tarif inconnu.'", () => {
    const r = calculerDevis({ ...DEVIS_COUTS_VIDES, tempsMo: "100" }, [], cours);
    const sansAtc = { ...r, tarifs: r.tarifs.filter((t) => t.cle !== "atc") };
    expect(() => devisClient(sansAtc, "atc", "2026-11-25", 30)).toThrow(new RangeError("Tarif inconnu."));
  });

  it("the print request defaults to the internal quote at the Normal tier and refuses unknown values", () => {
    const base = { idClient: null, couts: DEVIS_COUTS_VIDES, pierres: [] };
    expect(devisPdfSchema.parse(base)).toMatchObject({
      modele: "interne",
      tarif: "normal",
      description: null,
    });
    const r = devisPdfSchema.safeParse({ ...base, modele: "autre", tarif: "gratuit" });
    expect(r.error?.issues.map((i) => i.message)).toEqual(["Modèle de devis inconnu.", "Tarif inconnu."]);
  });
});
