import { describe, expect, it } from "vitest";
import * as boiteOr from "./boite-or.ts";
import * as emplacement from "./emplacement.ts";
import * as finalisation from "./finalisation.ts";
import * as lignes from "./lignes.ts";
import * as messages from "./messages.ts";
import * as pesee from "./pesee.ts";
import * as productivite from "./productivite.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  ["MSG_POIDS_BOITE_INVALIDE", boiteOr.MSG_POIDS_BOITE_INVALIDE, "Le poids doit être un nombre positif."],
  ["MSG_BOITE_OR_INTROUVABLE", boiteOr.MSG_BOITE_OR_INTROUVABLE, "Ligne de boîte or introuvable."],
  ["MSG_BOITE_OR_AJOUTEE", boiteOr.MSG_BOITE_OR_AJOUTEE, "Boîte or enregistrée."],
  ["MSG_BOITE_OR_SUPPRIMEE", boiteOr.MSG_BOITE_OR_SUPPRIMEE, "Ligne de boîte or supprimée."],
  ["MSG_BOITE_OR_DATE_INVALIDE", boiteOr.MSG_BOITE_OR_DATE_INVALIDE, "Date invalide."],
  [
    "msgBoiteOrDejaPesee(7)",
    boiteOr.msgBoiteOrDejaPesee(7),
    "Ligne déjà soldée par la pesée n° 7 : suppression impossible.",
  ],
  [
    'msgOfAilleurs("ALPHA", "2026-03-14")',
    emplacement.msgOfAilleurs("ALPHA", "2026-03-14"),
    "L'OF est encore chez ALPHA depuis le 14/03/2026. Envoyer quand même ?",
  ],
  ["MSG_EMPLACEMENT_FACTURE", emplacement.MSG_EMPLACEMENT_FACTURE, "Facturé"],
  ["MSG_EMPLACEMENT_BUREAU", emplacement.MSG_EMPLACEMENT_BUREAU, "Au bureau"],
  ["MSG_ECRAN_FINALISATION", finalisation.MSG_ECRAN_FINALISATION, "Écran de finalisation inconnu."],
  ["msgOfFinalise(7)", finalisation.msgOfFinalise(7), "OF 7 finalisé"],
  [
    'msgLigneDejaPesee(7, "retour")',
    lignes.msgLigneDejaPesee(7, "retour"),
    "Ligne déjà soldée par la pesée n° 7 : retour impossible.",
  ],
  ["MSG_NUM_OF_OBLIGATOIRE", messages.MSG_NUM_OF_OBLIGATOIRE, "N° OF obligatoire."],
  ["MSG_JOAILLIER_OBLIGATOIRE", messages.MSG_JOAILLIER_OBLIGATOIRE, "Joaillier obligatoire."],
  ["MSG_SERTISSEUR_OBLIGATOIRE", messages.MSG_SERTISSEUR_OBLIGATOIRE, "Sertisseur obligatoire."],
  ["MSG_POIDS_VALIDE", messages.MSG_POIDS_VALIDE, "Poids valide obligatoire."],
  ["MSG_POIDS_RENDU_VALIDE", messages.MSG_POIDS_RENDU_VALIDE, "Poids Rendu valide obligatoire."],
  ["MSG_TEMPS_VALIDE", messages.MSG_TEMPS_VALIDE, "Temps valide obligatoire."],
  ["MSG_PRIX_VALIDE", messages.MSG_PRIX_VALIDE, "Prix valide obligatoire."],
  [
    "MSG_ATELIER_NOMBRE_POSITIF",
    messages.MSG_ATELIER_NOMBRE_POSITIF,
    "Le poids rendu doit être un nombre positif.",
  ],
  ["MSG_POIDS_NOMBRE", messages.MSG_POIDS_NOMBRE, "Le poids doit être un nombre."],
  ["MSG_OF_DEJA_PRESENT", messages.MSG_OF_DEJA_PRESENT, "OF déjà présent"],
  ["MSG_PRET_FINALISATION", messages.MSG_PRET_FINALISATION, "Pret Pour Finalisation"],
  ["MSG_OF_DEJA_FINALISE", messages.MSG_OF_DEJA_FINALISE, "Of Déja Finalisé"],
  [
    "MSG_PESEE_IMPOSSIBLE",
    messages.MSG_PESEE_IMPOSSIBLE,
    "Pesée impossible car Of(s) en cours ou déjà effectuée",
  ],
  ["MSG_CONFIRM_SUPPRESSION", messages.MSG_CONFIRM_SUPPRESSION, "Voulez vous supprimer ?"],
  ["MSG_LIGNE_INTROUVABLE", messages.MSG_LIGNE_INTROUVABLE, "Ligne introuvable."],
  ["MSG_LIGNE_DEJA_RENDUE", messages.MSG_LIGNE_DEJA_RENDUE, "Cette ligne est déjà rendue."],
  ["MSG_LIGNE_NON_RENDUE", messages.MSG_LIGNE_NON_RENDUE, "Cette ligne n'est pas rendue."],
  ["MSG_OUVRIER_INACTIF", messages.MSG_OUVRIER_INACTIF, "Cet ouvrier n'est plus actif."],
  ["MSG_OUVRIER_INTROUVABLE", messages.MSG_OUVRIER_INTROUVABLE, "Ouvrier introuvable."],
  ["MSG_AUCUNE_LIGNE_EN_COURS", messages.MSG_AUCUNE_LIGNE_EN_COURS, "Aucune ligne en cours pour cet OF."],
  ["MSG_LIGNE_MODIFIEE", messages.MSG_LIGNE_MODIFIEE, "Ligne modifiée."],
  ["MSG_LIGNE_SUPPRIMEE", messages.MSG_LIGNE_SUPPRIMEE, "Ligne supprimée."],
  ["MSG_RETOUR_ANNULE", messages.MSG_RETOUR_ANNULE, "Retour annulé : la ligne est de nouveau en cours."],
  ['msgOfEnvoye(7, "ALPHA")', messages.msgOfEnvoye(7, "ALPHA"), "OF 7 envoyé à ALPHA."],
  ['msgOfRetourne(7, "ALPHA")', messages.msgOfRetourne(7, "ALPHA"), "OF 7 retourné par ALPHA."],
  ["MSG_UN_POIDS_OBLIGATOIRE", messages.MSG_UN_POIDS_OBLIGATOIRE, "Renseignez au moins un des deux poids."],
  [
    "msgLignesNonRendues(7, 12)",
    messages.msgLignesNonRendues(7, 12),
    "7 ligne(s) joaillier non rendue(s), 12 ligne(s) serti non rendue(s) : finalisation impossible.",
  ],
  ["MSG_JOAILLIER_INTROUVABLE", pesee.MSG_JOAILLIER_INTROUVABLE, "Joaillier introuvable."],
  ['msgPeseeEffectuee(7, "ALPHA")', pesee.msgPeseeEffectuee(7, "ALPHA"), "Pesée n° 7 effectuée pour ALPHA."],
  ["MSG_PERIODE_INVALIDE", productivite.MSG_PERIODE_INVALIDE, "Période invalide."],
  ["MSG_DATE_PERIODE_INVALIDE", productivite.MSG_DATE_PERIODE_INVALIDE, "Date de la période invalide."],
];

describe("atelier: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [boiteOr, emplacement, finalisation, lignes, messages, pesee, productivite].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
