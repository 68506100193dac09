import type { BulkTable, NewTable } from "./bulk.ts";

/**
 * Invoicing: the invoices of both channels and their lines, credit notes and the invoices they cite,
 * client and supplier bills of exchange.
 */
export function tablesFacturation(
  t: NewTable,
  { client, fournisseur, banque, of }: Record<"client" | "fournisseur" | "banque" | "of", BulkTable>,
) {
  // Both channels' invoices have the same header columns.
  const enTete: Array<[string, string]> = [
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
  ];
  const facture = t("facture", enTete, [client]);
  const factureExtensia = t("facture_extensia", enTete, [client]);
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
  return {
    facture,
    factureExtensia,
    constituantFact,
    constituantFactExtensia,
    avoir,
    avoirFacture,
    traite,
    traiteFournisseur,
  };
}
