/** What the rest of the server uses from produits: its routes, product prices, queries and entries for the bench. */

export { CATALOGUE_BENCH } from "./catalogue.bench.ts";
export { catalogueRoutes } from "./catalogue.routes.ts";
export { type PierreProduit, pierresDesProduits } from "./centre-pierres.queries.ts";
export { pierresDevisQuery, produitsDevisQuery } from "./devis.queries.ts";
export { devisRoutes } from "./devis.routes.ts";
export { PRODUIT_PRIX_BENCH } from "./produit-prix.bench.ts";
export { colonnesEntreesPrix, type EntreesPrixJson } from "./produit-prix.queries.ts";
export { produitPrixRoutes } from "./produit-prix.routes.ts";
export { prixDesCentres, prixDesEntrees } from "./produit-prix.service.ts";
export { avecRevalorisation } from "./revalorisation.ts";
