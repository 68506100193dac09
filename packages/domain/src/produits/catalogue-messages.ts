/** French messages of the catalogue screens (spec 02 sections 2.15 to 2.17 and 5), word for word. */
export const MSG_REF_DEJA_EXISTANTE = "Ref deja Existante";
export const MSG_COMBINAISON_DEJA_EXISTANTE = "Combinaison ref et description deja existante";
export const MSG_CONFIRMER_NOUVEAU_PRODUIT = "Voulez-vous creer un nouveau produit ?";
/** Centre creation without ref or description. */
export const MSG_CHAMPS_NECESSAIRES = "Veuillez renseigner tous les champs necessaires";
/** Stone line without centre, stone, quantity or weight (the spec's message carries the star). */
export const MSG_CHAMPS_NECESSAIRES_ETOILE = "Veuillez renseigner tous les champs necessaires *";

// Where the spec is silent.
export const MSG_REF_OBLIGATOIRE = "La ref est obligatoire.";
export const MSG_NOMBRE_POSITIF = "Saisissez un nombre positif ou nul.";
export const MSG_QTE_ENTIER_POSITIF = "La quantité doit être un entier supérieur à 0.";
export const MSG_POIDS_PIERRE_POSITIF = "Le poids doit être un nombre de carats supérieur à 0.";
export const MSG_CENTRE_VIDE_INTROUVABLE = "Centre vide introuvable.";
export const MSG_CENTRE_INTROUVABLE = "Centre introuvable.";
export const MSG_LIGNE_PIERRE_INTROUVABLE = "Ligne de pierre introuvable.";
export const MSG_PIERRE_INTROUVABLE = "Pierre introuvable.";
export const MSG_QUALITE_INTROUVABLE = "Qualité introuvable.";
export const MSG_TYPE_INTROUVABLE = "Type de produit introuvable.";
export const MSG_TARIF_INTROUVABLE = "Type tarif introuvable.";
export const MSG_MODELE_HORS_CENTRE_VIDE = "Le centre modèle doit appartenir au centre vide choisi.";
export const MSG_MAINTENANCE_PERIMEE =
  "Le catalogue a changé depuis l'aperçu : relancez l'aperçu avant d'appliquer.";
export const MSG_MAINTENANCE_RIEN_A_FAIRE = "Rien à modifier : les centres ont déjà ces pierres.";

/** What a maintenance run changes, as a number of each: "2 centres modifiés, 3 lignes supprimées, 1 ligne ajoutée". */
export function resumeMaintenance(totaux: { centres: number; supprimees: number; ajoutees: number }): string {
  const { centres, supprimees, ajoutees } = totaux;
  const s = (n: number) => (n > 1 ? "s" : "");
  return `${centres} centre${s(centres)} modifié${s(centres)}, ${supprimees} ligne${s(supprimees)} supprimée${s(
    supprimees,
  )}, ${ajoutees} ligne${s(ajoutees)} ajoutée${s(ajoutees)}`;
}

/** Said once a maintenance run is applied: its name (LIBELLES_MAINTENANCE) and what it changed. */
export const msgMaintenanceAppliquee = (
  libelle: string,
  totaux: { centres: number; supprimees: number; ajoutees: number },
) => `${libelle} : ${resumeMaintenance(totaux)}`;

/** Said once after a save (issues 27.4, 28.5), word for word on screen. */
export const MSG_CENTRE_ENREGISTRE = "Centre enregistré";
export const MSG_PRODUIT_CREE = "Produit créé";
export const MSG_PIERRE_SUPPRIMEE = "Pierre supprimée";
export const MSG_PIERRE_CENTRE_AJOUTEE = "Pierre ajoutée";
export const MSG_PIERRE_CENTRE_ENREGISTREE = "Pierre enregistrée";
export const MSG_CV_ENREGISTRE = "Centre vide enregistré";
export const MSG_CV_AJOUTE = "Centre vide ajouté";
export const msgPierreRemplacee = (pierre: string) => `Pierre « ${pierre} » remplacée`;
