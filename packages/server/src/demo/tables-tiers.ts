import type { NewTable } from "./bulk.ts";

/** The parties: clients (agencies and their parents), suppliers, and the banks bills are drawn on. */
export function tablesTiers(t: NewTable) {
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
  return { client, fournisseur, banque };
}
