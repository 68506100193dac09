import type { FournisseurFiche } from "@ecrin/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { FournisseursPage } from "./FournisseursPage.tsx";

const fiche = (over: Partial<FournisseurFiche>): FournisseurFiche => ({
  id: 3,
  raisonSoc: "Affinerie Cookson-Clal",
  actif: true,
  adresse: "58 avenue de la République",
  cp: "75011",
  ville: "Paris",
  pays: "France",
  adresseComplete: true,
  affineur: false,
  ...over,
});

const afficher = (fiches: FournisseurFiche[]) => {
  stubFetch((url) => (url === "/api/fournisseurs" ? { body: fiches } : undefined));
  renderWithProviders(<FournisseursPage />);
};

describe("FournisseursPage: the refiner the register names (issue 25 point 3)", () => {
  it("marks the refiner's record", async () => {
    afficher([fiche({ affineur: true }), fiche({ id: 11, raisonSoc: "Fondeur Or" })]);
    expect(await screen.findByText("Affineur")).toBeTruthy();
    expect(screen.queryByText(/Aucun fournisseur n'est désigné comme affineur/)).toBeNull();
  });

  it("warns while no refiner is chosen: CLAL movements are refused", async () => {
    afficher([
      fiche({ id: 11, raisonSoc: "Fondeur Or", adresseComplete: false, adresse: "", cp: "", ville: "" }),
    ]);
    expect(
      await screen.findByText(
        "Aucun fournisseur n'est désigné comme affineur (réglage fournisseurAffineur) : les mouvements CLAL sont refusés tant qu'il n'est pas choisi (npm run setting -- fournisseurAffineur <n°>).",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Adresse manquante")).toBeTruthy();
    expect(screen.queryByText("Affineur")).toBeNull();
  });
});
