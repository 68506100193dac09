import type { AppRoute } from "../menu.ts";
import { page } from "./page.ts";

/** The screens of the menu group « Pierre », in menu order. */
export const ROUTES_PIERRE: readonly AppRoute[] = [
  {
    path: "/pierre",
    label: "Tarif pierres",
    group: "Pierre",
    description: "Tarif des pierres : ajout, modification, changement de prix avec revalorisation.",
    element: page(() => import("../../pierres/PierrePage.tsx"), "PierrePage"),
  },
  {
    path: "/pierre/reception",
    label: "Réception de pierres",
    group: "Pierre",
    description: "Pierres confiées reçues d'un fournisseur, en carats et en pièces, avec leur étiquette.",
    element: page(() => import("../../pierres/ReceptionPierrePage.tsx"), "ReceptionPierrePage"),
  },
  {
    path: "/pierre/sortie",
    label: "Sortie de pierres",
    group: "Pierre",
    description: "Alimentation des OF en pierres (scan du sachet et de l'étiquette), suppression annulable.",
    element: page(() => import("../../pierres/SortiePierrePage.tsx"), "SortiePierrePage"),
  },
  {
    path: "/pierre/stock",
    label: "Stock pierre",
    group: "Pierre",
    description: "Pierres reçues : reste, propriétaire, âge, facturation, sortie et réintégration.",
    element: page(() => import("../../pierres/StockPierrePage.tsx"), "StockPierrePage"),
  },
  {
    path: "/pierre/retour",
    label: "Retour de pierres",
    group: "Pierre",
    description: "Pierres rendues aux fournisseurs, jamais plus que le reste du lot.",
    element: page(() => import("../../pierres/RetourPierrePage.tsx"), "RetourPierrePage"),
  },
];
