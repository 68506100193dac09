import { describe, expect, it } from "vitest";
import { documentTitle } from "./document-title.ts";
import { APP_ROUTES } from "./routes.tsx";

describe("documentTitle", () => {
  it.each([
    ["/pierre", "Écrin — Tarif pierres"],
    ["/devis", "Écrin — Devis"],
    ["/cours/", "Écrin — Cours"],
    ["/", "Écrin — Accueil"],
    ["/login", "Écrin — Connexion"],
    ["/nimporte/quoi", "Écrin"],
  ])("%s -> %s", (path, titre) => {
    expect(documentTitle(APP_ROUTES, path)).toBe(titre);
  });

  it("gives every registered screen its own title, from its menu label", () => {
    const titres = APP_ROUTES.map((r) => documentTitle(APP_ROUTES, r.path));
    expect(titres).toEqual(APP_ROUTES.map((r) => `Écrin — ${r.label}`));
    expect(new Set(titres).size).toBe(APP_ROUTES.length);
  });
});
