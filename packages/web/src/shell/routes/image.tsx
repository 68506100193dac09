import type { AppRoute } from "../menu.ts";
import { page } from "./page.ts";

/** The screens of the menu group « Image », in menu order. */
export const ROUTES_IMAGE: readonly AppRoute[] = [
  {
    path: "/upload",
    label: "Import d'images",
    group: "Image",
    description: "Envoi de plusieurs images, compressées à 1000 px et 1 Mo au plus.",
    element: page(() => import("../../images/UploadPage.tsx"), "UploadPage"),
  },
  {
    path: "/image",
    label: "Galerie",
    group: "Image",
    description: "Recherche, renommage et suppression des images.",
    element: page(() => import("../../images/GaleriePage.tsx"), "GaleriePage"),
  },
  {
    path: "/affectation",
    label: "Affectation",
    group: "Image",
    description: "Affectation d'une image aux centres et centres vides.",
    element: page(() => import("../../images/AffectationPage.tsx"), "AffectationPage"),
  },
];
