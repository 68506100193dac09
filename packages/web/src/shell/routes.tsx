import { lazy } from "react";
import type { AppRoute } from "./menu.ts";

/**
 * Where login and a logged-in visit of /login land. Spec 01 section 2 says /produit: switch this to
 * "/produit" when the products screen is registered below.
 */
export const LANDING_PATH = "/";

/**
 * The screens of the application. A screen appears in the router, the menu and the home page when it
 * is added here, and only then: no placeholder screens (a group with no screen is not shown).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: "/cours",
    label: "Cours",
    group: "Administration",
    description: "Taux et cours utilisés par les calculs de prix.",
    element: lazy(() => import("../admin/CoursPage.tsx").then((m) => ({ default: m.CoursPage }))),
  },
  {
    path: "/client",
    label: "Clients",
    group: "Administration",
    description: "Arborescence des clients et adresses.",
    element: lazy(() => import("../admin/ClientPage.tsx").then((m) => ({ default: m.ClientPage }))),
  },
  {
    path: "/analyse_fournisseur",
    label: "Analyse fournisseur",
    group: "Analyse",
    roles: [1],
    description: "Valeur des pierres reçues par fournisseur sur une période.",
    element: lazy(() =>
      import("../analyse/AnalyseFournisseurPage.tsx").then((m) => ({ default: m.AnalyseFournisseurPage })),
    ),
  },
];
