import { describe, expect, it } from "vitest";
import * as cfonbLcr from "./cfonb-lcr.ts";
import * as ecriture from "./ecriture.ts";
import * as liste from "./liste.ts";
import * as quadra from "./quadra.ts";
import * as remiseLcr from "./remise-lcr.ts";
import * as traite from "./traite.ts";
import * as traiteFactures from "./traite-factures.ts";
import * as traitesListe from "./traites-liste.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  [
    "MSG_LCR_DOMICILIATION",
    cfonbLcr.MSG_LCR_DOMICILIATION,
    "La domiciliation bancaire du vendeur (réglage lcrDomiciliation) est vide : le fichier LCR ne peut pas être créé.",
  ],
  ["MSG_LCR_AUCUNE_TRAITE", cfonbLcr.MSG_LCR_AUCUNE_TRAITE, "Aucune traite client à cette date de création."],
  [
    "MSG_LCR_NUMERO_EMETTEUR",
    cfonbLcr.MSG_LCR_NUMERO_EMETTEUR,
    "Le numéro national d'émetteur (réglage lcrNumeroEmetteur) doit avoir 6 chiffres : le fichier LCR ne peut pas être créé.",
  ],
  ["MSG_LCR_DATE_REMISE", cfonbLcr.MSG_LCR_DATE_REMISE, "Date de remise invalide (aaaa-mm-jj attendu)."],
  [
    "MSG_LCR_SELECTION",
    cfonbLcr.MSG_LCR_SELECTION,
    "Sélection de traites invalide : des numéros séparés par des virgules.",
  ],
  [
    "MSG_LCR_SELECTION_VIDE",
    cfonbLcr.MSG_LCR_SELECTION_VIDE,
    "Choisissez au moins une traite pour le fichier LCR.",
  ],
  [
    "msgLcrTraitesHorsRemise([7, 12])",
    cfonbLcr.msgLcrTraitesHorsRemise([7, 12]),
    "Traites absentes de cette date de création : 7, 12.",
  ],
  [
    "MSG_LCR_IBAN_VENDEUR",
    cfonbLcr.MSG_LCR_IBAN_VENDEUR,
    "L'IBAN du vendeur (réglages) n'est pas un IBAN français valide : le fichier LCR ne peut pas être créé.",
  ],
  [
    'msgLcrClientSansIban(["ALPHA", "BRAVO"])',
    cfonbLcr.msgLcrClientSansIban(["ALPHA", "BRAVO"]),
    "Pas d'IBAN français valide pour le client : ALPHA, BRAVO. Complétez sa fiche avant de créer le fichier LCR.",
  ],
  [
    'msgClientsSansCompte([7, 12], "ALPHA")',
    ecriture.msgClientsSansCompte([7, 12], "ALPHA"),
    "Les clients n° 7, 12 n'ont pas de compte de 8 caractères avec le préfixe « ALPHA » : export impossible, raccourcissez le préfixe des comptes clients dans les réglages.",
  ],
  [
    "MSG_REGLAGES_COMPTA_INVALIDES",
    ecriture.MSG_REGLAGES_COMPTA_INVALIDES,
    "Les réglages de l'export comptable sont invalides (journaux de 2 caractères, comptes de 8 caractères au plus, comptes de TVA par taux « 20=44571200;10=44571100 », SIREN de 9 chiffres) : vérifiez les réglages.",
  ],
  ["MSG_COMPTA_CLIENT_INVALIDE", liste.MSG_COMPTA_CLIENT_INVALIDE, "Client invalide."],
  ["MSG_COMPTA_TVA_INVALIDE", liste.MSG_COMPTA_TVA_INVALIDE, "Taux de TVA invalide."],
  [
    "MSG_TROP_D_ECRITURES_QUADRA",
    quadra.MSG_TROP_D_ECRITURES_QUADRA,
    "Des écritures de la période portent un numéro au-delà de 99 999 : le fichier Quadra (numéro de pièce de 5 chiffres) ne peut les porter, exportez le FEC.",
  ],
  [
    "msgTraitesDejaRemises([{ idTraite: 1, numEffet: 7, remise: 12 }, { idTraite: 2, numEffet: 31, remise: 12 }])",
    remiseLcr.msgTraitesDejaRemises([
      { idTraite: 1, numEffet: 7, remise: 12 },
      { idTraite: 2, numEffet: 31, remise: 12 },
    ]),
    "Ces traites sont déjà remises à la banque : effet 7 (remise n° 12), effet 31 (remise n° 12). Choisissez exactement les traites d'une remise pour retrouver son fichier, ou seulement des traites non remises.",
  ],
  [
    'msgRemiseEnregistree(7, 12, "1234.50")',
    remiseLcr.msgRemiseEnregistree(7, 12, "1234.50"),
    "Remise n° 7 enregistrée : 12 effets, 1 234,50 €.",
  ],
  [
    'msgRemiseDejaFaite(7, "2026-03-14")',
    remiseLcr.msgRemiseDejaFaite(7, "2026-03-14"),
    "Remise n° 7 déjà faite le 14/03/2026 pour ces traites : voici le même fichier.",
  ],
  ["MSG_REMISE_INTROUVABLE", remiseLcr.MSG_REMISE_INTROUVABLE, "Remise LCR introuvable."],
  ["MSG_VARIABLES_MANQUANTES", traite.MSG_VARIABLES_MANQUANTES, "Il manque les variables suivantes : "],
  [
    'msgVariablesManquantes(["ALPHA", "BRAVO"])',
    traite.msgVariablesManquantes(["ALPHA", "BRAVO"]),
    "Il manque les variables suivantes : ALPHA, BRAVO",
  ],
  [
    "MSG_TRAITE_DATE_CREATION_INVALIDE",
    traite.MSG_TRAITE_DATE_CREATION_INVALIDE,
    "Date de création invalide.",
  ],
  ["MSG_TRAITE_ECHEANCE_INVALIDE", traite.MSG_TRAITE_ECHEANCE_INVALIDE, "Échéance invalide."],
  [
    "MSG_TRAITE_ECHEANCE_AVANT_CREATION",
    traite.MSG_TRAITE_ECHEANCE_AVANT_CREATION,
    "L'échéance ne peut pas précéder la date de création.",
  ],
  [
    "MSG_TRAITE_MONTANT_INVALIDE",
    traite.MSG_TRAITE_MONTANT_INVALIDE,
    "Le total TTC doit être un montant positif (2 décimales au plus).",
  ],
  [
    "MSG_TRAITE_NUM_EFFET_INVALIDE",
    traite.MSG_TRAITE_NUM_EFFET_INVALIDE,
    "Le N° d'effet doit être un nombre entier positif.",
  ],
  [
    "MSG_TRAITE_NB_DECOUPE_INVALIDE",
    traite.MSG_TRAITE_NB_DECOUPE_INVALIDE,
    "Le nombre de découpes doit être un entier de 1 à 12.",
  ],
  [
    "MSG_TRAITE_MONTANT_TROP_FAIBLE",
    traite.MSG_TRAITE_MONTANT_TROP_FAIBLE,
    "Le total TTC est trop faible pour autant d'échéances.",
  ],
  ["MSG_TRAITE_CLIENT_INCONNU", traite.MSG_TRAITE_CLIENT_INCONNU, "Client introuvable."],
  ["MSG_TRAITE_INTROUVABLE", traite.MSG_TRAITE_INTROUVABLE, "Traite introuvable."],
  ["MSG_TRAITE_BANQUE_INCONNUE", traite.MSG_TRAITE_BANQUE_INCONNUE, "Banque introuvable."],
  ["MSG_TRAITE_FOURNISSEUR_INCONNU", traite.MSG_TRAITE_FOURNISSEUR_INCONNU, "Fournisseur introuvable."],
  ["MSG_CODE_BANQUE_INVALIDE", traite.MSG_CODE_BANQUE_INVALIDE, "Le code banque comporte 5 chiffres."],
  ["MSG_CODE_GUICHET_INVALIDE", traite.MSG_CODE_GUICHET_INVALIDE, "Le code guichet comporte 5 chiffres."],
  [
    "MSG_NUM_COMPTE_INVALIDE",
    traite.MSG_NUM_COMPTE_INVALIDE,
    "Le numéro de compte comporte 11 chiffres ou lettres au plus.",
  ],
  ["MSG_CLE_RIB_INVALIDE", traite.MSG_CLE_RIB_INVALIDE, "La clé RIB comporte 2 chiffres."],
  ["msgNumEffetUtilise(7)", traite.msgNumEffetUtilise(7), "Le N° d'effet 7 est déjà utilisé."],
  ["msgTraiteCreee(7)", traite.msgTraiteCreee(7), "Traite créée : effet n° 7"],
  ["MSG_TRAITES_CLIENT_INVALIDE", traitesListe.MSG_TRAITES_CLIENT_INVALIDE, "Client invalide."],
  ['msgFichierTelecharge("FEC.txt")', liste.msgFichierTelecharge("FEC.txt"), "Fichier FEC.txt téléchargé."],
  ["MSG_TRAITE_FACTURE_INVALIDE", traiteFactures.MSG_TRAITE_FACTURE_INVALIDE, "Facture réglée invalide."],
  [
    "MSG_RECHERCHE_FACTURE_TRAITE",
    traiteFactures.MSG_RECHERCHE_FACTURE_TRAITE,
    "Tapez le début de l'identifiant de la facture (F… ou FX…).",
  ],
  [
    "MSG_TRAITE_TROP_DE_FACTURES",
    traiteFactures.MSG_TRAITE_TROP_DE_FACTURES,
    "Une traite règle 100 factures au plus.",
  ],
  [
    "msgTraiteFactureIntrouvable(7)",
    traiteFactures.msgTraiteFactureIntrouvable("standard", 7),
    "Facture n° F7 introuvable.",
  ],
  [
    "msgTraiteFactureAutreClient(7)",
    traiteFactures.msgTraiteFactureAutreClient("alternatif", 7),
    "La facture n° FX7 n'est pas une facture du client de la traite.",
  ],
  [
    "msgTraiteFactureDejaReglee(7, 1502)",
    traiteFactures.msgTraiteFactureDejaReglee("standard", 7, 1502),
    "La facture n° F7 est déjà réglée par l'effet n° 1502.",
  ],
];

describe("compta: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [cfonbLcr, ecriture, liste, quadra, remiseLcr, traite, traiteFactures, traitesListe].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
