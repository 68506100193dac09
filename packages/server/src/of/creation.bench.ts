import { DEFAULT_SETTINGS } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { verifStockQuery } from "./creation.queries.ts";

// The stock product in the stock metal: the product with the most OFs, the heaviest check.
const idp = DEFAULT_SETTINGS.produitStock;
const typeMetal = DEFAULT_SETTINGS.typeMetalStock;

/** /of: the stock check run before each OF is added and again before Enregistrer. */
export const OF_CREATION_BENCH: BenchEntry[] = [
  {
    area: "of",
    name: "vérification du stock (produit de stock, métal de stock)",
    method: "POST",
    path: "/api/of/verif-stock",
    body: { idp, typeMetal },
    sql: toBench(verifStockQuery(idp, typeMetal)),
  },
];
