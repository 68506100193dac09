import type { AppRoute } from "../menu.ts";
import { page } from "./page.ts";

/** The screens of the menu group « Atelier », in menu order. */
export const ROUTES_ATELIER: readonly AppRoute[] = [
  {
    path: "/finaliser",
    label: "Finaliser OF",
    group: "Atelier",
    description: "Lignes joaillier et serti d'un OF, retours, finalisation.",
    element: page(() => import("../../atelier/FinaliserPage.tsx"), "FinaliserPage"),
  },
  {
    path: "/atelier/envoi",
    label: "Envoi joaillier",
    group: "Atelier",
    description: "Envoi et retour des OF chez les joailliers.",
    element: page(() => import("../../atelier/EnvoiJoaillierPage.tsx"), "EnvoiJoaillierPage"),
  },
  {
    path: "/serti/envoi",
    label: "Envoi serti",
    group: "Atelier",
    description: "Envoi et retour des OF chez les sertisseurs.",
    element: page(() => import("../../atelier/EnvoiSertiPage.tsx"), "EnvoiSertiPage"),
  },
  {
    path: "/atelier/boite_or",
    label: "Boîte or",
    group: "Atelier",
    description: "Or donné et rendu par joaillier, solde.",
    element: page(() => import("../../atelier/BoiteOrPage.tsx"), "BoiteOrPage"),
  },
  {
    path: "/atelier",
    label: "Atelier",
    group: "Atelier",
    description: "Vue des joailliers : OF en cours, soldes, pesée, productivité.",
    element: page(() => import("../../atelier/AtelierPage.tsx"), "AtelierPage"),
  },
  {
    path: "/atelier/analyse_ouvrier",
    label: "Charge joaillier",
    group: "Atelier",
    description: "Heures faites par joaillier pour une date de livraison.",
    element: page(() => import("../../atelier/ChargeOuvrierPage.tsx"), "ChargeOuvrierPage"),
  },
  {
    path: "/atelier/analyse",
    label: "Perte métal",
    group: "Atelier",
    description: "Perte de métal par joaillier et sertisseur sur une période.",
    element: page(() => import("../../atelier/AnalyseAtelierPage.tsx"), "AnalyseAtelierPage"),
  },
  {
    path: "/mouvements_or",
    label: "Mouvements or",
    group: "Atelier",
    description: "Comptes métal CLAL, fournisseurs et clients : saisie, solde courant, impression.",
    element: page(() => import("../../metal/MouvementsOrPage.tsx"), "MouvementsOrPage"),
  },
  {
    path: "/gold-form",
    label: "Or fournisseur",
    group: "Atelier",
    description: "Achat ou dépôt d'or d'un fournisseur d'or, porté à son compte poids.",
    element: page(() => import("../../metal/GoldFormPage.tsx"), "GoldFormPage"),
  },
  {
    path: "/comptes_poids",
    label: "Comptes poids",
    group: "Atelier",
    description:
      "Comptes en grammes d'or fin (affineur, fournisseurs, clients, joailliers), exposition, relevés.",
    element: page(() => import("../../metal/ComptesPoidsPage.tsx"), "ComptesPoidsPage"),
  },
];
