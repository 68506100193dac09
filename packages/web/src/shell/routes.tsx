import { lazy } from "react";
import type { AppRoute } from "./menu.ts";

/** Where login and a logged-in visit of /login land (spec 01 section 2: /produit). */
export const LANDING_PATH = "/produit";

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
  {
    path: "/produit",
    label: "Produits",
    group: "Produit",
    description: "Recherche d'un produit et détail de son prix.",
    element: lazy(() => import("../produits/ProduitPage.tsx").then((m) => ({ default: m.ProduitPage }))),
  },
  {
    path: "/devis",
    label: "Devis",
    group: "Produit",
    description: "Calcul d'un devis : coûts, pierres, prix par tarif, impression.",
    element: lazy(() => import("../produits/DevisPage.tsx").then((m) => ({ default: m.DevisPage }))),
  },
  {
    path: "/produit/cv",
    label: "Centres vides",
    group: "Produit",
    description: "Catalogue des centres vides (montures) : façon, poids, serti, Wordpress.",
    element: lazy(() => import("../produits/CvPage.tsx").then((m) => ({ default: m.CvPage }))),
  },
  {
    path: "/produit/centre",
    label: "Centres",
    group: "Produit",
    description: "Catalogue des centres (produits vendus) et de leurs pierres.",
    element: lazy(() => import("../produits/CentrePage.tsx").then((m) => ({ default: m.CentrePage }))),
  },
  {
    path: "/produit/maintenance",
    label: "Maintenance catalogue",
    group: "Produit",
    description: "Recopie des pierres du centre modèle d'un centre vide vers ses autres centres.",
    element: lazy(() =>
      import("../produits/MaintenancePage.tsx").then((m) => ({ default: m.MaintenancePage })),
    ),
  },
  {
    path: "/upload",
    label: "Import d'images",
    group: "Image",
    description: "Envoi de plusieurs images, compressées à 1000 px et 1 Mo au plus.",
    element: lazy(() => import("../images/UploadPage.tsx").then((m) => ({ default: m.UploadPage }))),
  },
  {
    path: "/image",
    label: "Galerie",
    group: "Image",
    description: "Recherche, renommage et suppression des images.",
    element: lazy(() => import("../images/GaleriePage.tsx").then((m) => ({ default: m.GaleriePage }))),
  },
  {
    path: "/affectation",
    label: "Affectation",
    group: "Image",
    description: "Affectation d'une image aux centres et centres vides.",
    element: lazy(() =>
      import("../images/AffectationPage.tsx").then((m) => ({ default: m.AffectationPage })),
    ),
  },
  {
    path: "/pierre",
    label: "Tarif pierres",
    group: "Pierre",
    description: "Tarif des pierres : ajout, modification, changement de prix avec revalorisation.",
    element: lazy(() => import("../pierres/PierrePage.tsx").then((m) => ({ default: m.PierrePage }))),
  },
  {
    path: "/of/tracer",
    label: "Tracer OF",
    group: "OF",
    description: "Un OF par son numéro : statut, poids, stade, prix, remise, échéance, photo.",
    element: lazy(() => import("../of/TraceOfPage.tsx").then((m) => ({ default: m.TraceOfPage }))),
  },
  {
    path: "/of/edit",
    label: "Liste et édition OF",
    group: "OF",
    description: "Liste des OF, recherche, édition (date de livraison, stade, transport), suppression.",
    element: lazy(() => import("../of/EditOfPage.tsx").then((m) => ({ default: m.EditOfPage }))),
  },
  {
    path: "/of",
    label: "Création OF",
    group: "OF",
    description: "Saisie des OF en attente, vérification du stock, enregistrement groupé.",
    element: lazy(() => import("../of/CreationOfPage.tsx").then((m) => ({ default: m.CreationOfPage }))),
  },
  {
    path: "/of/tools",
    label: "Outils OF",
    group: "OF",
    description:
      "OF de stock, impressions (fiches, listes, intervalles, commande avec photos), échange, transfert, réintégration.",
    element: lazy(() => import("../of/ToolsPage.tsx").then((m) => ({ default: m.ToolsPage }))),
  },
  {
    path: "/planning",
    label: "Planning",
    group: "OF",
    description: "Livraisons de la semaine par jour ouvré : déplacement des OF, impression.",
    element: lazy(() => import("../of/PlanningPage.tsx").then((m) => ({ default: m.PlanningPage }))),
  },
  {
    path: "/of/besoin",
    label: "Besoins",
    group: "OF",
    description: "Pierres nécessaires aux OF à livrer sur une période, et leurs OF.",
    element: lazy(() => import("../of/BesoinPage.tsx").then((m) => ({ default: m.BesoinPage }))),
  },
  {
    path: "/filter",
    label: "Suivi des OF",
    group: "Suivi",
    description: "Répartition des OF par statut, reste à livrer, OF en cours, livrés et Extensia.",
    element: lazy(() => import("../of/FilterPage.tsx").then((m) => ({ default: m.FilterPage }))),
  },
  {
    path: "/livraion",
    label: "Facturation",
    group: "Facturation",
    description: "OF prêts à facturer par client, transport et ligne ; facturation par groupe.",
    element: lazy(() =>
      import("../facturation/LivraisonPage.tsx").then((m) => ({ default: m.LivraisonPage })),
    ),
  },
  {
    path: "/avoir",
    label: "Avoirs",
    group: "Facturation",
    description: "Liste, création et impression des avoirs clients.",
    element: lazy(() => import("../facturation/AvoirPage.tsx").then((m) => ({ default: m.AvoirPage }))),
  },
  {
    path: "/suivi_prod",
    label: "Suivi atelier",
    group: "Suivi",
    description: "Envois et retours joaillier et serti, recherche d'OF, finalisation.",
    element: lazy(() => import("../atelier/SuiviProdPage.tsx").then((m) => ({ default: m.SuiviProdPage }))),
  },
  {
    path: "/finaliser",
    label: "Finaliser OF",
    group: "Atelier",
    description: "Lignes joaillier et serti d'un OF, retours, finalisation.",
    element: lazy(() => import("../atelier/FinaliserPage.tsx").then((m) => ({ default: m.FinaliserPage }))),
  },
  {
    path: "/atelier/envoi",
    label: "Envoi joaillier",
    group: "Atelier",
    description: "Envoi et retour des OF chez les joailliers.",
    element: lazy(() =>
      import("../atelier/EnvoiJoaillierPage.tsx").then((m) => ({ default: m.EnvoiJoaillierPage })),
    ),
  },
  {
    path: "/serti/envoi",
    label: "Envoi serti",
    group: "Atelier",
    description: "Envoi et retour des OF chez les sertisseurs.",
    element: lazy(() => import("../atelier/EnvoiSertiPage.tsx").then((m) => ({ default: m.EnvoiSertiPage }))),
  },
  {
    path: "/atelier/boite_or",
    label: "Boîte or",
    group: "Atelier",
    description: "Or donné et rendu par joaillier, solde.",
    element: lazy(() => import("../atelier/BoiteOrPage.tsx").then((m) => ({ default: m.BoiteOrPage }))),
  },
  {
    path: "/atelier",
    label: "Atelier",
    group: "Atelier",
    description: "Vue des joailliers : OF en cours, soldes, pesée, productivité.",
    element: lazy(() => import("../atelier/AtelierPage.tsx").then((m) => ({ default: m.AtelierPage }))),
  },
  {
    path: "/atelier/analyse_ouvrier",
    label: "Charge joaillier",
    group: "Atelier",
    description: "Heures faites par joaillier pour une date de livraison.",
    element: lazy(() =>
      import("../atelier/ChargeOuvrierPage.tsx").then((m) => ({ default: m.ChargeOuvrierPage })),
    ),
  },
  {
    path: "/atelier/analyse",
    label: "Perte métal",
    group: "Atelier",
    description: "Perte de métal par joaillier et sertisseur sur une période.",
    element: lazy(() =>
      import("../atelier/AnalyseAtelierPage.tsx").then((m) => ({ default: m.AnalyseAtelierPage })),
    ),
  },
  {
    path: "/compta",
    label: "Comptabilité",
    group: "Compta",
    description: "Factures et avoirs d'une période, solde, impression, exports Quadra et FEC.",
    element: lazy(() => import("../compta/ComptaPage.tsx").then((m) => ({ default: m.ComptaPage }))),
  },
  {
    path: "/traite",
    label: "Traite client",
    group: "Compta",
    description: "Lettre de change d'un client, en une ou plusieurs échéances.",
    element: lazy(() => import("../compta/TraitePage.tsx").then((m) => ({ default: m.TraitePage }))),
  },
  {
    path: "/traite_fournisseur",
    label: "Traite fournisseur",
    group: "Compta",
    description: "Lettre de change d'un fournisseur sur une banque choisie.",
    element: lazy(() =>
      import("../compta/TraiteFournisseurPage.tsx").then((m) => ({ default: m.TraiteFournisseurPage })),
    ),
  },
];
