import type { LigneMouvement } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dateAFocus, dateInput } from "../test/dates.ts";
import { renderWithProviders, stubFetch, TEST_USER } from "../test/render.tsx";
import { MouvementsOrPage } from "./MouvementsOrPage.tsx";

const CONTEXTE = {
  metaux: [{ id: 1, label: "Or" }],
  fournisseurs: [{ id: 4, label: "Affineur Dupont", perte: "0" }],
  perteClient: "0",
  metalParDefaut: 1,
  fournisseurMetalSpecial: 0,
  metalFournisseurSpecial: 0,
};
const RESUME = [
  { metalId: 1, metal: "Or", lignes: 1, entree: "0", sortie: "0", pertePoids: "0", solde: "0" },
];
const FOURNISSEUR: LigneMouvement = {
  cle: "F-9",
  source: "fournisseur",
  id: 9,
  date: "2026-11-20",
  metalId: 1,
  partieId: 4,
  partie: "Affineur Dupont",
  perte: "0",
  designation: "Achat lingot",
  entree: "10",
  sortie: "0",
  pertePoids: "0",
  solde: "10",
  entreeOrFin: "10",
  sortieOr750: "0",
  sortieOrFin: "0",
};

function ouvrir() {
  stubFetch((url) => {
    const path = new URL(url, "http://localhost").pathname;
    if (path === "/api/metal/contexte") return { body: CONTEXTE };
    if (path === "/api/metal/mouvements/resume") return { body: RESUME };
    if (path === "/api/metal/mouvements") return { body: { rows: [FOURNISSEUR], total: 1 } };
    if (path === "/api/admin/clients") return { body: [] };
    return undefined;
  });
  renderWithProviders(<MouvementsOrPage />, { user: TEST_USER });
}

/** The date field of the form named `nom` holds the focus. */
async function dateFocalisee(nom: string) {
  const form = await screen.findByRole("form", { name: nom }, { timeout: 20_000 });
  await waitFor(() => {
    const actif = document.activeElement;
    expect(actif && form.contains(actif)).toBe(true);
    expect(actif?.closest(".MuiFormControl-root")?.textContent).toContain("Date");
  });
}

// Spec 03 section 2.18: the date takes the focus on a tab change; a supplier row edited from the CLAL tab
// opens on the suppliers' tab. The wide timeouts are for a loaded machine; nothing is timed.
describe("MouvementsOrPage: tabs, focus and the edited row (issue 27.8)", () => {
  it("the form's date takes the focus when its tab opens", async () => {
    ouvrir();
    await dateFocalisee("Mouvement CLAL");
    fireEvent.click(screen.getByRole("tab", { name: "FOURNISSEURS" }));
    await dateFocalisee("Mouvement fournisseur");
    fireEvent.click(screen.getByRole("tab", { name: "CLIENTS" }));
    await dateFocalisee("Mouvement client");
  }, 120_000);

  it("a supplier row edited from the CLAL tab opens on the suppliers' tab, in edit mode", async () => {
    ouvrir();
    const table = await screen.findByRole("table", { name: "Mouvements" }, { timeout: 20_000 });
    fireEvent.click(
      await within(table).findByRole("button", { name: "Modifier Achat lingot" }, { timeout: 20_000 }),
    );
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "FOURNISSEURS" }).getAttribute("aria-selected")).toBe("true"),
    );
    const form = screen.getByRole("form", { name: "Mouvement fournisseur" });
    expect(within(form).getByRole("textbox", { name: "Désignation" })).toHaveProperty(
      "value",
      "Achat lingot",
    );
  }, 120_000);

  it("Enter in the filter bar's dates goes on to the next filter, as in a form (issue 28.3)", async () => {
    ouvrir();
    await dateFocalisee("Mouvement CLAL");
    const barre = screen.getByRole("search", { name: "Filtres des mouvements" });
    dateInput("Date début").focus();
    fireEvent.keyDown(dateInput("Date début"), { key: "Enter" });
    expect(dateAFocus("Date fin")).toBe(true);
    fireEvent.keyDown(dateInput("Date fin"), { key: "Enter" });
    // After the dates, the metal of the CLAL tab's filters.
    expect(within(barre).getByRole("combobox", { name: "Métal" })).toBe(document.activeElement);
  }, 120_000);
});
