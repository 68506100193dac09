import { lazy } from "react";
import { describe, expect, it } from "vitest";
import { type AppRoute, canOpen, menuFor } from "./menu.ts";
import { APP_ROUTES } from "./routes.tsx";

const screen = lazy(async () => ({ default: () => null }));
const route = (path: string, group: AppRoute["group"], roles?: number[]): AppRoute => ({
  path,
  label: path,
  group,
  element: screen,
  ...(roles ? { roles } : {}),
});

describe("menuFor", () => {
  const routes = [
    route("/client", "Administration"),
    route("/analyse_ca", "Analyse"),
    route("/cours", "Administration"),
    route("/of", "OF", [1]),
  ];

  it("lists only groups with screens, in menu order", () => {
    expect(menuFor(routes, 1).map((s) => [s.group, s.routes.map((r) => r.path)])).toEqual([
      ["Administration", ["/client", "/cours"]],
      ["OF", ["/of"]],
      ["Analyse", ["/analyse_ca"]],
    ]);
  });

  it("hides Analyse and role-restricted screens from role 6", () => {
    expect(menuFor(routes, 6).map((s) => s.group)).toEqual(["Administration"]);
    expect(canOpen(route("/analyse_ca", "Analyse"), 6)).toBe(false);
    expect(canOpen(route("/of", "OF", [1]), 6)).toBe(false);
    expect(canOpen(route("/of", "OF", [1]), 1)).toBe(true);
  });

  it("registers today's real screens only", () => {
    expect(APP_ROUTES.map((r) => [r.group, r.path, r.label])).toEqual([
      ["Administration", "/cours", "Cours"],
      ["Administration", "/client", "Clients"],
      ["Administration", "/utilisateurs", "Utilisateurs"],
      ["Administration", "/vendeur", "Vendeur"],
      ["Administration", "/svg", "Export SVG"],
      ["Administration", "/wp", "Mise à jour WordPress"],
      ["Administration", "/test", "Système"],
      ["Produit", "/produit", "Produits"],
      ["Produit", "/devis", "Devis"],
      ["Produit", "/produit/cv", "Centres vides"],
      ["Produit", "/produit/centre", "Centres"],
      ["Produit", "/produit/stock", "Stock produit"],
      ["Produit", "/reservation", "Réservation"],
      ["Produit", "/produit/stock/confies", "Confiés par client"],
      ["Produit", "/produit/stock/comptage", "Comptage plateau"],
      ["Produit", "/produit/maintenance", "Maintenance catalogue"],
      ["OF", "/of/tracer", "Tracer OF"],
      ["OF", "/of/edit", "Liste et édition OF"],
      ["OF", "/of", "Création OF"],
      ["OF", "/of/tools", "Outils OF"],
      ["OF", "/planning", "Planning"],
      ["OF", "/of/besoin", "Besoins"],
      ["Facturation", "/livraion", "Facturation"],
      ["Facturation", "/avoir", "Avoirs"],
      ["Suivi", "/filter", "Suivi des OF"],
      ["Suivi", "/suivi_prod", "Suivi atelier"],
      ["Suivi", "/suivi_connection", "Suivi des connexions"],
      ["Analyse", "/analyse_fournisseur", "Analyse fournisseur"],
      ["Analyse", "/suivi_metal", "Suivi métal"],
      ["Analyse", "/analyse_metal", "Analyse métal"],
      ["Analyse", "/analyse_ca", "Analyse CA"],
      ["Analyse", "/variation_ca_client", "Variation CA client"],
      ["Analyse", "/comparaison_ca", "Évolution CA client"],
      ["Analyse", "/facon", "Façon"],
      ["Analyse", "/suivi_production", "Suivi de production"],
      ["Analyse", "/analyse_stock", "Analyse stock"],
      ["Analyse", "/analyse_prix", "Analyse des tarifs"],
      ["Atelier", "/finaliser", "Finaliser OF"],
      ["Atelier", "/atelier/envoi", "Envoi joaillier"],
      ["Atelier", "/serti/envoi", "Envoi serti"],
      ["Atelier", "/atelier/boite_or", "Boîte or"],
      ["Atelier", "/atelier", "Atelier"],
      ["Atelier", "/atelier/analyse_ouvrier", "Charge joaillier"],
      ["Atelier", "/atelier/analyse", "Perte métal"],
      ["Atelier", "/mouvements_or", "Mouvements or"],
      ["Atelier", "/gold-form", "Or fournisseur"],
      ["Atelier", "/comptes_poids", "Comptes poids"],
      ["Pierre", "/pierre", "Tarif pierres"],
      ["Pierre", "/pierre/reception", "Réception de pierres"],
      ["Pierre", "/pierre/sortie", "Sortie de pierres"],
      ["Pierre", "/pierre/stock", "Stock pierre"],
      ["Pierre", "/pierre/retour", "Retour de pierres"],
      ["Compta", "/compta", "Comptabilité"],
      ["Compta", "/traite", "Traite client"],
      ["Compta", "/factures_fournisseurs", "Factures fournisseurs"],
      ["Compta", "/registre", "Livre de police"],
      ["Compta", "/fournisseurs", "Fournisseurs"],
      ["Compta", "/traite_fournisseur", "Traite fournisseur"],
      ["Compta", "/valorisation", "Valorisation du stock"],
      ["Image", "/upload", "Import d'images"],
      ["Image", "/image", "Galerie"],
      ["Image", "/affectation", "Affectation"],
    ]);
  });
});
