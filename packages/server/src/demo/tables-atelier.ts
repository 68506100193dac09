import type { BulkTable, NewTable } from "./bulk.ts";

/** The workshop: jewellers and setters, the OFs, their weighings, workshop and setting passes, gold boxes. */
export function tablesAtelier(t: NewTable, { client, produit }: Record<"client" | "produit", BulkTable>) {
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
  return { joaillier, sertisseur, of, pesee, ouvrier, serti, boiteOr };
}
