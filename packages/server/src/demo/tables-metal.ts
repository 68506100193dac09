import type { BulkTable, NewTable } from "./bulk.ts";

/** Metal: the CLAL and metal ledgers (same movement columns), metal received from clients, the gold price. */
export function tablesMetal(
  t: NewTable,
  { client, fournisseur }: Record<"client" | "fournisseur", BulkTable>,
) {
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
  return { mouvementClal, mouvementMetal, receptionMetal, coursOr };
}
