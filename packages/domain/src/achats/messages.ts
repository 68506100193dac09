/** The French messages of the supplier invoices (issue 30 point 4). */
export const MSG_FACTURE_FOURNISSEUR_INTROUVABLE = "Facture fournisseur introuvable.";
export const MSG_MOTIF_INVALIDE = "Choisissez un motif admis pour cette décision.";
export const MSG_COMMENTAIRE_REQUIS = "Un litige demande un commentaire.";
export const MSG_FACTURE_INVALIDE_APPROBATION =
  "Cette facture ne respecte pas la norme EN 16931 : elle ne peut être que contestée ou refusée.";
export const msgDecisionImpossible = (statut: string, decision: string) =>
  `Une facture « ${statut} » ne peut pas passer à « ${decision} ».`;

/** Why a received file could not be read at all (it is kept, shown invalid with this rule). */
export const msgFichierTropGros = (maxOctets: number) =>
  `Fichier trop volumineux (plus de ${Math.round(maxOctets / 1_000_000)} Mo).`;
export const MSG_XML_ILLISIBLE = "Le fichier n'est pas un XML lisible.";
export const MSG_XML_ENTITES = "Le fichier déclare un DOCTYPE ou des entités : refusé.";
export const MSG_PDF_SANS_XML = "Le PDF ne contient pas de facture XML (factur-x.xml) jointe.";
export const MSG_PDF_ILLISIBLE = "Le PDF est illisible.";
export const msgSyntaxeInconnue = (racine: string) =>
  `Syntaxe inconnue : l'élément racine « ${racine} » n'est ni une facture CII ni une facture UBL.`;
export const MSG_DECISION_INVALIDE = "Décision invalide.";
export const MSG_COMMENTAIRE_TROP_LONG = "Commentaire trop long (500 caractères au plus).";
export const MSG_COMMENTAIRE_INVALIDE = "Commentaire invalide.";
export const MSG_STATUT_ACHAT_INVALIDE = "Statut invalide.";
export const MSG_FILTRE_VALIDE_INVALIDE = "Filtre EN 16931 invalide.";
export const MSG_FILTRE_SIREN_INVALIDE = "Le SIREN du fournisseur a 9 chiffres.";
/** The one message after a decision on a received invoice: its number and the status it now has. */
export const msgDecisionEnregistree = (numero: string | null, statut: string) =>
  `Facture ${numero ?? "sans numéro"} : ${statut}.`;
