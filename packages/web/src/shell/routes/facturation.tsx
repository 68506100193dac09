import type { AppRoute } from "../menu.ts";
import { page } from "./page.ts";

/** The screens of the menu group « Facturation », in menu order. */
export const ROUTES_FACTURATION: readonly AppRoute[] = [
  {
    path: "/livraion",
    label: "Facturation",
    group: "Facturation",
    description: "OF prêts à facturer par client, transport et ligne ; facturation par groupe.",
    element: page(() => import("../../facturation/LivraisonPage.tsx"), "LivraisonPage"),
  },
  {
    path: "/avoir",
    label: "Avoirs",
    group: "Facturation",
    description: "Liste, création et impression des avoirs clients.",
    element: page(() => import("../../facturation/AvoirPage.tsx"), "AvoirPage"),
  },
];
