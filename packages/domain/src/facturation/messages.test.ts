import { describe, expect, it } from "vitest";
import * as avoir from "./avoir.ts";
import * as schemas from "./facturx/schemas.ts";
import * as livraisonSchema from "./livraison-schema.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  ["MSG_AVOIR_CLIENT_OBLIGATOIRE", avoir.MSG_AVOIR_CLIENT_OBLIGATOIRE, "Client obligatoire."],
  ["MSG_AVOIR_DESIGNATION_OBLIGATOIRE", avoir.MSG_AVOIR_DESIGNATION_OBLIGATOIRE, "Désignation obligatoire."],
  ["MSG_AVOIR_TOTAL_OBLIGATOIRE", avoir.MSG_AVOIR_TOTAL_OBLIGATOIRE, "Total HT obligatoire."],
  [
    "MSG_AVOIR_TOTAL_INVALIDE",
    avoir.MSG_AVOIR_TOTAL_INVALIDE,
    "Le total HT doit être un montant positif (2 décimales au plus).",
  ],
  ["MSG_AVOIR_FACTURE_INVALIDE", avoir.MSG_AVOIR_FACTURE_INVALIDE, "Numéro de facture invalide."],
  ["MSG_AVOIR_CLIENT_INCONNU", avoir.MSG_AVOIR_CLIENT_INCONNU, "Client introuvable."],
  ["MSG_AVOIR_DATE_INVALIDE", avoir.MSG_AVOIR_DATE_INVALIDE, "Date invalide."],
  ["MSG_AVOIR_TROP_DE_FACTURES", avoir.MSG_AVOIR_TROP_DE_FACTURES, "Un avoir cite 500 factures au plus."],
  ["MSG_AVOIRS_A_IMPRIMER", avoir.MSG_AVOIRS_A_IMPRIMER, "Sélectionnez au moins un avoir à imprimer."],
  ["MSG_AVOIR_NUMERO_INVALIDE", avoir.MSG_AVOIR_NUMERO_INVALIDE, "Numéro d'avoir invalide."],
  ["msgAvoirIntrouvable(7)", avoir.msgAvoirIntrouvable(7), "Avoir n° 7 introuvable."],
  ["msgAvoirCree(7)", avoir.msgAvoirCree(7), "Avoir créé n° AV7"],
  ["msgAvoirFactureIntrouvable(7)", avoir.msgAvoirFactureIntrouvable(7), "Facture n° F7 introuvable."],
  [
    "msgFactureAutreClient(7)",
    avoir.msgFactureAutreClient(7),
    "La facture n° F7 n'appartient pas à ce client.",
  ],
  [
    'msgAvoirDepasseFacture(7, "1234.5")',
    avoir.msgAvoirDepasseFacture(7, "1234.5"),
    "Le total HT dépasse ce qui reste à créditer sur la facture n° F7 : 1 234,50 €.",
  ],
  [
    'msgRemiseDepasseFactures("1234.5")',
    avoir.msgRemiseDepasseFactures("1234.5"),
    "Le total HT dépasse ce qui reste à créditer sur les factures de la remise : 1 234,50 €.",
  ],
  ["msgTropDAvoirs(7)", avoir.msgTropDAvoirs(7), "7 avoirs au plus par impression."],
  [
    "MSG_RECHERCHE_FACTURE_INVALIDE",
    avoir.MSG_RECHERCHE_FACTURE_INVALIDE,
    "Tapez les premiers chiffres du numéro de facture.",
  ],
  [
    "MSG_AVOIR_TVA_NORMALE_INCONNUE",
    avoir.MSG_AVOIR_TVA_NORMALE_INCONNUE,
    "Le taux de TVA normal est introuvable (table tva).",
  ],
  ["MSG_FACTURE_XML_INVALIDE", schemas.MSG_FACTURE_XML_INVALIDE, "Numéro de facture invalide."],
  ["MSG_AVOIR_XML_INVALIDE", schemas.MSG_AVOIR_XML_INVALIDE, "Numéro d'avoir invalide."],
  ["MSG_CONFIRMER_FACTURES", livraisonSchema.MSG_CONFIRMER_FACTURES, "Enregistrer les factures ?"],
  ["MSG_PORT_OBLIGATOIRE", livraisonSchema.MSG_PORT_OBLIGATOIRE, "Le port est obligatoire."],
  [
    "MSG_PORT_INVALIDE",
    livraisonSchema.MSG_PORT_INVALIDE,
    "Le port doit être un nombre supérieur ou égal à 0 (2 décimales au plus).",
  ],
  [
    "MSG_OFS_A_FACTURER_OBLIGATOIRES",
    livraisonSchema.MSG_OFS_A_FACTURER_OBLIGATOIRES,
    "Choisissez au moins un OF à facturer.",
  ],
  [
    "MSG_OFS_A_FACTURER_INVALIDES",
    livraisonSchema.MSG_OFS_A_FACTURER_INVALIDES,
    "Liste d'OF à facturer invalide.",
  ],
  [
    "MSG_GROUPE_DIFFERENT",
    livraisonSchema.MSG_GROUPE_DIFFERENT,
    "Les OF envoyés ne forment pas un seul groupe de facturation (même client, transport, ligne et LABO) : rechargez la liste.",
  ],
  [
    "MSG_RESERVATION_CHANGEE",
    livraisonSchema.MSG_RESERVATION_CHANGEE,
    "Une réservation de stock a changé pendant la facturation : rien n'a été enregistré, réessayez.",
  ],
  [
    "MSG_TVA_INCONNUE",
    livraisonSchema.MSG_TVA_INCONNUE,
    "Aucun taux de TVA n'est défini (table tva) : facturation impossible.",
  ],
  [
    "MSG_AUTOLIQUIDATION_SANS_TVA",
    livraisonSchema.MSG_AUTOLIQUIDATION_SANS_TVA,
    "Autoliquidation : le client facturé n'a pas de numéro de TVA intracommunautaire (fiche client).",
  ],
  [
    "MSG_CLIENT_FACTURE_INCONNU",
    livraisonSchema.MSG_CLIENT_FACTURE_INCONNU,
    "Le client à facturer n'existe pas : vérifiez les réglages.",
  ],
  [
    "MSG_IDS_FACTURES_INVALIDES",
    livraisonSchema.MSG_IDS_FACTURES_INVALIDES,
    "Numéros de facture invalides (liste de nombres séparés par des virgules).",
  ],
  ["MSG_CANAL_INVALIDE", livraisonSchema.MSG_CANAL_INVALIDE, "Canal invalide : standard ou alternatif."],
  [
    "msgOfDejaFacture(7)",
    livraisonSchema.msgOfDejaFacture(7),
    "L'OF 7 est déjà facturé : un OF ne se facture qu'une fois. Rechargez la liste.",
  ],
  [
    "msgOfPasPretAFacturer(7, 12)",
    livraisonSchema.msgOfPasPretAFacturer(7, 12),
    "L'OF 7 n'est pas prêt à facturer (statut 12) : rechargez la liste.",
  ],
  [
    "msgReservationsMultiples(7, [12, 31])",
    livraisonSchema.msgReservationsMultiples(7, [12, 31]),
    "Plusieurs pièces de stock sont réservées pour l'OF 7 (OF 12, 31) : n'en gardez qu'une.",
  ],
  ["msgOfSansPrix(7)", livraisonSchema.msgOfSansPrix(7), "L'OF 7 n'a pas de prix : facturation impossible."],
  [
    "msgGroupeSansPrix([7, 12])",
    livraisonSchema.msgGroupeSansPrix([7, 12]),
    "Les OF 7, 12 n'ont pas de prix : donnez-leur un prix (Tracer) avant de facturer.",
  ],
  ["msgFactureIntrouvable(7)", livraisonSchema.msgFactureIntrouvable(7), "Facture n° 7 introuvable."],
  [
    'msgFacturesEnregistrees("alternatif", [7, 12])',
    livraisonSchema.msgFacturesEnregistrees("alternatif", [7, 12]),
    "Factures enregistrées : n° FX7, FX12",
  ],
];

describe("facturation: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [avoir, schemas, livraisonSchema].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
