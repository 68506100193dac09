import type { Executor } from "../db/tx.ts";
import { BulkTable } from "./bulk.ts";

/**
 * The bulk writers of every demo table, with their columns in the order the area files pass the values,
 * and their parents (flushed first, so foreign keys find their rows).
 */
export function demoTables(ex: Executor, batch: number) {
  const t = (name: string, cols: Array<[string, string]>, parents: BulkTable[] = []) =>
    new BulkTable(ex, name, cols, parents, batch);

  const client = t("client", [
    ["id", "int"],
    ["label", "text"],
    ["id_parent", "int"],
    ["nom_agence", "text"],
    ["adresse", "text"],
    ["cp", "text"],
    ["ville", "text"],
    ["actif", "boolean"],
  ]);
  const fournisseur = t("fournisseur", [
    ["four_id", "int"],
    ["raison_soc", "text"],
    ["type_four", "int"],
    ["actif", "smallint"],
    ["perte", "numeric"],
    ["adresse", "text"],
    ["cp", "text"],
    ["ville", "text"],
    ["pays", "text"],
  ]);
  const banque = t("banque", [
    ["id_banque", "int"],
    ["nom", "text"],
    ["code_banque", "text"],
    ["code_guichet", "text"],
    ["num_compte", "text"],
    ["cle_rib", "text"],
    ["ville", "text"],
  ]);
  const joaillier = t("joaillier", [
    ["id", "int"],
    ["label", "text"],
    ["actif", "smallint"],
    ["avatar", "text"],
  ]);
  const sertisseur = t("sertisseur", [
    ["id", "int"],
    ["label", "text"],
    ["actif", "smallint"],
    ["avatar", "text"],
  ]);
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
  const of = t(
    "of",
    [
      ["num_sachet", "int"],
      ["idp", "int"],
      ["id_bijouterie", "int"],
      ["statut", "int"],
      ["id_stade", "int"],
      ["typ_transp", "int"],
      ["type_metal", "int"],
      ["typ_com", "smallint"],
      ["id_type_commande", "int"],
      ["id_user", "int"],
      ["date_crea", "date"],
      ["date_livr", "date"],
      ["date_l_imp", "smallint"],
      ["tournee", "smallint"],
      ["devis", "smallint"],
      ["facon", "smallint"],
      ["pierres_clt", "smallint"],
      ["signe", "smallint"],
      ["grave", "smallint"],
      ["labo", "smallint"],
      ["dim", "text"],
      ["poids", "numeric"],
      ["poids_confie", "numeric"],
      ["notes_confie", "text"],
      ["notes", "text"],
      ["information", "text"],
      ["ref_clt", "text"],
      ["ref1", "text"],
      ["label_produit", "text"],
      ["prix_fact", "numeric"],
      ["prix_r", "numeric"],
      ["reaco", "numeric"],
      ["remise", "numeric"],
      ["echeance", "int"],
      ["date_paiement", "date"],
      ["photo_of", "text"],
      ["image", "text"],
      ["ref", "text"],
      ["ref_cv", "text"],
      ["nom_agence", "text"],
      ["nom_ligne", "text"],
      ["prenom_ligne", "text"],
      ["taux_tva", "numeric"],
      ["adresse", "text"],
      ["cp", "text"],
      ["ville", "text"],
    ],
    [produit, client],
  );
  const pesee = t(
    "pesee",
    [
      ["num_pesee", "int"],
      ["id_ouvr", "int"],
      ["date", "date"],
    ],
    [joaillier],
  );
  const ouvrier = t(
    "ouvrier",
    [
      ["id_ligne", "int"],
      ["n_sachet", "int"],
      ["id_ouvrier", "int"],
      ["date_envoi", "date"],
      ["poids_d", "numeric"],
      ["poids_r", "numeric"],
      ["temps", "numeric"],
      ["rendu", "smallint"],
      ["date_retour", "date"],
      ["num_pesee", "int"],
    ],
    [of, joaillier, pesee],
  );
  const serti = t(
    "serti",
    [
      ["id_sert", "int"],
      ["of_serto", "int"],
      ["id_serto", "int"],
      ["date_e", "date"],
      ["pds_d", "numeric"],
      ["pds_r", "numeric"],
      ["prix", "numeric"],
      ["rendu_serti", "smallint"],
      ["date_r", "date"],
    ],
    [of, sertisseur],
  );
  const boiteOr = t(
    "boite_or",
    [
      ["id_boite", "int"],
      ["id_ouvr", "int"],
      ["done_ouvr", "numeric"],
      ["rendu_ouvr", "numeric"],
      ["date", "date"],
      ["label", "text"],
      ["num_pesee", "int"],
    ],
    [joaillier, pesee],
  );
  const pierresRecues = t(
    "pierres_recues",
    [
      ["id_conf", "int"],
      ["no_confie", "text"],
      ["date_reception", "date"],
      ["id_four", "int"],
      ["id_pier", "int"],
      ["id_qual", "int"],
      ["euro", "numeric"],
      ["dollar", "numeric"],
      ["cours_eur_doll", "numeric"],
      ["poids", "numeric"],
      ["certificat", "text"],
      ["lg", "smallint"],
      ["pieces", "int"],
    ],
    [pierre, fournisseur],
  );
  const opStock = t(
    "op_stock",
    [
      ["id_op", "int"],
      ["date_op", "date"],
      ["poids_sortant", "numeric"],
      ["of", "int"],
      ["id_stock", "int"],
      ["pieces", "int"],
    ],
    [of, pierresRecues],
  );
  const facture = t(
    "facture",
    [
      ["id_fact", "int"],
      ["id_bijouterie", "int"],
      ["date_fact", "date"],
      ["echeance", "int"],
      ["date_echeance", "date"],
      ["date_paiement", "date"],
      ["port", "numeric"],
      ["taux_tva", "numeric"],
      ["cours_fixe", "numeric"],
      ["cours_courant", "numeric"],
      ["client", "text"],
      ["adresse", "text"],
      ["cp", "text"],
      ["ville", "text"],
      ["siren", "text"],
      ["num_tva", "text"],
    ],
    [client],
  );
  const factureExtensia = t(
    "facture_extensia",
    [
      ["id_fact", "int"],
      ["id_bijouterie", "int"],
      ["date_fact", "date"],
      ["echeance", "int"],
      ["date_echeance", "date"],
      ["date_paiement", "date"],
      ["port", "numeric"],
      ["taux_tva", "numeric"],
      ["cours_fixe", "numeric"],
      ["cours_courant", "numeric"],
      ["client", "text"],
      ["adresse", "text"],
      ["cp", "text"],
      ["ville", "text"],
      ["siren", "text"],
      ["num_tva", "text"],
    ],
    [client],
  );
  const constituantFact = t(
    "constituant_fact",
    [
      ["id", "int"],
      ["fact", "int"],
      ["of", "int"],
      ["designation", "text"],
      ["commentaire", "text"],
      ["prix_u_ht", "numeric"],
      ["reaco", "numeric"],
      ["rem", "numeric"],
      ["totht", "numeric"],
      ["poids_u", "numeric"],
      ["ref", "text"],
      ["ref_clt", "text"],
      ["of_reservation", "int"],
    ],
    [facture, of],
  );
  const constituantFactExtensia = t(
    "constituant_fact_extensia",
    [
      ["id", "int"],
      ["fact", "int"],
      ["of", "int"],
      ["prix", "numeric"],
      ["description", "text"],
      ["poids", "numeric"],
      ["prenom", "text"],
      ["ref", "text"],
      ["ref_clt", "text"],
    ],
    [factureExtensia, of],
  );
  const avoir = t(
    "avoir",
    [
      ["id_avoir", "int"],
      ["id_clt", "int"],
      ["date", "date"],
      ["ref", "text"],
      ["description", "text"],
      ["tot_ht", "numeric"],
      ["id_fact", "int"],
    ],
    [client, facture],
  );
  // The invoices each credit note cites (migration 0029).
  const avoirFacture = t(
    "avoir_facture",
    [
      ["id_avoir", "int"],
      ["id_fact", "int"],
    ],
    [avoir, facture],
  );
  const traite = t(
    "traite",
    [
      ["id_traite", "int"],
      ["id_bijouterie", "int"],
      ["date_creation", "date"],
      ["date_echeance", "date"],
      ["total_ttc", "numeric"],
      ["num_effet", "int"],
      ["nb_decoupe", "smallint"],
    ],
    [client],
  );
  const traiteFournisseur = t(
    "traite_fournisseur",
    [
      ["id_traite", "int"],
      ["four_id", "int"],
      ["id_banque", "int"],
      ["date_creation", "date"],
      ["date_echeance", "date"],
      ["total_ttc", "numeric"],
      ["num_effet", "text"],
      ["nb_decoupe", "smallint"],
      ["banque_nom", "text"],
      ["code_banque", "text"],
      ["code_guichet", "text"],
      ["num_compte", "text"],
      ["cle_rib", "text"],
      ["ville", "text"],
      ["fournisseur_compte", "text"],
      ["fournisseur_nom", "text"],
    ],
    [fournisseur, banque],
  );
  const plateau = t("plateau", [
    ["id_plateau", "int"],
    ["label", "text"],
    ["description", "text"],
    ["actif", "smallint"],
  ]);
  const newStockProd = t(
    "new_stock_prod",
    [
      ["of", "int"],
      ["plateau", "int"],
      ["date_entree", "date"],
    ],
    [of, plateau],
  );
  const newHistoriqueConf = t(
    "new_historique_conf",
    [
      ["id", "int"],
      ["of", "int"],
      ["id_bijouterie", "int"],
      ["description", "text"],
      ["id_stade", "int"],
      ["type_metal", "int"],
      ["ladim", "text"],
      ["poids", "numeric"],
      ["leprix", "numeric"],
      ["date_entree", "date"],
      ["date_sortie", "date"],
    ],
    [of, client],
  );
  const ledger: Array<[string, string]> = [
    ["date_mouvement", "date"],
    ["designation", "text"],
    ["metal_id", "int"],
    ["entree_or_fin", "numeric"],
    ["sortie_or_750", "numeric"],
    ["sortie_or_fin", "numeric"],
    ["perte", "numeric"],
  ];
  const mouvementClal = t("mouvement_clal", [["id", "int"], ...ledger]);
  const mouvementMetal = t(
    "mouvement_metal",
    [["id", "int"], ["fournisseur_id", "int"], ["client_id", "int"], ...ledger],
    [fournisseur, client],
  );
  const receptionMetal = t(
    "reception_metal",
    [
      ["id", "int"],
      ["id_client", "int"],
      ["poids", "numeric"],
      ["date", "date"],
    ],
    [client],
  );

  const coursOr = t("cours_or", [
    ["jour", "date"],
    ["prix_gramme", "numeric"],
    ["source", "text"],
  ]);

  const all = {
    client,
    fournisseur,
    banque,
    joaillier,
    sertisseur,
    image,
    pierre,
    tarifs,
    centreVide,
    centre,
    centrePierres,
    produit,
    of,
    pesee,
    ouvrier,
    serti,
    boiteOr,
    pierresRecues,
    opStock,
    facture,
    factureExtensia,
    constituantFact,
    constituantFactExtensia,
    avoir,
    avoirFacture,
    traite,
    traiteFournisseur,
    plateau,
    newStockProd,
    newHistoriqueConf,
    mouvementClal,
    mouvementMetal,
    receptionMetal,
    coursOr,
  };
  return { ...all, list: Object.values(all) };
}

export type DemoTables = ReturnType<typeof demoTables>;

/**
 * The business tables the demo fills, children first (TRUNCATE order of --force; the serial sequences
 * reset after a load). Reference tables loaded by the migrations are not here.
 */
export const DEMO_TABLES: ReadonlyArray<readonly [table: string, serialColumn: string | null]> = [
  ["ecriture_numero", null],
  ["remise_lcr_traite", null],
  ["remise_lcr", null],
  ["new_historique_conf", "id"],
  ["new_stock_prod", null],
  ["plateau", "id_plateau"],
  ["constituant_fact_extensia", "id"],
  ["constituant_fact", "id"],
  ["facture_extensia", "id_fact"],
  ["facture", "id_fact"],
  ["avoir_facture", null],
  ["avoir", "id_avoir"],
  ["traite", "id_traite"],
  ["traite_fournisseur", "id_traite"],
  ["banque", "id_banque"],
  ["op_stock", "id_op"],
  ["pierre_retour", "id_retour"],
  ["pierres_recues", "id_conf"],
  ["ouvrier", "id_ligne"],
  ["serti", "id_sert"],
  ["boite_or", "id_boite"],
  ["pesee", "num_pesee"],
  ["joaillier", "id"],
  ["sertisseur", "id"],
  ["of", "num_sachet"],
  ["produit", null],
  ["centre_pierres", "id"],
  ["centre", "id_centre"],
  ["centre_vide", "id_cv"],
  ["image", "id_image"],
  ["tarifs", "id_tarif"],
  ["pierre", "id_pier"],
  ["mouvement_clal", "id"],
  ["mouvement_metal", "id"],
  ["reception_metal", "id"],
  ["cours_or", null],
  ["fournisseur", "four_id"],
  ["log_consultation_produit", "id"],
  ["log_connexion", "id"],
  ["session", null],
  ["utilisateur", "id_user"],
  ["audit", "id"],
  ["client", "id"],
];
