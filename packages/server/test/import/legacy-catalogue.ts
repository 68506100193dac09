import type { Insert } from "./legacy-schema.ts";

/** Ids of Écrin's shipped reference lists the old rows point to. */
export interface ListIds {
  stades: number[];
  formes: number[];
  types: number[];
  qualites: number[];
}

/** The workshop's people, suppliers, clients, users and the catalogue of the old system. */
export async function insertPeopleAndCatalogue(
  insert: Insert,
  { stades, formes, types, qualites }: ListIds,
): Promise<void> {
  await insert(
    "joaillier",
    ["id", "label", "actif", "avatar"],
    [
      [1, "Jérôme", 1, ""],
      [2, "Cécile", 1, "cecile.png"],
      [3, "Anaïs (partie)", 0, ""],
    ],
  );
  await insert(
    "sertisseur",
    ["id", "label", "actif", "avatar"],
    [
      [1, "Sertissage Müller", 1, ""],
      [2, "Léa", 1, ""],
    ],
  );
  await insert(
    "fournisseur",
    ["four_id", "raison_soc", "type_four", "actif", "perte"],
    [
      [1, "Diamants d'Anvers", 0, 1, 0],
      [2, "Affinerie Générale", 998, 1, 2.5],
    ],
  );
  await insert(
    "clients",
    ["id", "label", "id_parent", "nom_agence", "adresse", "cp", "ville", "actif"],
    [
      [1, "BIJ1", 0, "Bijouterie Élégance", "3 rue de l'Étoile", "75008", "Paris", 1],
      [2, "BIJ2", 1, "Orfèvrerie Façon Môme", "1 place Süd", "69002", "Lyon", 1],
      [3, "BIJ3", 0, "Ancien client", "", "", "Nîmes", 0],
      [502, "EXT", 0, "EXTENSIA", "9 quai Bérard", "13002", "Marseille", 1],
    ],
  );
  await insert(
    "user",
    ["id_user", "user", "role", "Num_agence"],
    [
      [10, "Hélène", 1, 0],
      [11, "PAUL", 6, 1],
    ],
  );
  // Catalogue: stones and their tariffs, centres vides, centres and their products.
  await insert(
    "pierre",
    ["id_pier", "type_pier", "forme", "color", "typ_dim", "dim1", "dim2", "dim3", "coeff"],
    [
      [1, types[0], formes[0], 0, 0, 1.25, 0, 0, 1.8],
      [2, types[0], formes[1] ?? formes[0], 0, 1, 4, 3, 0, 2],
      [3, types[1] ?? types[0], formes[0], 0, 0, 2.5, 0, 0, 1.5],
    ],
  );
  await insert(
    "tarifs",
    ["id_tarif", "id_pier", "id_qual", "id_four", "euro", "dollar"],
    [
      [1, 1, qualites[0], 1, 1250.5, 1400],
      [2, 2, qualites[0], 0, 800, 0],
      [3, 3, qualites[1] ?? qualites[0], 1, 95.25, 110],
    ],
  );
  const cvCols = ["id_cv", "ref", "facon", "facon_fonte", "poids_metal", "type_prod", "serti_min"];
  await insert(
    "centre_vide",
    [...cvCols, "nom_ligne", "prenom_ligne", "wordpress", "image"],
    [
      [1, "CV-SOL", 90, 2.5, 3.125, 1, 25, "", "Solitaire", 1, "no_pic.jpg"],
      [2, "CV-EXT", 60, 1.5, 2.5, 0, 15, "EXTENSIA", "Étoile", 0, ""],
    ],
  );
  await insert(
    "centre",
    [
      "id_centre",
      "ref",
      "description",
      "plus_mo",
      "plus_fonte",
      "plus_poids",
      "plus_serti",
      "prix_divers",
      "id_cv",
    ],
    [
      [1, "SOL-1", "Solitaire diamant", 30, 0, 250, 40, 0, 1],
      [2, "EXT-1", "Bague Étoile", 15, 0, 125, 20, 5.5, 2],
      [3, "PEN-1", "Pendentif cœur", 20, 0, 0, 0, 0, 0],
    ],
  );
  await insert(
    "produit",
    ["id_centre", "id_tarif_produit", "id_stade", "poids"],
    [
      [1, 1, stades[0], 3125],
      [2, 0, 0, 2500],
      [3, 2, stades[1], 1250.5],
      // A product of a centre the old base no longer has: skipped with the reason.
      [9, 1, 0, 100],
    ],
  );
  await insert(
    "centre_pierres",
    ["id", "id_centre", "id_pierre", "qte", "pds_r", "centre"],
    [
      [1, 1, 1, 1, 0.5, 1],
      [2, 1, 3, 12, 0.24, 0],
      [3, 2, 2, 1, 0.35, 1],
      [4, 3, 3, 6, 0.125, 0],
    ],
  );
}
