import { addDays, toIsoDate } from "@ecrin/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dateIso, saisirDate } from "../test/dates.ts";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { TraitePage } from "./TraitePage.tsx";

const valeur = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

function stub() {
  return stubFetch((url) => {
    if (url.startsWith("/api/compta/traites/prochain-effet")) return { body: { numEffet: 1512 } };
    if (url.startsWith("/api/admin/clients")) return { body: [] };
    return undefined;
  });
}

describe("TraitePage (/traite)", () => {
  it("opens on today, due in 30 days, the next effect number and one cut", async () => {
    stub();
    renderWithProviders(<TraitePage />);
    const aujourdhui = toIsoDate(new Date());
    expect(dateIso(/^Date de création/)).toBe(aujourdhui);
    expect(dateIso(/^Échéance/)).toBe(addDays(aujourdhui, 30));
    expect(valeur(/^Nb Découpe/)).toBe("1");
    await screen.findByDisplayValue("1512");
    // The due date follows a new creation date, until it is typed.
    saisirDate(/^Date de création/, "2026-01-31");
    expect(dateIso(/^Échéance/)).toBe("2026-03-02");
    saisirDate(/^Échéance/, "2026-04-15");
    saisirDate(/^Date de création/, "2026-02-10");
    expect(dateIso(/^Échéance/)).toBe("2026-04-15");
  });

  it("shows the missing-fields alert and sends nothing", async () => {
    const fetch = stub();
    renderWithProviders(<TraitePage />);
    await screen.findByDisplayValue("1512");
    fireEvent.change(screen.getByLabelText(/^Nb Découpe/), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Créer Traite" }));
    const alerte = await screen.findByText(/^Il manque les variables suivantes : /);
    expect(alerte.textContent).toBe("Il manque les variables suivantes : Client, Total TTC, Nb Découpe");
    expect(fetch.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === "POST")).toBe(false);
  });

  it("previews the instalments in exact cents, a month apart", async () => {
    stub();
    renderWithProviders(<TraitePage />);
    await screen.findByDisplayValue("1512");
    saisirDate(/^Date de création/, "2026-01-31");
    fireEvent.change(screen.getByLabelText(/^Total TTC/), { target: { value: "100" } });
    fireEvent.change(screen.getByLabelText(/^Nb Découpe/), { target: { value: "3" } });
    const lignes = within(screen.getByRole("table", { name: "Échéances" })).getAllByRole("row");
    expect(lignes.slice(1).map((l) => l.textContent)).toEqual([
      "1512-102/03/202633,33\u00a0€",
      "1512-202/04/202633,33\u00a0€",
      "1512-302/05/202633,34\u00a0€",
    ]);
  });
});
