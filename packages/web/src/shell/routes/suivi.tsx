import type { AppRoute } from "../menu.ts";
import { page } from "./page.ts";

/** The screens of the menu group « Suivi », in menu order. */
export const ROUTES_SUIVI: readonly AppRoute[] = [
  {
    path: "/filter",
    label: "Suivi des OF",
    group: "Suivi",
    description: "Répartition des OF par statut, reste à livrer, OF en cours, livrés et Extensia.",
    element: page(() => import("../../of/FilterPage.tsx"), "FilterPage"),
  },
  {
    path: "/suivi_prod",
    label: "Suivi atelier",
    group: "Suivi",
    description: "Envois et retours joaillier et serti, recherche d'OF, finalisation.",
    element: page(() => import("../../atelier/SuiviProdPage.tsx"), "SuiviProdPage"),
  },
  {
    path: "/suivi_connection",
    label: "Suivi des connexions",
    group: "Suivi",
    // Other users' activity: the direction only (README), like the analyses it is served with.
    roles: [1],
    description: "Connexions par utilisateur et produits consultés.",
    element: page(() => import("../../analyse/SuiviConnexionPage.tsx"), "SuiviConnexionPage"),
  },
];
