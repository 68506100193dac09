import type { AppRoute } from "../menu.ts";
import { page } from "./page.ts";

/** The screens of the menu group « OF », in menu order. */
export const ROUTES_OF: readonly AppRoute[] = [
  {
    path: "/of/tracer",
    label: "Tracer OF",
    group: "OF",
    description: "Un OF par son numéro : statut, poids, stade, prix, remise, échéance, photo.",
    element: page(() => import("../../of/TraceOfPage.tsx"), "TraceOfPage"),
  },
  {
    path: "/of/edit",
    label: "Liste et édition OF",
    group: "OF",
    description: "Liste des OF, recherche, édition (date de livraison, stade, transport), suppression.",
    element: page(() => import("../../of/EditOfPage.tsx"), "EditOfPage"),
  },
  {
    path: "/of",
    label: "Création OF",
    group: "OF",
    description: "Saisie des OF en attente, vérification du stock, enregistrement groupé.",
    element: page(() => import("../../of/CreationOfPage.tsx"), "CreationOfPage"),
  },
  {
    path: "/of/tools",
    label: "Outils OF",
    group: "OF",
    description:
      "OF de stock, impressions (fiches, listes, intervalles, commande avec photos), échange, transfert, réintégration.",
    element: page(() => import("../../of/ToolsPage.tsx"), "ToolsPage"),
  },
  {
    path: "/planning",
    label: "Planning",
    group: "OF",
    description: "Livraisons de la semaine par jour ouvré : déplacement des OF, impression.",
    element: page(() => import("../../of/PlanningPage.tsx"), "PlanningPage"),
  },
  {
    path: "/of/besoin",
    label: "Besoins",
    group: "OF",
    description: "Pierres nécessaires aux OF à livrer sur une période, et leurs OF.",
    element: page(() => import("../../of/BesoinPage.tsx"), "BesoinPage"),
  },
];
