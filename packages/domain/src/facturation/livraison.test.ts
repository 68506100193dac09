import { describe, expect, it } from "vitest";
import {
  cleGroupe,
  facturesDuGroupe,
  grouperAFacturer,
  isCanalAlternatif,
  ligneAFacturer,
  type OfAFacturer,
  ofSansPrix,
} from "./livraison.ts";
import { msgGroupeSansPrix, msgOfSansPrix } from "./livraison-schema.ts";

const OPTS = { nomLigneCanalAlternatif: "EXTENSIA", tauxTvaDefaut: "20" };

let num = 100;
function of(o: Partial<OfAFacturer> = {}): OfAFacturer {
  return {
    numSachet: num++,
    idBijouterie: 10,
    client: "Bijouterie Martin",
    typTransp: 1,
    transport: "Tournée",
    nomLigne: null,
    prenomLigne: null,
    labo: 0,
    echeance: 30,
    idStade: 2,
    ref: "BA1001",
    description: "Bague solitaire",
    information: null,
    ref1: null,
    refClt: "CDE-1",
    poids: "3.250",
    prixFact: "100",
    prixR: "40",
    reaco: "0",
    remise: "0",
    tauxTva: "20",
    categorieTva: null,
    ofReservation: null,
    ...o,
  };
}

describe("isCanalAlternatif (spec 01 section 9)", () => {
  it.each([
    ["EXTENSIA", true],
    ["extensia", true],
    [" Extensia ", true],
    ["CLASSIQUE", false],
    ["", false],
    [null, false],
  ])("line %j -> %s", (nom, attendu) => {
    expect(isCanalAlternatif(nom, "EXTENSIA")).toBe(attendu);
  });
});

describe("ligneAFacturer", () => {
  it("prices a standard line: (price + reaco) x (1 - discount), rounded up", () => {
    const l = ligneAFacturer(of({ prixFact: "1000", reaco: "50", remise: "10" }), OPTS);
    expect(l).toMatchObject({ prixUHt: "1000.00", reaco: "50.00", remise: "10.00", totalHt: "945.00" });
    expect(l).toMatchObject({ designation: "Bague solitaire", commentaire: "CDE-1", tauxTva: "20.00" });
  });

  it("stade 12 (SAV) takes information as designation and ref1 as comment", () => {
    const l = ligneAFacturer(of({ idStade: 12, information: "SAV : rhodiage", ref1: "OF 100001" }), OPTS);
    expect(l.designation).toBe("SAV : rhodiage");
    expect(l.commentaire).toBe("OF 100001");
  });

  it("the alternate channel: price minus 90% of the margin, rounded up, no reaco nor discount", () => {
    const l = ligneAFacturer(
      of({ nomLigne: "Extensia", prixFact: "333.33", prixR: "100.01", reaco: "20", remise: "10" }),
      OPTS,
    );
    expect(l).toMatchObject({ prixFact: "333.33", prixUHt: "123.35", reaco: "0.00", remise: "0.00" });
    expect(l.totalHt).toBe("123.35");
  });

  it("flags an OF without a price, which Facturer refuses naming it", () => {
    const sans = of({ numSachet: 4242, prixFact: null });
    expect(ligneAFacturer(sans, OPTS)).toMatchObject({ sansPrix: true, prixFact: "0.00" });
    expect(ligneAFacturer(of({ prixFact: "0" }), OPTS).sansPrix).toBe(false);
    expect(ofSansPrix([of(), sans, of({ prixFact: null })])).toBe(4242);
    expect(ofSansPrix([of(), of({ prixFact: "0" })])).toBeNull();
    expect(msgOfSansPrix(4242)).toBe("L'OF 4242 n'a pas de prix : facturation impossible.");
    expect(msgGroupeSansPrix([4242])).toBe(
      "L'OF 4242 n'a pas de prix : donnez-lui un prix (Tracer) avant de facturer.",
    );
    expect(msgGroupeSansPrix([4242, 4243])).toBe(
      "Les OF 4242, 4243 n'ont pas de prix : donnez-leur un prix (Tracer) avant de facturer.",
    );
  });

  it("takes the default VAT rate when the OF carries none", () => {
    expect(ligneAFacturer(of({ tauxTva: null }), OPTS).tauxTva).toBe("20.00");
  });
});

describe("grouperAFacturer (spec 01 sections 2 and 9)", () => {
  it("groups by client, transport, line name and LABO, sorted client, transport, labo", () => {
    const rows = [
      of({ client: "Zoé Bijoux", idBijouterie: 2 }),
      of({ typTransp: 2, transport: "Colissimo" }),
      of({ labo: 1 }),
      of({ nomLigne: "EXTENSIA" }),
      of({ prixFact: "300" }),
      of(),
    ];
    const groupes = grouperAFacturer(rows, OPTS);
    expect(groupes.map((g) => [g.client, g.typTransp, g.nomLigne, g.labo, g.lignes.length])).toEqual([
      ["Bijouterie Martin", 1, null, false, 2],
      ["Bijouterie Martin", 1, null, true, 1],
      ["Bijouterie Martin", 1, "EXTENSIA", false, 1],
      ["Bijouterie Martin", 2, null, false, 1],
      ["Zoé Bijoux", 1, null, false, 1],
    ]);
    expect(groupes[2]?.canalAlternatif).toBe(true);
    expect(groupes[0]?.canalAlternatif).toBe(false);
  });

  it("orders lines by due term descending, then price descending", () => {
    const [g] = grouperAFacturer(
      [
        of({ numSachet: 1, echeance: 30, prixFact: "100" }),
        of({ numSachet: 2, echeance: 45, prixFact: "50" }),
        of({ numSachet: 3, echeance: 30, prixFact: "900" }),
      ],
      OPTS,
    );
    expect(g?.lignes.map((l) => l.numSachet)).toEqual([2, 3, 1]);
    expect(g?.nbFactures).toBe(2);
  });

  it.each([
    [["999.99"], "999.99", "23.00"],
    [["500", "499.99"], "999.99", "23.00"],
    [["500", "500"], "1000.00", "0.00"],
  ])("port defaults to 23 under 1000 (lines %j -> total %s, port %s)", (prix, total, port) => {
    const [g] = grouperAFacturer(
      prix.map((p) => of({ prixFact: p })),
      OPTS,
    );
    expect(g?.total).toBe(total);
    expect(g?.portDefaut).toBe(port);
  });

  it("gives an empty list for no OF", () => {
    expect(grouperAFacturer([], OPTS)).toEqual([]);
  });
});

describe("facturesDuGroupe", () => {
  it("makes one invoice per due term (and VAT rate), due term descending", () => {
    const lignes = [
      of({ echeance: 30 }),
      of({ echeance: 60 }),
      of({ echeance: 30, tauxTva: "0" }),
      of({ echeance: 30 }),
    ].map((o) => ligneAFacturer(o, OPTS));
    const factures = facturesDuGroupe(lignes);
    expect(factures.map((f) => [f.echeance, f.tauxTva, f.lignes.length])).toEqual([
      [60, "20.00", 1],
      [30, "20.00", 2],
      [30, "0.00", 1],
    ]);
  });

  it("splits the 0 % lines by VAT category: reverse charge (AE) apart from exempt (E)", () => {
    const lignes = [
      of({ echeance: 30, tauxTva: "0", categorieTva: "AE", prixFact: "1250" }),
      of({ echeance: 30, tauxTva: "0", categorieTva: null }),
      of({ echeance: 30, tauxTva: "20", categorieTva: "S" }),
      of({ echeance: 30, tauxTva: "0", categorieTva: "AE", prixFact: "980.40" }),
    ].map((o) => ligneAFacturer(o, OPTS));
    const factures = facturesDuGroupe(lignes);
    expect(factures.map((f) => [f.tauxTva, f.categorieTva, f.lignes.map((l) => l.prixUHt)])).toEqual([
      ["20.00", "S", ["100.00"]],
      ["0.00", "E", ["100.00"]],
      ["0.00", "AE", ["1250.00", "980.40"]],
    ]);
  });
});

describe("ligneAFacturer: VAT category", () => {
  it.each([
    // OF rate, OF category, default rate -> invoiced rate, category
    ["20", null, "20", "20.00", "S"],
    ["0", null, "20", "0.00", "E"],
    ["0", "AE", "20", "0.00", "AE"],
    ["0", "Z", "20", "0.00", "Z"],
    ["5.5", "S", "20", "5.50", "S"],
    [null, null, "20", "20.00", "S"],
    // A category left on an OF without a rate follows the default rate, never that category.
    [null, "AE", "20", "20.00", "S"],
  ])("rate %j category %j (default %s) -> %s %s", (taux, categorie, defaut, tauxAttendu, catAttendue) => {
    const l = ligneAFacturer(of({ tauxTva: taux, categorieTva: categorie }), {
      ...OPTS,
      tauxTvaDefaut: defaut,
    });
    expect([l.tauxTva, l.categorieTva]).toEqual([tauxAttendu, catAttendue]);
  });
});

describe("cleGroupe", () => {
  it("ignores the case of the line name", () => {
    expect(cleGroupe(of({ nomLigne: "Extensia" }))).toBe(cleGroupe(of({ nomLigne: "EXTENSIA " })));
  });
  it("client|transport|line|labo, labo 1 or 0 (any other value reads 0)", () => {
    expect(cleGroupe(of({ idBijouterie: 7, typTransp: 2, nomLigne: " Extensia ", labo: 1 }))).toBe(
      "7|2|EXTENSIA|1",
    );
    expect(cleGroupe(of({ idBijouterie: 7, typTransp: 2, nomLigne: null, labo: 0 }))).toBe("7|2||0");
    expect(cleGroupe(of({ idBijouterie: 7, typTransp: 2, nomLigne: "", labo: 2 }))).toBe("7|2||0");
  });
});

describe("the cases no other table reaches", () => {
  it("an empty alternate-channel setting selects no line, not even an unnamed one", () => {
    expect(isCanalAlternatif("", "")).toBe(false);
    expect(isCanalAlternatif(null, "  ")).toBe(false);
    expect(isCanalAlternatif("Classique", "classique")).toBe(true);
    expect(ligneAFacturer(of({ nomLigne: null }), { ...OPTS, nomLigneCanalAlternatif: "" }).prixUHt).toBe(
      "100.00",
    );
  });

  it("the designation trimmed and cut to 255 characters; without description the reference", () => {
    const longue = ` ${"D".repeat(300)} `;
    expect(ligneAFacturer(of({ description: longue }), OPTS).designation).toBe("D".repeat(255));
    expect(ligneAFacturer(of({ description: null, ref: "BA1001" }), OPTS).designation).toBe("BA1001");
    expect(ligneAFacturer(of({ description: null, ref: null }), OPTS)).toMatchObject({
      designation: "",
      ref: "",
    });
    expect(ligneAFacturer(of({ idStade: 12, information: null, ref: "SAV-1" }), OPTS).designation).toBe(
      "SAV-1",
    );
  });

  it("the line carries the OF's fields as they are", () => {
    const l = ligneAFacturer(
      of({
        numSachet: 4711,
        ref: "BA9",
        refClt: "CDE-9",
        poids: "2.500",
        echeance: 45,
        prenomLigne: "Julie",
        ofReservation: 4700,
        idStade: 12,
        ref1: null,
      }),
      OPTS,
    );
    expect(l).toMatchObject({
      numSachet: 4711,
      ref: "BA9",
      refClt: "CDE-9",
      commentaire: null,
      poids: "2.500",
      echeance: 45,
      prenom: "Julie",
      ofReservation: 4700,
      sansPrix: false,
    });
    expect(ligneAFacturer(of({ refClt: null }), OPTS).commentaire).toBeNull();
  });

  it("the alternate channel without cost price counts the cost as 0", () => {
    // 200 − 0.9 × (200 − 0) = 20.00
    expect(ligneAFacturer(of({ nomLigne: "EXTENSIA", prixFact: "200", prixR: null }), OPTS).prixUHt).toBe(
      "20.00",
    );
    // An OF without price on the alternate channel: 0 − 0.9 × (0 − 40) = 36.00
    expect(ligneAFacturer(of({ nomLigne: "EXTENSIA", prixFact: null }), OPTS).prixUHt).toBe("36.00");
  });

  it("equal due term and price: the smaller OF number first", () => {
    const [g] = grouperAFacturer(
      [
        of({ numSachet: 9, prixFact: "100" }),
        of({ numSachet: 3, prixFact: "100" }),
        of({ numSachet: 5, prixFact: "100" }),
      ],
      OPTS,
    );
    expect(g?.lignes.map((l) => l.numSachet)).toEqual([3, 5, 9]);
  });

  it("groups sorted by client, then client id, transport, line name, labo", () => {
    const groupes = grouperAFacturer(
      [
        of({ client: "Bijoux", idBijouterie: 9, nomLigne: "B" }),
        of({ client: "Bijoux", idBijouterie: 9, nomLigne: "a" }),
        of({ client: "Bijoux", idBijouterie: 4, typTransp: 3 }),
        of({ client: "Bijoux", idBijouterie: 4, typTransp: 1, labo: 1 }),
        of({ client: "Bijoux", idBijouterie: 4, typTransp: 1 }),
        of({ client: "Atelier Éclat", idBijouterie: 12 }),
      ],
      OPTS,
    );
    expect(groupes.map((g) => g.cle)).toEqual([
      "12|1||0",
      "4|1||0",
      "4|1||1",
      "4|3||0",
      "9|1|A|0",
      "9|1|B|0",
    ]);
    expect(groupes.map((g) => g.nomLigne)).toEqual([null, null, null, null, "a", "B"]);
  });

  it("a group's header: the first OF's client, transport and line name (trimmed, blank is none)", () => {
    const [g] = grouperAFacturer(
      [of({ nomLigne: "  ", client: "Bijoux", transport: "Colissimo", typTransp: 2 })],
      OPTS,
    );
    expect(g).toMatchObject({
      cle: "10|2||0",
      idBijouterie: 10,
      client: "Bijoux",
      typTransp: 2,
      transport: "Colissimo",
      nomLigne: null,
      labo: false,
      canalAlternatif: false,
      total: "100.00",
      portDefaut: "23.00",
      nbFactures: 1,
    });
    expect(grouperAFacturer([of({ nomLigne: " Extensia " })], OPTS)[0]?.nomLigne).toBe("Extensia");
  });

  it("invoices of a group: the due term before the rate; inside an invoice, the lines by price descending", () => {
    const lignes = [
      of({ numSachet: 1, echeance: 30, tauxTva: "20", prixFact: "10" }),
      of({ numSachet: 2, echeance: 60, tauxTva: "0", prixFact: "20" }),
      of({ numSachet: 3, echeance: 30, tauxTva: "20", prixFact: "30" }),
    ].map((o) => ligneAFacturer(o, OPTS));
    expect(
      facturesDuGroupe(lignes).map((f) => [f.echeance, f.tauxTva, f.lignes.map((l) => l.numSachet)]),
    ).toEqual([
      [60, "0.00", [2]],
      [30, "20.00", [3, 1]],
    ]);
  });

  it("invoices of a group: equal due term, the higher rate first; equal rate, categories in order S, Z, E, AE", () => {
    const lignes = [
      of({ echeance: 30, tauxTva: "5.5" }),
      of({ echeance: 30, tauxTva: "0", categorieTva: "AE" }),
      of({ echeance: 30, tauxTva: "0", categorieTva: "Z" }),
      of({ echeance: 30, tauxTva: "20" }),
      of({ echeance: 30, tauxTva: "0", categorieTva: "E" }),
    ].map((o) => ligneAFacturer(o, OPTS));
    expect(facturesDuGroupe(lignes).map((f) => [f.tauxTva, f.categorieTva])).toEqual([
      ["20.00", "S"],
      ["5.50", "S"],
      ["0.00", "Z"],
      ["0.00", "E"],
      ["0.00", "AE"],
    ]);
  });
});
