import { describe, expect, it } from "vitest";
import {
  devisCoutsSchema,
  devisPdfSchema,
  devisRechercheSchema,
  MSG_DEVIS_NOMBRE_POSITIF,
  MSG_DEVIS_RECHERCHE_COURTE,
} from "./devis-schema.ts";

describe("devisCoutsSchema", () => {
  it("reads French decimals, a blank field as 0, into canonical strings", () => {
    expect(
      devisCoutsSchema.parse({
        tempsMo: "120",
        temps3d: "",
        poidsMg: "4 500,5",
        poidsFaconMg: " ",
        serti: "85,50",
        divers: 12,
      }),
    ).toEqual({
      tempsMo: "120",
      temps3d: "0",
      poidsMg: "4500.5",
      poidsFaconMg: "0",
      serti: "85.5",
      divers: "12",
    });
  });

  it.each(["-1", "abc", "1,2,3", "1.1234567", "1234567890123"])("refuses %s with the French message", (v) => {
    const r = devisCoutsSchema.safeParse({
      tempsMo: v,
      temps3d: "",
      poidsMg: "",
      poidsFaconMg: "",
      serti: "",
      divers: "",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ["tempsMo"], message: MSG_DEVIS_NOMBRE_POSITIF });
  });
});

describe("devisPdfSchema", () => {
  const couts = { tempsMo: "1", temps3d: "0", poidsMg: "0", poidsFaconMg: "0", serti: "0", divers: "0" };
  const pierre = {
    description: "Rubis",
    qte: 1,
    poids: "0.2",
    euro: "900",
    dollar: "0",
    coeff: "2",
    idPier: null,
    idQual: null,
  };

  it("accepts a quote without client nor reference", () => {
    const r = devisPdfSchema.parse({ idClient: null, couts, pierres: [pierre] });
    expect(r.reference).toBeNull();
    expect(r.pierres[0]?.poids).toBe("0.2");
  });

  it("refuses a stone of weight 0 or coefficient 0, and more than 200 lines", () => {
    expect(
      devisPdfSchema.safeParse({ idClient: 1, couts, pierres: [{ ...pierre, poids: "0" }] }).success,
    ).toBe(false);
    expect(
      devisPdfSchema.safeParse({ idClient: 1, couts, pierres: [{ ...pierre, coeff: "0.00" }] }).success,
    ).toBe(false);
    expect(devisPdfSchema.safeParse({ idClient: 1, couts, pierres: Array(201).fill(pierre) }).success).toBe(
      false,
    );
  });
});

describe("devisRechercheSchema", () => {
  it("needs 2 characters", () => {
    expect(devisRechercheSchema.safeParse({ q: " a " }).error?.issues[0]?.message).toBe(
      MSG_DEVIS_RECHERCHE_COURTE,
    );
    expect(devisRechercheSchema.parse({ q: " ba " })).toEqual({ q: "ba" });
  });
});
