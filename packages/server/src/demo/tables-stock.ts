import type { BulkTable, NewTable } from "./bulk.ts";

/**
 * Stock: the stone lots received and what the OFs took of them, the trays of finished pieces, the history
 * of pieces entrusted to clients (new_historique_conf).
 */
export function tablesStock(
  t: NewTable,
  { client, pierre, fournisseur, of }: Record<"client" | "pierre" | "fournisseur" | "of", BulkTable>,
) {
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
  return { pierresRecues, opStock, plateau, newStockProd, newHistoriqueConf };
}
