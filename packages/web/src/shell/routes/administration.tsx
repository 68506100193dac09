import { lazy } from "react";
import type { AppRoute } from "../menu.ts";
import { page } from "./page.ts";

/** The screens of the menu group « Administration », in menu order. */
export const ROUTES_ADMINISTRATION: readonly AppRoute[] = [
  {
    path: "/cours",
    label: "Cours",
    group: "Administration",
    description: "Taux et cours utilisés par les calculs de prix.",
    // The rates of admin with the gold price panel of metal: the shell puts them together.
    element: lazy(async () => {
      const [{ CoursPage }, { CoursOrPanel }] = await Promise.all([
        import("../../admin/CoursPage.tsx"),
        import("../../metal/index.ts"),
      ]);
      return { default: () => <CoursPage orPanel={<CoursOrPanel />} /> };
    }),
  },
  {
    path: "/client",
    label: "Clients",
    group: "Administration",
    description: "Arborescence des clients et adresses.",
    element: page(() => import("../../admin/ClientPage.tsx"), "ClientPage"),
  },
  {
    path: "/utilisateurs",
    label: "Utilisateurs",
    group: "Administration",
    roles: [1],
    description: "Comptes : rôle, agence, mot de passe, désactivation, dernière connexion.",
    element: page(() => import("../../admin/UtilisateursPage.tsx"), "UtilisateursPage"),
  },
  {
    path: "/vendeur",
    label: "Vendeur",
    group: "Administration",
    roles: [1],
    description: "Identité imprimée sur les factures et avoirs : raison sociale, SIREN, SIRET, TVA, adresse.",
    element: page(() => import("../../admin/ReglagesVendeurPage.tsx"), "ReglagesVendeurPage"),
  },
  {
    path: "/svg",
    label: "Export SVG",
    group: "Administration",
    description: "Un texte en tracés SVG à sa hauteur finale, pour la gravure.",
    element: page(() => import("../../images/SvgPage.tsx"), "SvgPage"),
  },
  {
    path: "/wp",
    label: "Mise à jour WordPress",
    group: "Administration",
    description: "Synchronisation des produits marqués « Afficher sur Wordpress » avec la boutique.",
    element: page(() => import("../../images/WpPage.tsx"), "WpPage"),
  },
  {
    path: "/test",
    label: "Système",
    group: "Administration",
    roles: [1],
    description: "Version, base de données, sauvegarde, images, réglages et contrôles de santé.",
    // The system page of admin with the register's chain check of registre and the e-invoicing platform's block.
    element: lazy(async () => {
      const [{ SystemePage }, { VerificationRegistre }, { PlateformeSysteme }] = await Promise.all([
        import("../../admin/SystemePage.tsx"),
        import("../../registre/index.ts"),
        import("../../plateforme/index.ts"),
      ]);
      return {
        default: () => (
          <SystemePage verificationRegistre={<VerificationRegistre />} plateforme={<PlateformeSysteme />} />
        ),
      };
    }),
  },
];
