import { describe, expect, it } from "vitest";
import { changementsAudit, LIBELLES_CHAMPS_OF, urlPdfFacture, valeurHistorique } from "./historique.ts";

describe("the OF history: field-level changes of an audited write", () => {
  const libelles = new Map([
    [
      "statut",
      new Map([
        [200, "Chez le joaillier"],
        [500, "Finalisé"],
      ]),
    ],
    ["id_stade", new Map([[2, "Pièce"]])],
    ["id_ouvrier", new Map([[3, "Léa Moreau"]])],
  ]);

  it("an update lists only the changed columns, in French, with before and after", () => {
    const avant = {
      num_sachet: "102993",
      statut: "200",
      id_stade: "1",
      poids: "4.125",
      notes: "Bague",
      date_livr: null,
    };
    const apres = {
      num_sachet: "102993",
      statut: "500",
      id_stade: "2",
      poids: "4.470",
      notes: "Bague",
      date_livr: "2026-12-24",
    };
    expect(changementsAudit(avant, apres, libelles)).toEqual([
      { champ: "statut", libelle: "Statut", avant: "200 Chez le joaillier", apres: "500 Finalisé" },
      { champ: "id_stade", libelle: "Stade", avant: "1", apres: "Pièce" },
      { champ: "poids", libelle: "Poids (g)", avant: "4,125", apres: "4,470" },
      { champ: "date_livr", libelle: "Date de livraison", avant: "—", apres: "24/12/2026" },
    ]);
  });

  it("an insert lists what it set (not the empty columns nor the keys), a delete what the row held", () => {
    const ligne = { id_ligne: "7", n_sachet: "102993", id_ouvrier: "3", poids_d: "5.000", date_retour: null };
    expect(changementsAudit(null, ligne, libelles)).toEqual([
      { champ: "id_ouvrier", libelle: "Joaillier", avant: "—", apres: "Léa Moreau" },
      { champ: "poids_d", libelle: "Poids envoyé (g)", avant: "—", apres: "5,000" },
    ]);
    expect(changementsAudit({ id_op: "1", of: "102993", poids_sortant: "0.250" }, null)).toEqual([
      { champ: "poids_sortant", libelle: "Carats", avant: "0,250", apres: "—" },
    ]);
  });

  it("a column without a French label keeps its name; values print dates in French", () => {
    expect(changementsAudit({ x_inconnu: 1 }, { x_inconnu: 2 })[0]?.libelle).toBe("x_inconnu");
    expect(valeurHistorique("2026-01-05")).toBe("05/01/2026");
    expect(valeurHistorique(null)).toBe("—");
    expect(valeurHistorique(0)).toBe("0");
    expect(valeurHistorique("1250.50")).toBe("1\u202f250,50");
    expect(valeurHistorique("BG-10.5")).toBe("BG-10.5");
  });

  it("leaves the keys out of a setting line and of an OF row, whatever they hold", () => {
    const sertie = { id_sert: "4", of_serto: "102993", id_serto: "6", pds_d: "1.200" };
    expect(changementsAudit(null, sertie)).toEqual([
      { champ: "id_serto", libelle: "Sertisseur", avant: "—", apres: "6" },
      { champ: "pds_d", libelle: "Poids envoyé (g)", avant: "—", apres: "1,200" },
    ]);
    // An OF renumbered (never done by the screens) still shows no bag number change.
    expect(
      changementsAudit({ num_sachet: "102993", labo: "0" }, { num_sachet: "102994", labo: "1" }),
    ).toEqual([{ champ: "labo", libelle: "Labo", avant: "0", apres: "1" }]);
  });

  it("shows nothing as a dash and any other value as written", () => {
    expect(valeurHistorique(undefined)).toBe("—");
    expect(valeurHistorique("")).toBe("—");
    // A status without its label list: the number alone (the list is only given with its column).
    expect(valeurHistorique("200", libelles)).toBe("200");
    // JSON values of the audit: an object or a list as JSON, never "[object Object]" nor read as a date.
    expect(valeurHistorique({ a: 1 })).toBe('{"a":1}');
    expect(valeurHistorique(["2026-01-05"])).toBe('["2026-01-05"]');
    expect(valeurHistorique(["4.125"])).toBe('["4.125"]');
    // Only a whole ISO date or a whole decimal is reformatted.
    expect(valeurHistorique("BG-2026-01-05")).toBe("BG-2026-01-05");
    expect(valeurHistorique("2026-01-05 10:00")).toBe("2026-01-05 10:00");
    expect(valeurHistorique("1.5 mm")).toBe("1.5 mm");
    expect(valeurHistorique("-0.250")).toBe("-0,250");
  });

  it("names every audited column in French (the history's labels, word for word)", () => {
    expect(LIBELLES_CHAMPS_OF).toEqual({
      statut: "Statut",
      poids: "Poids (g)",
      id_stade: "Stade",
      typ_transp: "Type transport",
      type_metal: "Métal",
      dim: "Taille / longueur",
      prix_fact: "Prix de vente HT",
      prix_r: "Prix de revient",
      reaco: "Supplément (réaco)",
      ref_clt: "Référence client",
      remise: "Remise (%)",
      echeance: "Échéance (jours)",
      taux_tva: "Taux de TVA (%)",
      categorie_tva: "Catégorie de TVA",
      date_livr: "Date de livraison",
      date_l_imp: "Date impérative",
      date_crea: "Date de création",
      tournee: "Tournée",
      devis: "Devis",
      facon: "Façon",
      pierres_clt: "Pierres client",
      signe: "Signé",
      grave: "Gravé",
      labo: "Labo",
      notes: "Description",
      information: "Information",
      nom_ligne: "Nom de la ligne",
      prenom_ligne: "Prénom de la ligne",
      ref1: "Commentaire SAV",
      photo_of: "Photo",
      id_bijouterie: "Client",
      idp: "Produit",
      poids_confie: "Poids confié",
      notes_confie: "Notes confié",
      id_ouvrier: "Joaillier",
      id_serto: "Sertisseur",
      date_envoi: "Date d'envoi",
      date_e: "Date d'envoi",
      date_retour: "Date de retour",
      date_r: "Date de retour",
      poids_d: "Poids envoyé (g)",
      pds_d: "Poids envoyé (g)",
      poids_r: "Poids rendu (g)",
      pds_r: "Poids rendu (g)",
      temps: "Temps (min)",
      prix: "Prix",
      rendu: "Rendu",
      rendu_serti: "Rendu",
      poids_sortant: "Carats",
      id_stock: "Lot de pierres",
    });
  });

  it("links an invoice to the facturation PDF of its channel", () => {
    expect(urlPdfFacture({ numero: 812, canal: "alternatif" })).toBe(
      "/api/facturation/factures/pdf?ids=812&canal=alternatif",
    );
  });
});
// Equivalent mutant (Stryker): `champ === undefined ? undefined : ...` made false looks the labels up
// under `undefined`, a key a map of column names never holds.
