import { canSeeAnalyses } from "@ecrin/domain";
import type { ComponentType, LazyExoticComponent } from "react";

/** The menu groups of spec 01 section 2, in menu order. */
const MENU_GROUPS = [
  "Administration",
  "Produit",
  "OF",
  "Facturation",
  "Suivi",
  "Analyse",
  "Atelier",
  "Pierre",
  "Compta",
  "Image",
] as const;

type MenuGroup = (typeof MENU_GROUPS)[number];

export interface AppRoute {
  /** Path of the screen, as in the spec (e.g. "/cours"). */
  path: string;
  /** Menu and home-card label. */
  label: string;
  group: MenuGroup;
  /** The screen, loaded lazily: `lazy(() => import("../x/XPage.tsx").then((m) => ({ default: m.XPage })))`. */
  element: LazyExoticComponent<ComponentType>;
  /** Roles allowed beyond login; absent means every logged-in role (1 and 6). */
  roles?: readonly number[];
  /** One line for the home card. */
  description?: string;
}

/** Spec 01 section 6: the Analyse menu is for role 1 only; the rule is the domain's. */
function groupAllowed(group: MenuGroup, role: number): boolean {
  return group === "Analyse" ? canSeeAnalyses(role) : true;
}

export function canOpen(route: Pick<AppRoute, "group" | "roles">, role: number): boolean {
  if (!groupAllowed(route.group, role)) return false;
  return route.roles === undefined || route.roles.includes(role);
}

export interface MenuSection {
  group: MenuGroup;
  routes: AppRoute[];
}

/** The groups the role can see, in menu order, each with its screens; a group without screens is left out. */
export function menuFor(routes: readonly AppRoute[], role: number): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    group,
    routes: routes.filter((r) => r.group === group && canOpen(r, role)),
  })).filter((section) => section.routes.length > 0);
}
