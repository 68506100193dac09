/** French messages of the analysis screens, word for word from spec 03 section 8. */
export const MSG_ERREUR_CHARGEMENT_ANALYSE = "Erreur lors du chargement des données.";
