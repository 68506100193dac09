import { describe, expect, it } from "vitest";
import { STATUT } from "../noyau-of/index.ts";
import {
  ANNULATION_RETOUR,
  envoiJoaillierSchema,
  envoiSertiSchema,
  etatFinalisation,
  lignesJoaillierQuerySchema,
  lignesSertiQuerySchema,
  modifierLigneJoaillierSchema,
  modifierLigneSertiSchema,
  msgLigneDejaPesee,
  refusActionLigne,
  refusEnvoi,
  refusOuvrier,
  retourJoaillierSchema,
  retourSertiSchema,
  STATUT_APRES,
  statutApresAnnulationRetour,
} from "./lignes.ts";
import {
  MSG_ATELIER_NOMBRE_POSITIF,
  MSG_JOAILLIER_OBLIGATOIRE,
  MSG_NUM_OF_OBLIGATOIRE,
  MSG_OF_DEJA_PRESENT,
  MSG_POIDS_NOMBRE,
  MSG_POIDS_RENDU_VALIDE,
  MSG_POIDS_VALIDE,
  MSG_PRIX_VALIDE,
  MSG_SERTISSEUR_OBLIGATOIRE,
  MSG_TEMPS_VALIDE,
} from "./messages.ts";

/** The messages of a failed parse, by field. */
function erreurs(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
}

describe("Envoi Joaillier (spec 02 section 5)", () => {
  it("accepts a jeweller, an OF and a weight typed with a French comma", () => {
    expect(envoiJoaillierSchema.parse({ idOuvrier: "3", numSachet: "1204", poids: "12,5" })).toEqual({
      idOuvrier: 3,
      numSachet: 1204,
      poids: "12.5",
    });
  });

  it.each([
    [{ numSachet: 1, poids: "1" }, "idOuvrier", MSG_JOAILLIER_OBLIGATOIRE],
    [{ idOuvrier: "", numSachet: 1, poids: "1" }, "idOuvrier", MSG_JOAILLIER_OBLIGATOIRE],
    [{ idOuvrier: 1, numSachet: "", poids: "1" }, "numSachet", MSG_NUM_OF_OBLIGATOIRE],
    [{ idOuvrier: 1, numSachet: 1, poids: "" }, "poids", MSG_POIDS_VALIDE],
    [{ idOuvrier: 1, numSachet: 1, poids: "abc" }, "poids", MSG_POIDS_VALIDE],
    [{ idOuvrier: 1, numSachet: 1, poids: "-1" }, "poids", MSG_ATELIER_NOMBRE_POSITIF],
  ])("%j is refused on %s with '%s'", (input, champ, message) => {
    expect(erreurs(envoiJoaillierSchema.safeParse(input))[champ]).toBe(message);
  });

  it("weight 0 is allowed (greater than -1)", () => {
    expect(envoiJoaillierSchema.safeParse({ idOuvrier: 1, numSachet: 1, poids: "0" }).success).toBe(true);
  });
});

describe("Envoi Serti (spec 02 section 5)", () => {
  it.each([
    [{ numSachet: 1, poids: "1" }, "idOuvrier", MSG_SERTISSEUR_OBLIGATOIRE],
    [{ idOuvrier: 2, poids: "1" }, "numSachet", MSG_NUM_OF_OBLIGATOIRE],
    [{ idOuvrier: 2, numSachet: 1, poids: "x" }, "poids", MSG_POIDS_NOMBRE],
    [{ idOuvrier: 2, numSachet: 1, poids: "-2" }, "poids", MSG_ATELIER_NOMBRE_POSITIF],
  ])("%j is refused on %s with '%s'", (input, champ, message) => {
    expect(erreurs(envoiSertiSchema.safeParse(input))[champ]).toBe(message);
  });
});

describe("Retour Joaillier (spec 02 section 5)", () => {
  const ok = { idLigne: 9, poids: "10", poidsRendu: "9,85", temps: "120" };

  it("keeps the exact decimals", () => {
    expect(retourJoaillierSchema.parse(ok)).toEqual({
      idLigne: 9,
      poids: "10",
      poidsRendu: "9.85",
      temps: "120",
    });
  });

  it.each([
    [{ ...ok, idLigne: undefined }, "idLigne", MSG_NUM_OF_OBLIGATOIRE],
    [{ ...ok, poids: "" }, "poids", MSG_POIDS_VALIDE],
    [{ ...ok, poidsRendu: "" }, "poidsRendu", MSG_POIDS_RENDU_VALIDE],
    [{ ...ok, poidsRendu: "n" }, "poidsRendu", MSG_POIDS_RENDU_VALIDE],
    [{ ...ok, temps: "" }, "temps", MSG_TEMPS_VALIDE],
    [{ ...ok, poidsRendu: "-0,5" }, "poidsRendu", MSG_ATELIER_NOMBRE_POSITIF],
    [{ ...ok, temps: "-3" }, "temps", MSG_ATELIER_NOMBRE_POSITIF],
  ])("%j is refused on %s with '%s'", (input, champ, message) => {
    expect(erreurs(retourJoaillierSchema.safeParse(input))[champ]).toBe(message);
  });
});

describe("Retour Serti (spec 02 section 5)", () => {
  const ok = { idLigne: 4, poids: "5", poidsRendu: "4,9", prix: "35,50" };

  it("keeps the exact decimals", () => {
    expect(retourSertiSchema.parse(ok)).toEqual({ idLigne: 4, poids: "5", poidsRendu: "4.9", prix: "35.50" });
  });

  it.each([
    [{ ...ok, idLigne: "" }, "idLigne", MSG_NUM_OF_OBLIGATOIRE],
    [{ ...ok, prix: "" }, "prix", MSG_PRIX_VALIDE],
    [{ ...ok, prix: "-1" }, "prix", MSG_ATELIER_NOMBRE_POSITIF],
    [{ ...ok, poids: "-1" }, "poids", MSG_ATELIER_NOMBRE_POSITIF],
  ])("%j is refused on %s with '%s'", (input, champ, message) => {
    expect(erreurs(retourSertiSchema.safeParse(input))[champ]).toBe(message);
  });
});

describe("Modifier a line", () => {
  it("takes the worker and the weight sent, not the OF", () => {
    expect(modifierLigneJoaillierSchema.parse({ idOuvrier: 2, poids: "3,2", numSachet: 99 })).toEqual({
      idOuvrier: 2,
      poids: "3.2",
    });
  });
});

describe("statuses (spec 02 section 4.1)", () => {
  it("a send and a jeweller return set 200, a setting return 500", () => {
    expect(STATUT_APRES.envoi).toBe(200);
    expect(STATUT_APRES.retourJoaillier).toBe(200);
    expect(STATUT_APRES.retourSerti).toBe(500);
    expect(STATUT_APRES.retourSerti).toBe(STATUT.fabrique);
  });
});

describe("refusOuvrier: only active workers are sent an OF", () => {
  it.each([
    [{ actif: 1 }, null],
    [{ actif: 0 }, { code: "OUVRIER_INACTIF", message: "Cet ouvrier n'est plus actif." }],
    [undefined, { code: "OUVRIER_INTROUVABLE", message: "Ouvrier introuvable." }],
  ])("%j -> %j", (ouvrier, attendu) => {
    expect(refusOuvrier(ouvrier)).toEqual(attendu);
  });
});

describe("refusEnvoi (spec 02 section 4.2)", () => {
  it("refuses 'OF déjà présent' while the same worker has the OF unreturned", () => {
    expect(MSG_OF_DEJA_PRESENT).toBe("OF déjà présent");
    expect(refusEnvoi(1)).toEqual({ code: "OF_DEJA_PRESENT", message: "OF déjà présent" });
    expect(refusEnvoi(0)).toBeNull();
  });
});

describe("refusActionLigne", () => {
  const rendue = { code: "LIGNE_DEJA_RENDUE", message: "Cette ligne est déjà rendue." };
  it.each([
    ["retour", { rendu: 0 }, null],
    ["retour", { rendu: 1 }, rendue],
    ["modification", { rendu: 0 }, null],
    ["modification", { rendu: 1 }, rendue],
    ["suppression", { rendu: 1 }, rendue],
    ["annulationRetour", { rendu: 1 }, null],
    [
      "annulationRetour",
      { rendu: 0 },
      { code: "LIGNE_NON_RENDUE", message: "Cette ligne n'est pas rendue." },
    ],
    ["annulationRetour", { rendu: 1, numPesee: null }, null],
    ["retour", undefined, { code: "LIGNE_INTROUVABLE", message: "Ligne introuvable." }],
  ] as const)("%s of %j -> %j", (action, ligne, attendu) => {
    expect(refusActionLigne(ligne, action)).toEqual(attendu);
  });

  it("refuses every action on a line a weighing closed, naming the weighing", () => {
    const pesee = { rendu: 1, numPesee: 42 };
    expect(refusActionLigne(pesee, "annulationRetour")).toEqual({
      code: "LIGNE_DEJA_PESEE",
      message: "Ligne déjà soldée par la pesée n° 42 : annulation du retour impossible.",
    });
    expect(refusActionLigne(pesee, "modification")?.message).toBe(
      "Ligne déjà soldée par la pesée n° 42 : modification impossible.",
    );
    expect(refusActionLigne(pesee, "suppression")?.message).toBe(msgLigneDejaPesee(42, "suppression"));
    expect(refusActionLigne(pesee, "retour")?.message).toBe(msgLigneDejaPesee(42, "retour"));
  });
});

describe("statutApresAnnulationRetour", () => {
  it.each([
    [STATUT.fabrique, STATUT.enFabrication],
    [STATUT.finalise, STATUT.enFabrication],
    [STATUT.pretAFacturer, STATUT.enFabrication],
    [STATUT.enFabrication, STATUT.enFabrication],
    [STATUT.cree, STATUT.cree],
    [STATUT.enStock, STATUT.enStock],
  ])("%i -> %i", (statut, attendu) => {
    expect(statutApresAnnulationRetour(statut)).toBe(attendu);
  });
});

describe("the return side's delete (spec 02 section 4.2)", () => {
  it("a jeweller line: returned weight and time 0, rendu 0, no return date", () => {
    expect(ANNULATION_RETOUR.joaillier).toEqual({ poidsRendu: "0", temps: "0", rendu: 0, dateRetour: null });
  });
  it("a setting line: both weights and price 0, rendu 0, no return date", () => {
    expect(ANNULATION_RETOUR.serti).toEqual({
      poidsEnvoye: "0",
      poidsRendu: "0",
      prix: "0",
      rendu: 0,
      dateRetour: null,
    });
  });
});

describe("list filters", () => {
  it("rendu 0 / 1 / absent, worker and OF", () => {
    expect(lignesJoaillierQuerySchema.parse({ rendu: "0", idOuvrier: "3", numSachet: "12" })).toMatchObject({
      rendu: 0,
      idOuvrier: 3,
      numSachet: 12,
    });
    expect(lignesSertiQuerySchema.parse({ rendu: "1" }).rendu).toBe(1);
    expect(lignesSertiQuerySchema.parse({}).rendu).toBeUndefined();
    expect(lignesJoaillierQuerySchema.safeParse({ rendu: "2" }).success).toBe(false);
  });
});

describe("workshop lines: the case table (issue 31)", () => {
  it("Modifier a setting line takes the setter and the weight sent, not the OF", () => {
    expect(
      modifierLigneSertiSchema.parse({ idOuvrier: "5", poids: "1,5", numSachet: 99, confirme: true }),
    ).toEqual({
      idOuvrier: 5,
      poids: "1.5",
      confirme: true,
    });
  });

  it("a deletion refused on a weighed line says so", () => {
    expect(refusActionLigne({ rendu: 0, numPesee: 7 }, "suppression")).toEqual({
      code: "LIGNE_DEJA_PESEE",
      message: "Ligne déjà soldée par la pesée n° 7 : suppression impossible.",
    });
    expect(msgLigneDejaPesee(7, "retour")).toBe("Ligne déjà soldée par la pesée n° 7 : retour impossible.");
  });

  it.each([
    [STATUT.finalise, 0, 0, { pret: false, code: "OF_DEJA_FINALISE", message: "Of Déja Finalisé" }],
    // 550 is read first: lines out on a finalised OF do not change the hint.
    [STATUT.finalise, 2, 1, { pret: false, code: "OF_DEJA_FINALISE", message: "Of Déja Finalisé" }],
    [
      STATUT.fabrique,
      0,
      3,
      {
        pret: false,
        code: "LIGNES_NON_RENDUES",
        message: "3 ligne(s) serti non rendue(s) : finalisation impossible.",
      },
    ],
    [STATUT.fabrique, 0, 0, { pret: true, message: "Pret Pour Finalisation" }],
  ])("the spec's rule alone: status %i, %i jeweller and %i setting lines out", (statut, j, s, attendu) => {
    expect(etatFinalisation({ statut, joaillierNonRendues: j, sertiNonRendues: s })).toEqual(attendu);
  });
});
