import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { ENTREES_PRIX, rechercheProduitsQuery } from "./produit-prix.queries.ts";

/** The demo's centres start at 500 (demo/produits.ts); 510 is a priced piece with stones at both scales. */
const CENTRE_BENCH = 510;

/** /produit: the search as typed (3 and 4 characters) and the breakdown of one product. */
export const PRODUIT_PRIX_BENCH: BenchEntry[] = [
  {
    area: "produits",
    name: "recherche produit « so1 »",
    method: "GET",
    path: "/api/produits/recherche?q=so1",
    sql: toBench(rechercheProduitsQuery("so1")),
  },
  {
    area: "produits",
    name: "recherche produit « so10 » (sélection automatique)",
    method: "GET",
    path: "/api/produits/recherche?q=so10",
    sql: toBench(rechercheProduitsQuery("so10")),
  },
  {
    area: "produits",
    name: "détail du prix d'un produit (journalisé)",
    method: "GET",
    path: `/api/produits/${CENTRE_BENCH}/prix`,
    sql: ENTREES_PRIX.texte({ ids: [CENTRE_BENCH] }),
  },
];
