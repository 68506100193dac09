import type { AppRoute } from "../menu.ts";
import { page } from "./page.ts";

/** The screens of the menu group « Compta », in menu order. */
export const ROUTES_COMPTA: readonly AppRoute[] = [
  {
    path: "/compta",
    label: "Comptabilité",
    group: "Compta",
    description: "Factures et avoirs d'une période, solde, impression, exports Quadra et FEC.",
    element: page(() => import("../../compta/ComptaPage.tsx"), "ComptaPage"),
  },
  {
    path: "/facturation_electronique",
    label: "Facturation électronique",
    group: "Compta",
    description: "Factures et avoirs transmis à la plateforme agréée : envoi, statuts, encaissement.",
    element: page(
      () => import("../../plateforme/FacturationElectroniquePage.tsx"),
      "FacturationElectroniquePage",
    ),
  },
  {
    path: "/traite",
    label: "Traite client",
    group: "Compta",
    description: "Lettre de change d'un client, en une ou plusieurs échéances.",
    element: page(() => import("../../compta/TraitePage.tsx"), "TraitePage"),
  },
  {
    path: "/factures_fournisseurs",
    label: "Factures fournisseurs",
    group: "Compta",
    description:
      "Factures reçues par la plateforme : contrôle EN 16931, rapprochement, approbation ou litige.",
    element: page(() => import("../../achats/FacturesFournisseursPage.tsx"), "FacturesFournisseursPage"),
  },
  {
    path: "/registre",
    label: "Livre de police",
    group: "Compta",
    description: "Registre des métaux précieux : entrées et sorties, extrait du jour, scellés vérifiés.",
    element: page(() => import("../../registre/RegistrePage.tsx"), "RegistrePage"),
  },
  {
    path: "/fournisseurs",
    label: "Fournisseurs",
    group: "Compta",
    description:
      "Raison sociale et adresse des fournisseurs (métal, pierres, affineur), portées au livre de police.",
    element: page(() => import("../../metal/FournisseursPage.tsx"), "FournisseursPage"),
  },
  {
    path: "/traite_fournisseur",
    label: "Traite fournisseur",
    group: "Compta",
    description: "Lettre de change d'un fournisseur sur une banque choisie.",
    element: page(() => import("../../compta/TraiteFournisseurPage.tsx"), "TraiteFournisseurPage"),
  },
  {
    // Spec 03 section 2.16: the stock valuation belongs to Compta, for roles 1 and 6 (issue 28.7).
    path: "/valorisation",
    label: "Valorisation du stock",
    group: "Compta",
    roles: [1, 6],
    description: "Produits, pierres et métal valorisés.",
    element: page(() => import("../../stock/ValorisationPage.tsx"), "ValorisationPage"),
  },
];
