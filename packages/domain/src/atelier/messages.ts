/** Spec 02 sections 2.3, 4.2, 4.6 and 5, word for word. */
export const MSG_NUM_OF_OBLIGATOIRE = "N° OF obligatoire.";
export const MSG_JOAILLIER_OBLIGATOIRE = "Joaillier obligatoire.";
export const MSG_SERTISSEUR_OBLIGATOIRE = "Sertisseur obligatoire.";
export const MSG_POIDS_VALIDE = "Poids valide obligatoire.";
export const MSG_POIDS_RENDU_VALIDE = "Poids Rendu valide obligatoire.";
export const MSG_TEMPS_VALIDE = "Temps valide obligatoire.";
export const MSG_PRIX_VALIDE = "Prix valide obligatoire.";
/** Every workshop number must be greater than -1 (spec 02 section 5). */
export const MSG_ATELIER_NOMBRE_POSITIF = "Le poids rendu doit être un nombre positif.";
export const MSG_POIDS_NOMBRE = "Le poids doit être un nombre.";
export const MSG_OF_DEJA_PRESENT = "OF déjà présent";
export const MSG_PRET_FINALISATION = "Pret Pour Finalisation";
export const MSG_OF_DEJA_FINALISE = "Of Déja Finalisé";
export const MSG_PESEE_IMPOSSIBLE = "Pesée impossible car Of(s) en cours ou déjà effectuée";
export const MSG_CONFIRM_SUPPRESSION = "Voulez vous supprimer ?";

/** Not worded by the spec (the old system only logged these). */
export const MSG_LIGNE_INTROUVABLE = "Ligne introuvable.";
export const MSG_LIGNE_DEJA_RENDUE = "Cette ligne est déjà rendue.";
export const MSG_LIGNE_NON_RENDUE = "Cette ligne n'est pas rendue.";
export const MSG_OUVRIER_INACTIF = "Cet ouvrier n'est plus actif.";
export const MSG_OUVRIER_INTROUVABLE = "Ouvrier introuvable.";
export const MSG_AUCUNE_LIGNE_EN_COURS = "Aucune ligne en cours pour cet OF.";
export const MSG_LIGNE_MODIFIEE = "Ligne modifiée.";
export const MSG_LIGNE_SUPPRIMEE = "Ligne supprimée.";
export const MSG_RETOUR_ANNULE = "Retour annulé : la ligne est de nouveau en cours.";
export const msgOfEnvoye = (numSachet: number, ouvrier: string): string =>
  `OF ${numSachet} envoyé à ${ouvrier}.`;
export const msgOfRetourne = (numSachet: number, ouvrier: string): string =>
  `OF ${numSachet} retourné par ${ouvrier}.`;
export const MSG_UN_POIDS_OBLIGATOIRE = "Renseignez au moins un des deux poids.";
export const msgLignesNonRendues = (joaillier: number, serti: number): string =>
  `${[
    joaillier > 0 ? `${joaillier} ligne(s) joaillier non rendue(s)` : null,
    serti > 0 ? `${serti} ligne(s) serti non rendue(s)` : null,
  ]
    .filter(Boolean)
    .join(", ")} : finalisation impossible.`;
