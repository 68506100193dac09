import type { AppRoute } from "../menu.ts";
import { page } from "./page.ts";

/** The screens of the menu group « Produit », in menu order. */
export const ROUTES_PRODUIT: readonly AppRoute[] = [
  {
    path: "/produit",
    label: "Produits",
    group: "Produit",
    description: "Recherche d'un produit et détail de son prix.",
    element: page(() => import("../../produits/ProduitPage.tsx"), "ProduitPage"),
  },
  {
    path: "/devis",
    label: "Devis",
    group: "Produit",
    description: "Calcul d'un devis : coûts, pierres, prix par tarif, impression.",
    element: page(() => import("../../produits/DevisPage.tsx"), "DevisPage"),
  },
  {
    path: "/produit/cv",
    label: "Centres vides",
    group: "Produit",
    description: "Catalogue des centres vides (montures) : façon, poids, serti, Wordpress.",
    element: page(() => import("../../produits/CvPage.tsx"), "CvPage"),
  },
  {
    path: "/produit/centre",
    label: "Centres",
    group: "Produit",
    description: "Catalogue des centres (produits vendus) et de leurs pierres.",
    element: page(() => import("../../produits/CentrePage.tsx"), "CentrePage"),
  },
  {
    path: "/produit/stock",
    label: "Stock produit",
    group: "Produit",
    description: "Produits finis en stock.",
    element: page(() => import("../../stock/StockPage.tsx"), "StockPage"),
  },
  {
    path: "/reservation",
    label: "Réservation",
    group: "Produit",
    description: "Pièces du stock réservées aux commandes.",
    element: page(() => import("../../stock/ReservationPage.tsx"), "ReservationPage"),
  },
  {
    path: "/produit/stock/confies",
    label: "Confiés par client",
    group: "Produit",
    description: "Pièces confiées aux boutiques.",
    element: page(() => import("../../stock/ConfiesPage.tsx"), "ConfiesPage"),
  },
  {
    path: "/produit/stock/comptage",
    label: "Comptage plateau",
    group: "Produit",
    description: "Inventaire d'un plateau à la douchette.",
    element: page(() => import("../../stock/InventairePlateauPage.tsx"), "InventairePlateauPage"),
  },
  {
    path: "/produit/maintenance",
    label: "Maintenance catalogue",
    group: "Produit",
    description: "Recopie des pierres du centre modèle d'un centre vide vers ses autres centres.",
    element: page(() => import("../../produits/MaintenancePage.tsx"), "MaintenancePage"),
  },
];
