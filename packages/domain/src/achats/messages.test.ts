import { describe, expect, it } from "vitest";
import * as messages from "./messages.ts";

/** Every French message constant of the area written out literally (a new one fails the last test). */
const TABLE: [string, string, string][] = [
  [
    "MSG_FACTURE_FOURNISSEUR_INTROUVABLE",
    messages.MSG_FACTURE_FOURNISSEUR_INTROUVABLE,
    "Facture fournisseur introuvable.",
  ],
  ["MSG_MOTIF_INVALIDE", messages.MSG_MOTIF_INVALIDE, "Choisissez un motif admis pour cette décision."],
  ["MSG_COMMENTAIRE_REQUIS", messages.MSG_COMMENTAIRE_REQUIS, "Un litige demande un commentaire."],
  [
    "MSG_FACTURE_INVALIDE_APPROBATION",
    messages.MSG_FACTURE_INVALIDE_APPROBATION,
    "Cette facture ne respecte pas la norme EN 16931 : elle ne peut être que contestée ou refusée.",
  ],
  [
    "msgDecisionImpossible(Approuvée, Refusée)",
    messages.msgDecisionImpossible("Approuvée", "Refusée"),
    "Une facture « Approuvée » ne peut pas passer à « Refusée ».",
  ],
  [
    "msgFichierTropGros(10000000)",
    messages.msgFichierTropGros(10_000_000),
    "Fichier trop volumineux (plus de 10 Mo).",
  ],
  ["MSG_XML_ILLISIBLE", messages.MSG_XML_ILLISIBLE, "Le fichier n'est pas un XML lisible."],
  ["MSG_XML_ENTITES", messages.MSG_XML_ENTITES, "Le fichier déclare un DOCTYPE ou des entités : refusé."],
  [
    "MSG_PDF_SANS_XML",
    messages.MSG_PDF_SANS_XML,
    "Le PDF ne contient pas de facture XML (factur-x.xml) jointe.",
  ],
  ["MSG_PDF_ILLISIBLE", messages.MSG_PDF_ILLISIBLE, "Le PDF est illisible."],
  [
    "msgSyntaxeInconnue(Order)",
    messages.msgSyntaxeInconnue("Order"),
    "Syntaxe inconnue : l'élément racine « Order » n'est ni une facture CII ni une facture UBL.",
  ],
  ["MSG_DECISION_INVALIDE", messages.MSG_DECISION_INVALIDE, "Décision invalide."],
  [
    "MSG_COMMENTAIRE_TROP_LONG",
    messages.MSG_COMMENTAIRE_TROP_LONG,
    "Commentaire trop long (500 caractères au plus).",
  ],
  ["MSG_COMMENTAIRE_INVALIDE", messages.MSG_COMMENTAIRE_INVALIDE, "Commentaire invalide."],
  ["MSG_STATUT_ACHAT_INVALIDE", messages.MSG_STATUT_ACHAT_INVALIDE, "Statut invalide."],
  ["MSG_FILTRE_VALIDE_INVALIDE", messages.MSG_FILTRE_VALIDE_INVALIDE, "Filtre EN 16931 invalide."],
  ["MSG_FILTRE_SIREN_INVALIDE", messages.MSG_FILTRE_SIREN_INVALIDE, "Le SIREN du fournisseur a 9 chiffres."],
  [
    "msgDecisionEnregistree(FA-2026-017, Approuvée)",
    messages.msgDecisionEnregistree("FA-2026-017", "Approuvée"),
    "Facture FA-2026-017 : Approuvée.",
  ],
];

describe("achats: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("a decision on an invoice without number says so", () => {
    expect(messages.msgDecisionEnregistree(null, "En litige")).toBe("Facture sans numéro : En litige.");
  });

  it("the table holds every message constant of the area", () => {
    const exportes = Object.keys(messages).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k));
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual(exportes.sort());
  });
});
