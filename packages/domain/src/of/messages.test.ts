import { describe, expect, it } from "vitest";
import * as besoin from "./besoin.ts";
import * as creation from "./creation.ts";
import * as edit from "./edit.ts";
import * as planning from "./planning.ts";
import * as planningFiltre from "./planning-filtre.ts";
import * as pretAFacturer from "./pret-a-facturer.ts";
import * as print from "./print.ts";
import * as statutManuel from "./statut-manuel.ts";
import * as tools from "./tools.ts";
import * as trace from "./trace.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  ["MSG_BESOIN_CLE_INVALIDE", besoin.MSG_BESOIN_CLE_INVALIDE, "Besoin inconnu."],
  ["MSG_BESOIN_CLIENT_INVALIDE", besoin.MSG_BESOIN_CLIENT_INVALIDE, "Client invalide."],
  ["MSG_OF_CLIENT_INCONNU", creation.MSG_OF_CLIENT_INCONNU, "Client introuvable."],
  [
    "MSG_OF_CLIENT_PARENT",
    creation.MSG_OF_CLIENT_PARENT,
    "Ce client regroupe d'autres clients : choisissez l'une de ses agences.",
  ],
  [
    "MSG_OF_CLIENT_INACTIF",
    creation.MSG_OF_CLIENT_INACTIF,
    "Ce client est inactif : il ne peut plus recevoir d'OF.",
  ],
  ["MSG_OF_PRODUIT_INCONNU", creation.MSG_OF_PRODUIT_INCONNU, "Produit introuvable."],
  ["MSG_OF_REFERENCE_INCONNUE", creation.MSG_OF_REFERENCE_INCONNUE, "{champ} : valeur inconnue."],
  ["MSG_STOCK_CONTINUER", creation.MSG_STOCK_CONTINUER, "Continuer ?"],
  ["msgOfCree(7)", creation.msgOfCree(7), "Of créé n° 7"],
  ['msgOfLigne(7, "ALPHA")', creation.msgOfLigne(7, "ALPHA"), "OF en attente n° 7 : ALPHA"],
  ["MSG_STADE_OBLIGATOIRE", edit.MSG_STADE_OBLIGATOIRE, "Le stade est obligatoire."],
  ["MSG_TRANSPORT_OBLIGATOIRE", edit.MSG_TRANSPORT_OBLIGATOIRE, "Le type de transport est obligatoire."],
  ["MSG_METAL_OBLIGATOIRE", edit.MSG_METAL_OBLIGATOIRE, "Le métal est obligatoire."],
  ["MSG_DIM_TROP_LONGUE", edit.MSG_DIM_TROP_LONGUE, "Taille ou longueur : 30 caractères au plus."],
  ["MSG_REF_CLT_TROP_LONGUE", edit.MSG_REF_CLT_TROP_LONGUE, "Référence client : 100 caractères au plus."],
  ["MSG_NOTES_TROP_LONGUES", edit.MSG_NOTES_TROP_LONGUES, "Texte trop long : 4000 caractères au plus."],
  ["MSG_OF_ENREGISTRE", edit.MSG_OF_ENREGISTRE, "OF enregistré"],
  ["MSG_OF_SUPPRIME", edit.MSG_OF_SUPPRIME, "OF supprimé n° {n}"],
  [
    "MSG_SUPPRESSION_OF_STATUT",
    edit.MSG_SUPPRESSION_OF_STATUT,
    "Suppression impossible : seul un OF au statut Créé (50) peut être supprimé.",
  ],
  [
    "MSG_SUPPRESSION_OF_LIGNES",
    edit.MSG_SUPPRESSION_OF_LIGNES,
    "Suppression impossible : l'OF a déjà des lignes d'atelier, de serti ou de pierres.",
  ],
  [
    "MSG_SUPPRESSION_OF_LIEE",
    edit.MSG_SUPPRESSION_OF_LIEE,
    "Suppression impossible : l'OF est lié à une facture, au stock ou à une réservation.",
  ],
  ["MSG_REFERENCE_INCONNUE", edit.MSG_REFERENCE_INCONNUE, "Valeur inconnue : rechargez la page."],
  ["MSG_FILTRE_INVALIDE", planningFiltre.MSG_FILTRE_INVALIDE, "Filtre invalide."],
  [
    "MSG_STATUT_PLANNING",
    planningFiltre.MSG_STATUT_PLANNING,
    "Le planning ne montre que les OF non facturés (statut inférieur à 600).",
  ],
  ["MSG_SEMAINE_INVALIDE", planning.MSG_SEMAINE_INVALIDE, "La semaine est invalide."],
  [
    "MSG_JOUR_NON_OUVRE",
    planning.MSG_JOUR_NON_OUVRE,
    "La livraison doit tomber un jour ouvré (du lundi au vendredi).",
  ],
  [
    "MSG_DEPLACEMENT_NON_CONFIRME",
    planning.MSG_DEPLACEMENT_NON_CONFIRME,
    "Le déplacement n'a pas été confirmé.",
  ],
  [
    "msgOfDeplace(1234, 2026-03-06)",
    planning.msgOfDeplace(1234, "2026-03-06"),
    "Date de livraison enregistrée. OF 1234 : 06/03/2026.",
  ],
  [
    "MSG_IMPRESSION_TROP_LONGUE",
    planning.MSG_IMPRESSION_TROP_LONGUE,
    "L'impression du planning couvre au plus 31 jours.",
  ],
  [
    "msgOfSansPrixPourFacturer(7)",
    pretAFacturer.msgOfSansPrixPourFacturer(7),
    "L'OF 7 n'a pas de prix : donnez-lui un prix (Tracer) avant de le passer prêt à facturer.",
  ],
  [
    "msgOfSansPoidsPourFacturer(7)",
    pretAFacturer.msgOfSansPoidsPourFacturer(7),
    "L'OF 7 n'a pas de poids : pesez-le avant de le passer prêt à facturer.",
  ],
  [
    "msgOfsPretsAFacturer([7, 12])",
    pretAFacturer.msgOfsPretsAFacturer([7, 12]),
    "2 OF prêts à facturer : 7, 12.",
  ],
  [
    "MSG_IMPRESSION_OFS_OBLIGATOIRES",
    print.MSG_IMPRESSION_OFS_OBLIGATOIRES,
    "Indiquez au moins un numéro d'OF.",
  ],
  ["MSG_NUMERO_OF_INVALIDE", print.MSG_NUMERO_OF_INVALIDE, "Numéro d'OF invalide."],
  ["MSG_DEBUT_OBLIGATOIRE", print.MSG_DEBUT_OBLIGATOIRE, "Le début de l'intervalle est obligatoire."],
  [
    "MSG_DEBUT_FIN_OBLIGATOIRES",
    print.MSG_DEBUT_FIN_OBLIGATOIRES,
    "Le début et la fin sont obligatoires pour imprimer une commande.",
  ],
  ["MSG_FIN_AVANT_DEBUT", print.MSG_FIN_AVANT_DEBUT, "La fin doit être supérieure ou égale au début."],
  ["MSG_PAS_D_ENREGISTREMENT", print.MSG_PAS_D_ENREGISTREMENT, "Pas d'enregistrement à afficher"],
  [
    "msgTropDOfs(7, 12)",
    print.msgTropDOfs(7, 12),
    "Trop d'OF à imprimer (7) : 12 au plus. Réduisez l'intervalle.",
  ],
  ["msgTropDeNumeros(7)", print.msgTropDeNumeros(7), "7 numéros d'OF au plus par impression."],
  [
    "MSG_STOCK_PAR_LE_STOCK",
    statutManuel.MSG_STOCK_PAR_LE_STOCK,
    "Un OF entre en stock par « Rentrer en Stock » et en sort par les actions de Stock Produit, pas par le statut.",
  ],
  ["msgOfsEchanges(7, 12)", tools.msgOfsEchanges(7, 12), "Commandes des OF 7 et 12 échangées"],
  ['msgOfTransfere(7, "ALPHA")', tools.msgOfTransfere(7, "ALPHA"), "OF 7 transféré au client ALPHA"],
  ["MSG_DEUX_OF_OBLIGATOIRES", tools.MSG_DEUX_OF_OBLIGATOIRES, "Les deux numéros d'OF sont obligatoires."],
  ["MSG_OF_IDENTIQUES", tools.MSG_OF_IDENTIQUES, "Choisissez deux OF différents."],
  [
    "msgOfsProduitsDifferents(7, 12)",
    tools.msgOfsProduitsDifferents(7, 12),
    "Les OF 7 et 12 n'ont pas le même produit et le même métal : la pièce ne correspond pas à la commande.",
  ],
  [
    "msgOfEnStockPourEchange(7)",
    tools.msgOfEnStockPourEchange(7),
    "L'OF 7 est en stock : utilisez « Transférer un OF de stock à un client ».",
  ],
  ["msgOfPasStock(7)", tools.msgOfPasStock(7), "L'OF 7 n'est pas un OF de stock (client Stock)."],
  ["msgOfCibleStock(7)", tools.msgOfCibleStock(7), "L'OF 7 n'est pas la commande d'un client."],
  [
    "MSG_PARAMETRES_STOCK_INCONNUS",
    tools.MSG_PARAMETRES_STOCK_INCONNUS,
    "Le produit, le client ou le métal des OF de stock (réglages) n'existe pas : vérifiez les réglages.",
  ],
  [
    "MSG_QUESTION_MODIFICATIONS",
    trace.MSG_QUESTION_MODIFICATIONS,
    "Voulez vous enregister les modifications ?",
  ],
  ["MSG_STATUT_OBLIGATOIRE", trace.MSG_STATUT_OBLIGATOIRE, "Le statut est obligatoire."],
  ["MSG_POIDS_OBLIGATOIRE", trace.MSG_POIDS_OBLIGATOIRE, "Le poids est obligatoire."],
  [
    "MSG_POIDS_INVALIDE",
    trace.MSG_POIDS_INVALIDE,
    "Poids invalide : un nombre positif, 3 décimales au plus.",
  ],
  ["MSG_REMISE_INVALIDE", trace.MSG_REMISE_INVALIDE, "Remise invalide : un pourcentage entre 0 et 100."],
  ["MSG_ECHEANCE_INVALIDE", trace.MSG_ECHEANCE_INVALIDE, "Échéance invalide : un nombre entier de jours."],
  [
    "MSG_STATUT_FACTURE_INTERDIT",
    trace.MSG_STATUT_FACTURE_INTERDIT,
    "Le statut Facturé (600) est posé par la facturation.",
  ],
  ["MSG_PHOTO_ENREGISTREE", trace.MSG_PHOTO_ENREGISTREE, "Photo de l'OF enregistrée"],
  ["MSG_PHOTO_RETIREE", trace.MSG_PHOTO_RETIREE, "Photo de l'OF retirée"],
  ["MSG_NOM_LIGNE_TROP_LONG", trace.MSG_NOM_LIGNE_TROP_LONG, "Nom de la ligne : 100 caractères au plus."],
  ["MSG_REF1_TROP_LONGUE", trace.MSG_REF1_TROP_LONGUE, "Commentaire SAV : 100 caractères au plus."],
  [
    "MSG_TVA_OF_INVALIDE",
    trace.MSG_TVA_OF_INVALIDE,
    "Taux de TVA invalide : choisissez un taux de la liste.",
  ],
];

describe("of: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [
        besoin,
        creation,
        edit,
        planningFiltre,
        planning,
        pretAFacturer,
        print,
        statutManuel,
        tools,
        trace,
      ].flatMap((m) => Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k))),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
