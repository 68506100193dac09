import type { BulkTable, NewTable } from "./bulk.ts";

/**
 * The catalogue: images, stones and their prices, empty mounts (centre_vide), models (centre) with their
 * stones, products.
 */
export function tablesCatalogue(t: NewTable, { fournisseur }: Record<"fournisseur", BulkTable>) {
  const image = t("image", [
    ["id_image", "int"],
    ["nom", "text"],
    ["taille_origine", "int"],
    ["taille", "int"],
    ["largeur", "int"],
    ["hauteur", "int"],
    ["date_upload", "timestamptz"],
  ]);
  const pierre = t("pierre", [
    ["id_pier", "int"],
    ["type_pier", "int"],
    ["forme", "int"],
    ["color", "int"],
    ["typ_dim", "smallint"],
    ["dim1", "numeric"],
    ["dim2", "numeric"],
    ["dim3", "numeric"],
    ["poids", "numeric"],
    ["description", "text"],
    ["coeff", "numeric"],
  ]);
  const tarifs = t(
    "tarifs",
    [
      ["id_tarif", "int"],
      ["id_pier", "int"],
      ["id_qual", "int"],
      ["id_four", "int"],
      ["euro", "numeric"],
      ["dollar", "numeric"],
    ],
    [pierre, fournisseur],
  );
  const centreVide = t(
    "centre_vide",
    [
      ["id_cv", "int"],
      ["ref", "text"],
      ["facon", "numeric"],
      ["facon_fonte", "numeric"],
      ["poids_metal", "numeric"],
      ["type_prod", "int"],
      ["serti_min", "numeric"],
      ["prenom_ligne", "text"],
      ["nom_ligne", "text"],
      ["wordpress", "smallint"],
      ["image", "text"],
    ],
    [image],
  );
  const centre = t(
    "centre",
    [
      ["id_centre", "int"],
      ["ref", "text"],
      ["description", "text"],
      ["plus_mo", "numeric"],
      ["plus_fonte", "numeric"],
      ["plus_poids", "numeric"],
      ["plus_serti", "numeric"],
      ["prix_divers", "numeric"],
      ["temps_3d", "numeric"],
      ["id_cv", "int"],
      ["img_centre", "text"],
    ],
    [centreVide, image],
  );
  const centrePierres = t(
    "centre_pierres",
    [
      ["id", "int"],
      ["id_centre", "int"],
      ["id_pierre", "int"],
      ["id_qual", "int"],
      ["qte", "int"],
      ["pds_r", "numeric"],
      ["centre", "smallint"],
    ],
    [centre, pierre],
  );
  const produit = t(
    "produit",
    [
      ["id_centre", "int"],
      ["id_tarif_produit", "int"],
      ["id_stade", "int"],
      ["poids", "numeric"],
    ],
    [centre],
  );
  return { image, pierre, tarifs, centreVide, centre, centrePierres, produit };
}
