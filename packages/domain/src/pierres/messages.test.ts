import { describe, expect, it } from "vitest";
import * as alimentation from "./alimentation.ts";
import * as pierre from "./pierre.ts";
import * as reception from "./reception.ts";
import * as stock from "./stock.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  [
    "MSG_ALIMENTATION_CHAMPS_OBLIGATOIRES",
    alimentation.MSG_ALIMENTATION_CHAMPS_OBLIGATOIRES,
    "Veuillez remplir tous les champs obligatoires (OF, Id Confie, Poids).",
  ],
  [
    "MSG_POIDS_POSITIF_VALIDE",
    alimentation.MSG_POIDS_POSITIF_VALIDE,
    "Le poids doit etre un nombre positif valide.",
  ],
  [
    "MSG_OPERATION_ENREGISTREE",
    alimentation.MSG_OPERATION_ENREGISTREE,
    "Operation enregistree avec succes !",
  ],
  [
    "MSG_ERREUR_OPERATION",
    alimentation.MSG_ERREUR_OPERATION,
    "Erreur lors de l'enregistrement de l'operation.",
  ],
  [
    "MSG_ERREUR_CHARGEMENT_ALIMENTEES",
    alimentation.MSG_ERREUR_CHARGEMENT_ALIMENTEES,
    "Erreur lors du chargement des pierres alimentees.",
  ],
  [
    "MSG_ERREUR_SUPPRESSION_FINALE",
    alimentation.MSG_ERREUR_SUPPRESSION_FINALE,
    "Erreur lors de la suppression finale de la pierre alimentee.",
  ],
  [
    "MSG_PIERRE_ALIMENTEE_SUPPRIMEE",
    alimentation.MSG_PIERRE_ALIMENTEE_SUPPRIMEE,
    "Pierre alimentee supprimee.",
  ],
  ["MSG_SUPPRESSION_ANNULEE", alimentation.MSG_SUPPRESSION_ANNULEE, "Suppression annulee. Pierre restauree."],
  ["MSG_ACTION_ANNULEE", alimentation.MSG_ACTION_ANNULEE, "Action annulee."],
  [
    "MSG_AUCUNE_PIERRE_ALIMENTEE",
    alimentation.MSG_AUCUNE_PIERRE_ALIMENTEE,
    "Aucune pierre alimentee pour cet OF.",
  ],
  ["MSG_LOT_INTROUVABLE", alimentation.MSG_LOT_INTROUVABLE, "Id Confie introuvable."],
  ["MSG_ALIMENTATION_INTROUVABLE", alimentation.MSG_ALIMENTATION_INTROUVABLE, "Alimentation introuvable."],
  ["MSG_RETOUR_INTROUVABLE", alimentation.MSG_RETOUR_INTROUVABLE, "Retour introuvable."],
  [
    "MSG_ALIMENTATION_DEJA_PRESENTE",
    alimentation.MSG_ALIMENTATION_DEJA_PRESENTE,
    "Cette alimentation est déjà présente.",
  ],
  ["MSG_PIERRE_EXISTANTE", pierre.MSG_PIERRE_EXISTANTE, "Pierre deja existante"],
  ["MSG_PIERRE_INCONNUE", pierre.MSG_PIERRE_INCONNUE, "Pierre introuvable."],
  ["MSG_TYPE_OBLIGATOIRE", pierre.MSG_TYPE_OBLIGATOIRE, "Type obligatoire."],
  ["MSG_DIMENSION_DECIMALES", pierre.MSG_DIMENSION_DECIMALES, "La dimension a au plus trois décimales."],
  ["MSG_PRIX_EURO_NOMBRE", pierre.MSG_PRIX_EURO_NOMBRE, "Le prix € doit etre un nombre."],
  ["MSG_TARIFS_A_SELECTIONNER", pierre.MSG_TARIFS_A_SELECTIONNER, "Sélectionnez au moins un tarif."],
  [
    "MSG_PRIX_A_MODIFIER",
    pierre.MSG_PRIX_A_MODIFIER,
    "Indiquez au moins un prix ou un coefficient à modifier.",
  ],
  ["MSG_TARIF_PIERRE_INTROUVABLE", pierre.MSG_TARIF_PIERRE_INTROUVABLE, "Tarif introuvable."],
  ["MSG_PIERRE_CREEE", pierre.MSG_PIERRE_CREEE, "Pierre créée"],
  ["MSG_TARIF_AJOUTE", pierre.MSG_TARIF_AJOUTE, "Pierre existante : tarif ajouté pour cette qualité"],
  ["MSG_NO_CONFIE_OBLIGATOIRE", reception.MSG_NO_CONFIE_OBLIGATOIRE, "N° Confie obligatoire."],
  ["MSG_FOURNISSEUR_OBLIGATOIRE", reception.MSG_FOURNISSEUR_OBLIGATOIRE, "Fournisseur obligatoire."],
  ["MSG_PIERRE_OBLIGATOIRE", reception.MSG_PIERRE_OBLIGATOIRE, "Pierre obligatoire."],
  [
    "MSG_PRIX_DOLLAR_DOIT_ETRE_NOMBRE",
    reception.MSG_PRIX_DOLLAR_DOIT_ETRE_NOMBRE,
    "Le prix $ doit etre un nombre.",
  ],
  ["MSG_POIDS_OBLIGATOIRE", reception.MSG_POIDS_OBLIGATOIRE, "Le poids est obligatoire."],
  ["MSG_POIDS_DOIT_ETRE_NOMBRE", reception.MSG_POIDS_DOIT_ETRE_NOMBRE, "Le poids doit etre un nombre."],
  ["MSG_COURS_NOMBRE", reception.MSG_COURS_NOMBRE, "Le cours €/$ doit etre un nombre."],
  [
    "MSG_CERTIFICAT_VIDE",
    reception.MSG_CERTIFICAT_VIDE,
    "Attention : Le champ Certificat est vide. L'enregistrement va continuer.",
  ],
  [
    "MSG_REMPLIR_CHAMPS_OBLIGATOIRES",
    reception.MSG_REMPLIR_CHAMPS_OBLIGATOIRES,
    "Veuillez remplir tous les champs obligatoires.",
  ],
  [
    'msgCorrigerChamp("ALPHA")',
    reception.msgCorrigerChamp("ALPHA"),
    "Veuillez corriger le champ 'ALPHA' avant de continuer.",
  ],
  ["MSG_PIERRE_ENREGISTREE", reception.MSG_PIERRE_ENREGISTREE, "Pierre enregistree avec succes !"],
  [
    "MSG_ERREUR_ENREGISTREMENT_PIERRE",
    reception.MSG_ERREUR_ENREGISTREMENT_PIERRE,
    "Erreur lors de l'enregistrement de la pierre. Veuillez reessayer.",
  ],
  ["MSG_PIECES_ENTIER", reception.MSG_PIECES_ENTIER, "Le nombre de pierres doit être un entier positif."],
  ["MSG_CARATS_DECIMALES", reception.MSG_CARATS_DECIMALES, "Le poids a au plus trois décimales (carats)."],
  ["MSG_SELECTION_PIERRES", stock.MSG_SELECTION_PIERRES, "Sélectionnez au moins une pierre."],
  ["MSG_LABEL_FACTURE_OBLIGATOIRE", stock.MSG_LABEL_FACTURE_OBLIGATOIRE, "Libellé de facture obligatoire."],
  ["MSG_ETAT_OBLIGATOIRE", stock.MSG_ETAT_OBLIGATOIRE, "Etat obligatoire."],
  ["msgRetourPierreSupprime(12)", stock.msgRetourPierreSupprime(12), "Retour 12 supprimé"],
  ["msgRetourPierreAjoute(12)", stock.msgRetourPierreAjoute(12), "Retour 12 ajouté"],
  ["msgRetourPierreModifie(12)", stock.msgRetourPierreModifie(12), "Retour 12 modifié"],
  ["msgPierresSorties(3)", stock.msgPierresSorties(3), "3 pierre(s) sortie(s) du stock"],
  ["msgPierresReintegrees(2)", stock.msgPierresReintegrees(2), "2 pierre(s) réintégrée(s)"],
  [
    "msgPierreModifiee(3 produits revalorisés)",
    pierre.msgPierreModifiee("3 produits revalorisés"),
    "Pierre modifiée : 3 produits revalorisés",
  ],
];

describe("pierres: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("a stone edited without revaluing any product says only that", () => {
    expect(pierre.msgPierreModifiee(null)).toBe("Pierre modifiée");
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [alimentation, pierre, reception, stock].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
