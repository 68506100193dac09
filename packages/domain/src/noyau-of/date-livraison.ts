/** The OF's delivery date refused (spec 01 section 3): the OF edit, the planning and the workshop load say it alike. */
export const MSG_DATE_LIVRAISON_INVALIDE = "La date de livraison est invalide.";
