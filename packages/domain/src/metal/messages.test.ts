import { describe, expect, it } from "vitest";
import * as fournisseur from "./fournisseur.ts";
import * as messages from "./messages.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  [
    "MSG_FOURNISSEUR_NOM_OBLIGATOIRE",
    fournisseur.MSG_FOURNISSEUR_NOM_OBLIGATOIRE,
    "La raison sociale est obligatoire.",
  ],
  [
    "MSG_FOURNISSEUR_ADRESSE_OBLIGATOIRE",
    fournisseur.MSG_FOURNISSEUR_ADRESSE_OBLIGATOIRE,
    "L'adresse est obligatoire.",
  ],
  [
    "MSG_FOURNISSEUR_CP_OBLIGATOIRE",
    fournisseur.MSG_FOURNISSEUR_CP_OBLIGATOIRE,
    "Le code postal est obligatoire.",
  ],
  [
    "MSG_FOURNISSEUR_CP_INVALIDE",
    fournisseur.MSG_FOURNISSEUR_CP_INVALIDE,
    "Le code postal doit comporter 5 chiffres en France.",
  ],
  [
    "MSG_FOURNISSEUR_VILLE_OBLIGATOIRE",
    fournisseur.MSG_FOURNISSEUR_VILLE_OBLIGATOIRE,
    "La ville est obligatoire.",
  ],
  ["MSG_FOURNISSEUR_INTROUVABLE", fournisseur.MSG_FOURNISSEUR_INTROUVABLE, "Fournisseur introuvable."],
  ["MSG_DATE_REQUISE", messages.MSG_DATE_REQUISE, "Date requise"],
  ["MSG_PERTE_REQUISE", messages.MSG_PERTE_REQUISE, "% Perte requis"],
  ["MSG_DOIT_ETRE_NOMBRE", messages.MSG_DOIT_ETRE_NOMBRE, "Doit être un nombre"],
  ["MSG_MIN_0", messages.MSG_MIN_0, ">= 0"],
  ["MSG_MAX_100", messages.MSG_MAX_100, "<= 100"],
  ["MSG_DESIGNATION_REQUISE", messages.MSG_DESIGNATION_REQUISE, "Désignation requise"],
  [
    "MSG_UN_DES_CHAMPS",
    messages.MSG_UN_DES_CHAMPS,
    "Remplir au moins un des champs (Entrée / Sortie / Vieil Or)",
  ],
  ["MSG_UN_CHAMP", messages.MSG_UN_CHAMP, "Remplir au moins un champ"],
  ["MSG_METAL_REQUIS", messages.MSG_METAL_REQUIS, "Métal requis"],
  ["MSG_CLAL_MIN_0", messages.MSG_CLAL_MIN_0, ">=0"],
  ["MSG_CLAL_UN_CHAMP", messages.MSG_CLAL_UN_CHAMP, "Renseigner au moins un champ"],
  ["MSG_ERREUR_SAUVEGARDE", messages.MSG_ERREUR_SAUVEGARDE, "Erreur lors de la sauvegarde"],
  ["MSG_AUCUN_MOUVEMENT", messages.MSG_AUCUN_MOUVEMENT, "Aucun mouvement"],
  ["MSG_ERREUR_CHARGEMENT", messages.MSG_ERREUR_CHARGEMENT, "Erreur lors du chargement des données."],
  ["MSG_COURS_INDISPONIBLE", messages.MSG_COURS_INDISPONIBLE, "N/A"],
  ['msgPartieRequise("ALPHA")', messages.msgPartieRequise("ALPHA"), "ALPHA requis"],
  ["MSG_MOUVEMENT_INTROUVABLE", messages.MSG_MOUVEMENT_INTROUVABLE, "Mouvement introuvable."],
  ["MSG_FOURNISSEUR_INCONNU", messages.MSG_FOURNISSEUR_INCONNU, "Fournisseur inconnu."],
  [
    "MSG_FOURNISSEUR_OR_REQUIS",
    messages.MSG_FOURNISSEUR_OR_REQUIS,
    "Fournisseur d'or actif (type 998) requis.",
  ],
  ["MSG_CLIENT_INCONNU", messages.MSG_CLIENT_INCONNU, "Client inconnu."],
  ["MSG_METAL_INCONNU", messages.MSG_METAL_INCONNU, "Métal inconnu."],
  ["MSG_RECEPTION_INTROUVABLE", messages.MSG_RECEPTION_INTROUVABLE, "Réception introuvable."],
  ["MSG_COMPTE_INCONNU", messages.MSG_COMPTE_INCONNU, "Compte inconnu."],
  ["MSG_CLIENT_REQUIS", messages.MSG_CLIENT_REQUIS, "Client requis"],
  ["MSG_POIDS_INVALIDE", messages.MSG_POIDS_INVALIDE, "Poids invalide"],
  ["MSG_PRIX_OU_CONFIE", messages.MSG_PRIX_OU_CONFIE, "Prix au gramme requis (ou cocher Confié)"],
  ["MSG_TITRE_INVALIDE", messages.MSG_TITRE_INVALIDE, "Titre invalide"],
  ["MSG_PRIX_INVALIDE", messages.MSG_PRIX_INVALIDE, "Prix invalide"],
  ["MSG_MOUVEMENT_ENREGISTRE", messages.MSG_MOUVEMENT_ENREGISTRE, "Mouvement enregistré."],
  ["MSG_MOUVEMENT_MODIFIE", messages.MSG_MOUVEMENT_MODIFIE, "Mouvement modifié."],
  ["MSG_RECEPTION_ENREGISTREE", messages.MSG_RECEPTION_ENREGISTREE, "Réception enregistrée."],
  ["MSG_COURS_OR_ENREGISTRE", messages.MSG_COURS_OR_ENREGISTRE, "Cours de l'or enregistré"],
  ["MSG_COURS_OR_ACTUALISE", messages.MSG_COURS_OR_ACTUALISE, "Cours de l'or actualisé"],
  ["MSG_SOLDE_OUVERTURE_ENREGISTRE", messages.MSG_SOLDE_OUVERTURE_ENREGISTRE, "Solde d'ouverture enregistré"],
  ["MSG_FOURNISSEUR_ENREGISTRE", messages.MSG_FOURNISSEUR_ENREGISTRE, "Fournisseur enregistré"],
  [
    'msgOrEnregistreFournisseur("12,50")',
    messages.msgOrEnregistreFournisseur("12,50"),
    "Enregistré au compte du fournisseur : 12,50 g fin",
  ],
];

describe("metal: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [messages, fournisseur].flatMap((m) => Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k))),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
