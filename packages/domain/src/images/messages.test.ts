import { describe, expect, it } from "vitest";
import * as affectation from "./affectation.ts";
import * as messages from "./messages.ts";
import * as svg from "./svg.ts";
import * as wp from "./wp.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  ["MSG_RECHERCHE_COURTE", affectation.MSG_RECHERCHE_COURTE, "Saisissez au moins 2 caractères."],
  ["MSG_IMAGE_REFUSEE", messages.MSG_IMAGE_REFUSEE, "Fichier refusé : ce n'est pas une image."],
  [
    "MSG_IMAGE_FORMAT",
    messages.MSG_IMAGE_FORMAT,
    "Format non pris en charge : JPEG, PNG ou WebP uniquement.",
  ],
  [
    "MSG_IMAGE_TROP_LOURDE",
    messages.MSG_IMAGE_TROP_LOURDE,
    "Fichier trop volumineux : 40 Mo maximum avant compression.",
  ],
  [
    "MSG_IMAGE_COMPRESSION",
    messages.MSG_IMAGE_COMPRESSION,
    "Compression impossible sous 1 Mo : image ignorée.",
  ],
  ["MSG_IMAGE_FICHIER_ABSENT", messages.MSG_IMAGE_FICHIER_ABSENT, "Aucun fichier reçu."],
  [
    "MSG_IMAGE_ENVOI_ILLISIBLE",
    messages.MSG_IMAGE_ENVOI_ILLISIBLE,
    "Envoi illisible : le fichier n'a pas été reçu correctement (formulaire mal formé), renvoyez-le.",
  ],
  ["MSG_IMAGE_NOM_INVALIDE", messages.MSG_IMAGE_NOM_INVALIDE, "Nom d'image invalide."],
  ["MSG_IMAGE_NOM_VIDE", messages.MSG_IMAGE_NOM_VIDE, "Le nom de l'image est obligatoire."],
  ["MSG_IMAGE_EXTENSION", messages.MSG_IMAGE_EXTENSION, "L'extension doit rester {ext}."],
  [
    "MSG_IMAGE_EXISTE",
    messages.MSG_IMAGE_EXISTE,
    "Une image porte déjà ce nom : renommez-la avant de l'envoyer.",
  ],
  ["MSG_IMAGE_INTROUVABLE", messages.MSG_IMAGE_INTROUVABLE, "Image introuvable."],
  ["MSG_IMAGE_SANS_FICHIER", messages.MSG_IMAGE_SANS_FICHIER, "Fichier de l'image absent du serveur."],
  ["MSG_MINIATURE_TAILLE", messages.MSG_MINIATURE_TAILLE, "Taille de miniature invalide : 60, 100 ou 150."],
  [
    "MSG_IMAGE_PRODUIT_INTROUVABLE",
    messages.MSG_IMAGE_PRODUIT_INTROUVABLE,
    "Produit introuvable : la liste a changé, relancez la recherche.",
  ],
  ["MSG_AUCUN_PRODUIT", messages.MSG_AUCUN_PRODUIT, "Choisissez au moins un produit."],
  ["MSG_SVG_TEXTE_OBLIGATOIRE", svg.MSG_SVG_TEXTE_OBLIGATOIRE, "Le texte est obligatoire."],
  ["MSG_SVG_HAUTEUR_OBLIGATOIRE", svg.MSG_SVG_HAUTEUR_OBLIGATOIRE, "La hauteur finale est obligatoire."],
  [
    "MSG_SVG_HAUTEUR_INVALIDE",
    svg.MSG_SVG_HAUTEUR_INVALIDE,
    "La hauteur finale doit être un nombre de millimètres supérieur à 0.",
  ],
  ["MSG_SVG_SANS_CONTOUR", svg.MSG_SVG_SANS_CONTOUR, "Ce texte ne donne aucun tracé avec cette police."],
  ["MSG_WP_ERREUR", wp.MSG_WP_ERREUR, "Une erreur est survenue."],
  ["MSG_WP_EN_COURS", wp.MSG_WP_EN_COURS, "Une synchronisation est déjà en cours."],
  [
    "MSG_WP_NON_CONFIGURE",
    wp.MSG_WP_NON_CONFIGURE,
    "La boutique WooCommerce n'est pas configurée (réglages wpUrl, wpCleClient, wpSecretClient).",
  ],
  ["MSG_WP_ANNULEE", wp.MSG_WP_ANNULEE, "Synchronisation annulée."],
  ["MSG_WP_TERMINEE", wp.MSG_WP_TERMINEE, "Synchronisation terminée."],
  ["MSG_WP_SYNCHRO_INTROUVABLE", wp.MSG_WP_SYNCHRO_INTROUVABLE, "Synchronisation introuvable."],
  ["MSG_WP_PAS_EN_COURS", wp.MSG_WP_PAS_EN_COURS, "Cette synchronisation n'est pas en cours."],
  ['msgImageRenommee("bague.jpg")', messages.msgImageRenommee("bague.jpg"), "Image renommée : bague.jpg"],
  ['msgImageSupprimee("bague.jpg")', messages.msgImageSupprimee("bague.jpg"), "Image supprimée : bague.jpg"],
  [
    "msgEnvoiImages(2, 1)",
    messages.msgEnvoiImages(2, 1),
    "2 images enregistrées, 1 refusée : voir le détail.",
  ],
  ["msgProduitsMisAJour(2)", messages.msgProduitsMisAJour(2), "2 produits mis à jour."],
];

describe("images: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it.each([
    [1, 0, "1 image enregistrée."],
    [3, 0, "3 images enregistrées."],
    [0, 2, "0 image enregistrée, 2 refusées : voir le détail."],
  ])("msgEnvoiImages(%i, %i)", (envoyees, refusees, texte) => {
    expect(messages.msgEnvoiImages(envoyees, refusees)).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [affectation, messages, svg, wp].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
