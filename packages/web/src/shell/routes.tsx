import type { AppRoute } from "./menu.ts";
import { ROUTES_ADMINISTRATION } from "./routes/administration.tsx";
import { ROUTES_ANALYSE } from "./routes/analyse.tsx";
import { ROUTES_ATELIER } from "./routes/atelier.tsx";
import { ROUTES_COMPTA } from "./routes/compta.tsx";
import { ROUTES_FACTURATION } from "./routes/facturation.tsx";
import { ROUTES_IMAGE } from "./routes/image.tsx";
import { ROUTES_OF } from "./routes/of.tsx";
import { ROUTES_PIERRE } from "./routes/pierre.tsx";
import { ROUTES_PRODUIT } from "./routes/produit.tsx";
import { ROUTES_SUIVI } from "./routes/suivi.tsx";

/** Where login and a logged-in visit of /login land (spec 01 section 2: /produit). */
export const LANDING_PATH = "/produit";

/**
 * The screens of the application. A screen appears in the router, the menu and the home page when it
 * is added here, and only then: no placeholder screens (a group with no screen is not shown).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  ...ROUTES_ADMINISTRATION,
  ...ROUTES_PRODUIT,
  ...ROUTES_OF,
  ...ROUTES_FACTURATION,
  ...ROUTES_SUIVI,
  ...ROUTES_ANALYSE,
  ...ROUTES_ATELIER,
  ...ROUTES_PIERRE,
  ...ROUTES_COMPTA,
  ...ROUTES_IMAGE,
];
