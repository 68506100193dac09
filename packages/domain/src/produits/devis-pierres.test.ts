import { describe, expect, it } from "vitest";
import type { DevisPierre } from "./devis.ts";
import {
  ajouterPierreDevis,
  type DevisAjoutPierre,
  type DevisPierreTarif,
  MSG_DEVIS_COEFF_INVALIDE,
  MSG_DEVIS_PIERRE_LIBRE_INCOMPLETE,
  MSG_DEVIS_PIERRE_LISTE_INCOMPLETE,
  MSG_DEVIS_POIDS_INVALIDE,
  MSG_DEVIS_PRIX_INVALIDE,
  MSG_DEVIS_QTE_INVALIDE,
  memeDescription,
  retirerPierreDevis,
} from "./devis-pierres.ts";

const tarif: DevisPierreTarif = {
  idPier: 3,
  idQual: 2,
  description: "Diamant Rond 1,20 mm VS",
  euro: "520.0000",
  dollar: "561.6000",
  coeff: "1.8000",
};

const libre = (over: Partial<Extract<DevisAjoutPierre, { mode: "libre" }>> = {}): DevisAjoutPierre => ({
  mode: "libre",
  description: "Saphir  ovale ",
  qte: "1",
  poids: "0,5",
  prix: "800",
  monnaie: "dollar",
  coeff: "2",
  ...over,
});

describe("ajouterPierreDevis, list mode: stone, quantity and weight", () => {
  it("adds the stone with its tariff", () => {
    const r = ajouterPierreDevis([], { mode: "liste", pierre: tarif, qte: "12", poids: "0,096" });
    expect(r).toEqual({
      ok: true,
      remplacee: false,
      pierres: [
        {
          description: "Diamant Rond 1,20 mm VS",
          qte: 12,
          poids: "0.096",
          euro: "520.0000",
          dollar: "561.6000",
          coeff: "1.8000",
          idPier: 3,
          idQual: 2,
        },
      ],
    });
  });

  it.each([
    [{ pierre: null, qte: "12", poids: "0.1" }, "pierre"],
    [{ pierre: tarif, qte: " ", poids: "0.1" }, "qte"],
    [{ pierre: tarif, qte: "12", poids: "" }, "poids"],
  ] as const)("refuses %j (missing %s)", (form, champ) => {
    const r = ajouterPierreDevis([], { mode: "liste", ...form });
    expect(r).toEqual({
      ok: false,
      erreur: { code: "incomplet", champ, message: MSG_DEVIS_PIERRE_LISTE_INCOMPLETE },
    });
  });

  it.each([
    [{ qte: "0", poids: "0.1" }, "qte", MSG_DEVIS_QTE_INVALIDE],
    [{ qte: "2", poids: "0" }, "poids", MSG_DEVIS_POIDS_INVALIDE],
  ] as const)("refuses %j: the %s's message", (form, champ, message) => {
    const r = ajouterPierreDevis([], { mode: "liste", pierre: tarif, ...form });
    expect(r).toEqual({ ok: false, erreur: { code: champ, champ, message } });
  });
});

describe("ajouterPierreDevis, free mode: description, quantity, weight, price and coefficient", () => {
  it("adds a dollar-priced stone, spaces tidied", () => {
    const r = ajouterPierreDevis([], libre());
    expect(r.ok && r.pierres).toEqual([
      {
        description: "Saphir ovale",
        qte: 1,
        poids: "0.5",
        euro: "0",
        dollar: "800",
        coeff: "2",
        idPier: null,
        idQual: null,
      },
    ]);
  });

  it("a euro price goes to euro", () => {
    const r = ajouterPierreDevis([], libre({ monnaie: "euro", prix: "1 234,5" }));
    expect(r.ok && r.pierres[0]).toMatchObject({ euro: "1234.5", dollar: "0" });
  });

  it.each([
    ["description", { description: "  " }],
    ["qte", { qte: "" }],
    ["poids", { poids: "" }],
    ["prix", { prix: "" }],
    ["coeff", { coeff: "" }],
  ] as const)("refuses a missing %s", (champ, over) => {
    expect(ajouterPierreDevis([], libre(over))).toEqual({
      ok: false,
      erreur: { code: "incomplet", champ, message: MSG_DEVIS_PIERRE_LIBRE_INCOMPLETE },
    });
  });

  it.each([
    [{ qte: "1,5" }, "qte", MSG_DEVIS_QTE_INVALIDE],
    [{ qte: "0" }, "qte", MSG_DEVIS_QTE_INVALIDE],
    [{ qte: "abc" }, "qte", MSG_DEVIS_QTE_INVALIDE],
    [{ poids: "0" }, "poids", MSG_DEVIS_POIDS_INVALIDE],
    [{ poids: "-1" }, "poids", MSG_DEVIS_POIDS_INVALIDE],
    [{ prix: "-5" }, "prix", MSG_DEVIS_PRIX_INVALIDE],
    [{ prix: "douze" }, "prix", MSG_DEVIS_PRIX_INVALIDE],
    [{ coeff: "0" }, "coeff", MSG_DEVIS_COEFF_INVALIDE],
    [{ poids: "lourd" }, "poids", MSG_DEVIS_POIDS_INVALIDE],
    [{ coeff: "deux" }, "coeff", MSG_DEVIS_COEFF_INVALIDE],
    // 99 999 stones at most.
    [{ qte: "100000" }, "qte", MSG_DEVIS_QTE_INVALIDE],
  ] as const)("refuses %j", (over, champ, message) => {
    const r = ajouterPierreDevis([], libre(over));
    // Each refusal's code is its field's name.
    expect(r).toEqual({ ok: false, erreur: { code: champ, champ, message } });
  });

  it("takes 99 999 stones", () => {
    const r = ajouterPierreDevis([], libre({ qte: "99999" }));
    expect(r.ok && r.pierres[0]?.qte).toBe(99_999);
  });

  it("accepts a price of 0 (a stone given by the client)", () => {
    expect(ajouterPierreDevis([], libre({ prix: "0" })).ok).toBe(true);
  });
});

describe("same description replaces (spec 03 section 4)", () => {
  const existantes: DevisPierre[] = [
    {
      description: "Rubis",
      qte: 1,
      poids: "0.2",
      euro: "900",
      dollar: "0",
      coeff: "2",
      idPier: null,
      idQual: null,
    },
    {
      description: "Saphir ovale",
      qte: 2,
      poids: "1",
      euro: "100",
      dollar: "0",
      coeff: "2",
      idPier: null,
      idQual: null,
    },
    {
      description: "Perle",
      qte: 1,
      poids: "1",
      euro: "10",
      dollar: "0",
      coeff: "2",
      idPier: null,
      idQual: null,
    },
  ];

  it("replaces the line in place, case and spaces ignored", () => {
    const r = ajouterPierreDevis(existantes, libre({ description: " SAPHIR   Ovale" }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.remplacee).toBe(true);
    expect(r.pierres.map((p) => [p.description, p.qte, p.dollar])).toEqual([
      ["Rubis", 1, "0"],
      ["SAPHIR Ovale", 1, "800"],
      ["Perle", 1, "0"],
    ]);
  });

  it("another description is added at the end", () => {
    const r = ajouterPierreDevis(existantes, libre({ description: "Saphir poire" }));
    expect(r.ok && [r.remplacee, r.pierres.length]).toEqual([false, 4]);
  });

  it("a list stone replaces a line of the same description too", () => {
    const avec = [...existantes, { ...existantes[0]!, description: "diamant rond 1,20 mm vs" }];
    const r = ajouterPierreDevis(avec, { mode: "liste", pierre: tarif, qte: "3", poids: "0.03" });
    expect(r.ok && [r.remplacee, r.pierres.length, r.pierres[3]?.idPier]).toEqual([true, 4, 3]);
  });

  it("memeDescription and retirerPierreDevis", () => {
    expect(memeDescription("Émeraude  Taille", "émeraude taille ")).toBe(true);
    expect(memeDescription("Rubis", "Rubis 2")).toBe(false);
    // Words stay apart; case is compared in lower case ("ß" is not "SS").
    expect(memeDescription("Diamant rond", "Diamantrond")).toBe(false);
    expect(memeDescription("Straße", "STRASSE")).toBe(false);
    expect(retirerPierreDevis(existantes, 1).map((p) => p.description)).toEqual(["Rubis", "Perle"]);
  });
});
