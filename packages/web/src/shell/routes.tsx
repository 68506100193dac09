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
    path: "/utilisateurs",
    label: "Utilisateurs",
    group: "Administration",
    roles: [1],
    description: "Comptes : rôle, agence, mot de passe, désactivation, dernière connexion.",
    element: lazy(() =>
      import("../admin/UtilisateursPage.tsx").then((m) => ({ default: m.UtilisateursPage })),
    ),
  },
  {
    path: "/svg",
    label: "Export SVG",
    group: "Administration",
    description: "Un texte en tracés SVG à sa hauteur finale, pour la gravure.",
    element: lazy(() => import("../images/SvgPage.tsx").then((m) => ({ default: m.SvgPage }))),
  },
  {
    path: "/wp",
    label: "Mise à jour WordPress",
    group: "Administration",
    description: "Synchronisation des produits marqués « Afficher sur Wordpress » avec la boutique.",
    element: lazy(() => import("../images/WpPage.tsx").then((m) => ({ default: m.WpPage }))),
  },
  {
    path: "/test",
    label: "Système",
    group: "Administration",
    roles: [1],
    description: "Version, base de données, sauvegarde, images, réglages et contrôles de santé.",
    element: lazy(() => import("../admin/SystemePage.tsx").then((m) => ({ default: m.SystemePage }))),
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
    path: "/suivi_metal",
    label: "Suivi métal",
    group: "Analyse",
    roles: [1],
    description: "Poids facturé en façon et or reçu des clients, avec le solde.",
    element: lazy(() => import("../metal/SuiviMetalPage.tsx").then((m) => ({ default: m.SuiviMetalPage }))),
  },
  {
    path: "/analyse_metal",
    label: "Analyse métal",
    group: "Analyse",
    roles: [1],
    description: "Soldes métal d'une période à 750/1000 : atelier, pesées, coffre, stock, CLAL, boîtes à or.",
    element: lazy(() =>
      import("../metal/AnalyseMetalPage.tsx").then((m) => ({ default: m.AnalyseMetalPage })),
    ),
  },
  {
    path: "/analyse_ca",
    label: "Analyse CA",
    group: "Analyse",
    roles: [1],
    description: "Chiffre d'affaires facturé : top ventes, tranches, tarifs, mois, années.",
    element: lazy(() => import("../analyse/AnalyseCaPage.tsx").then((m) => ({ default: m.AnalyseCaPage }))),
  },
  {
    path: "/variation_ca_client",
    label: "Variation CA client",
    group: "Analyse",
    roles: [1],
    description: "Progressions et régressions du CA des clients entre deux années.",
    element: lazy(() =>
      import("../analyse/VariationCaClientPage.tsx").then((m) => ({ default: m.VariationCaClientPage })),
    ),
  },
  {
    path: "/comparaison_ca",
    label: "Évolution CA client",
    group: "Analyse",
    roles: [1],
    description: "CA de trois années par client, CA à venir et variations.",
    element: lazy(() =>
      import("../analyse/ComparaisonCaPage.tsx").then((m) => ({ default: m.ComparaisonCaPage })),
    ),
  },
  {
    path: "/facon",
    label: "Façon",
    group: "Analyse",
    roles: [1],
    description: "Lignes facturées en façon et leur poids d'or.",
    element: lazy(() => import("../analyse/FaconPage.tsx").then((m) => ({ default: m.FaconPage }))),
  },
  {
    path: "/suivi_production",
    label: "Suivi de production",
    group: "Analyse",
    roles: [1],
    description: "Articles et temps rendus par jour, semaine, mois ou année, SAV à part.",
    element: lazy(() =>
      import("../analyse/SuiviProductionPage.tsx").then((m) => ({ default: m.SuiviProductionPage })),
    ),
  },
  {
    path: "/analyse_stock",
    label: "Analyse stock",
    group: "Analyse",
    roles: [1],
    description: "Stock de produits finis par tranche de prix de revient.",
    element: lazy(() =>
      import("../analyse/AnalyseStockPage.tsx").then((m) => ({ default: m.AnalyseStockPage })),
    ),
  },
  {
    path: "/analyse_prix",
    label: "Analyse des tarifs",
    group: "Analyse",
    roles: [1],
    description: "Prix facturés rapportés au prix de revient par groupe, et les produits incohérents.",
    element: lazy(() =>
      import("../analyse/AnalysePrixPage.tsx").then((m) => ({ default: m.AnalysePrixPage })),
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
    path: "/produit/stock",
    label: "Stock produit",
    group: "Produit",
    description: "Produits finis en stock.",
    element: lazy(() => import("../stock/StockPage.tsx").then((m) => ({ default: m.StockPage }))),
  },
  {
    path: "/reservation",
    label: "Réservation",
    group: "Produit",
    description: "Pièces du stock réservées aux commandes.",
    element: lazy(() => import("../stock/ReservationPage.tsx").then((m) => ({ default: m.ReservationPage }))),
  },
  {
    path: "/produit/stock/confies",
    label: "Confiés par client",
    group: "Produit",
    description: "Pièces confiées aux boutiques.",
    element: lazy(() => import("../stock/ConfiesPage.tsx").then((m) => ({ default: m.ConfiesPage }))),
  },
  {
    path: "/produit/stock/comptage",
    label: "Comptage plateau",
    group: "Produit",
    description: "Inventaire d'un plateau à la douchette.",
    element: lazy(() =>
      import("../stock/InventairePlateauPage.tsx").then((m) => ({ default: m.InventairePlateauPage })),
    ),
  },
  {
    path: "/valorisation",
    label: "Valorisation du stock",
    group: "Analyse",
    roles: [1],
    description: "Produits, pierres et métal valorisés.",
    element: lazy(() =>
      import("../stock/ValorisationPage.tsx").then((m) => ({ default: m.ValorisationPage })),
    ),
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
    path: "/pierre/reception",
    label: "Réception de pierres",
    group: "Pierre",
    description: "Pierres confiées reçues d'un fournisseur, en carats et en pièces, avec leur étiquette.",
    element: lazy(() =>
      import("../pierres/ReceptionPierrePage.tsx").then((m) => ({ default: m.ReceptionPierrePage })),
    ),
  },
  {
    path: "/pierre/sortie",
    label: "Sortie de pierres",
    group: "Pierre",
    description: "Alimentation des OF en pierres (scan du sachet et de l'étiquette), suppression annulable.",
    element: lazy(() =>
      import("../pierres/SortiePierrePage.tsx").then((m) => ({ default: m.SortiePierrePage })),
    ),
  },
  {
    path: "/pierre/stock",
    label: "Stock pierre",
    group: "Pierre",
    description: "Pierres reçues : reste, propriétaire, âge, facturation, sortie et réintégration.",
    element: lazy(() =>
      import("../pierres/StockPierrePage.tsx").then((m) => ({ default: m.StockPierrePage })),
    ),
  },
  {
    path: "/pierre/retour",
    label: "Retour de pierres",
    group: "Pierre",
    description: "Pierres rendues aux fournisseurs, jamais plus que le reste du lot.",
    element: lazy(() =>
      import("../pierres/RetourPierrePage.tsx").then((m) => ({ default: m.RetourPierrePage })),
    ),
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
    path: "/suivi_connection",
    label: "Suivi des connexions",
    group: "Suivi",
    // Other users' activity: the direction only (README), like the analyses it is served with.
    roles: [1],
    description: "Connexions par utilisateur et produits consultés.",
    element: lazy(() =>
      import("../analyse/SuiviConnexionPage.tsx").then((m) => ({ default: m.SuiviConnexionPage })),
    ),
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
    path: "/mouvements_or",
    label: "Mouvements or",
    group: "Atelier",
    description: "Comptes métal CLAL, fournisseurs et clients : saisie, solde courant, impression.",
    element: lazy(() =>
      import("../metal/MouvementsOrPage.tsx").then((m) => ({ default: m.MouvementsOrPage })),
    ),
  },
  {
    path: "/gold-form",
    label: "Or fournisseur",
    group: "Atelier",
    description: "Achat ou dépôt d'or d'un fournisseur d'or, porté à son compte poids.",
    element: lazy(() => import("../metal/GoldFormPage.tsx").then((m) => ({ default: m.GoldFormPage }))),
  },
  {
    path: "/comptes_poids",
    label: "Comptes poids",
    group: "Atelier",
    description:
      "Comptes en grammes d'or fin (affineur, fournisseurs, clients, joailliers), exposition, relevés.",
    element: lazy(() =>
      import("../metal/ComptesPoidsPage.tsx").then((m) => ({ default: m.ComptesPoidsPage })),
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
    path: "/registre",
    label: "Livre de police",
    group: "Compta",
    description: "Registre des métaux précieux : entrées et sorties, extrait du jour, scellés vérifiés.",
    element: lazy(() => import("../registre/RegistrePage.tsx").then((m) => ({ default: m.RegistrePage }))),
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
