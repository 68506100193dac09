import { useEffect } from "react";
import { matchPath, useLocation } from "react-router";
import type { AppRoute } from "./menu.ts";

const APP = "Écrin";

/** The screens outside the route registry: the home page and the login page. */
const AUTRES_ECRANS: ReadonlyArray<Pick<AppRoute, "path" | "label">> = [
  { path: "/", label: "Accueil" },
  { path: "/login", label: "Connexion" },
];

/** The browser tab title of a path: "Écrin — <screen label>", or just "Écrin" for an unknown path. */
export function documentTitle(
  routes: ReadonlyArray<Pick<AppRoute, "path" | "label">>,
  pathname: string,
): string {
  const route = [...AUTRES_ECRANS, ...routes].find((r) => matchPath(r.path, pathname) !== null);
  return route ? `${APP} — ${route.label}` : APP;
}

/** Keeps the tab title on the current screen, so each open tab says which screen it holds. */
export function useDocumentTitle(routes: ReadonlyArray<Pick<AppRoute, "path" | "label">>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(routes, pathname);
  }, [routes, pathname]);
}
