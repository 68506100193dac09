/**
 * French messages of the image screens. Spec 02 section 8 says the old failures were only logged: these
 * are ours, so that staff see what happened to each file.
 */
export const MSG_IMAGE_REFUSEE = "Fichier refusé : ce n'est pas une image.";
export const MSG_IMAGE_FORMAT = "Format non pris en charge : JPEG, PNG ou WebP uniquement.";
export const MSG_IMAGE_TROP_LOURDE = "Fichier trop volumineux : 40 Mo maximum avant compression.";
export const MSG_IMAGE_COMPRESSION = "Compression impossible sous 1 Mo : image ignorée.";
export const MSG_IMAGE_FICHIER_ABSENT = "Aucun fichier reçu.";
export const MSG_IMAGE_ENVOI_ILLISIBLE =
  "Envoi illisible : le fichier n'a pas été reçu correctement (formulaire mal formé), renvoyez-le.";
export const MSG_IMAGE_NOM_INVALIDE = "Nom d'image invalide.";
export const MSG_IMAGE_NOM_VIDE = "Le nom de l'image est obligatoire.";
export const MSG_IMAGE_EXTENSION = "L'extension doit rester {ext}.";
export const MSG_IMAGE_EXISTE = "Une image porte déjà ce nom : renommez-la avant de l'envoyer.";
export const MSG_IMAGE_INTROUVABLE = "Image introuvable.";
export const MSG_IMAGE_SANS_FICHIER = "Fichier de l'image absent du serveur.";
export const MSG_MINIATURE_TAILLE = "Taille de miniature invalide : 60, 100 ou 150.";
export const MSG_IMAGE_PRODUIT_INTROUVABLE =
  "Produit introuvable : la liste a changé, relancez la recherche.";
export const MSG_AUCUN_PRODUIT = "Choisissez au moins un produit.";

/** Said once after a save or a deletion (issue 27.4), word for word on screen. */
export const msgImageRenommee = (nom: string) => `Image renommée : ${nom}`;
export const msgImageSupprimee = (nom: string) => `Image supprimée : ${nom}`;

/** The summary of an upload: the images saved, and those refused (their reason is on their own row). */
export const msgEnvoiImages = (envoyees: number, refusees: number) => {
  const pluriel = (n: number) => (n > 1 ? "s" : "");
  const texte = `${envoyees} image${pluriel(envoyees)} enregistrée${pluriel(envoyees)}`;
  return refusees === 0 ? `${texte}.` : `${texte}, ${refusees} refusée${pluriel(refusees)} : voir le détail.`;
};

/** Said once an image is assigned to products or taken off them: how many products changed. */
export const msgProduitsMisAJour = (n: number) => `${n} produit${n > 1 ? "s" : ""} mis à jour.`;
