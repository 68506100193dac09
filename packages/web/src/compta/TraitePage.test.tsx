import { addDays, toIsoDate } from "@ecrin/domain";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
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

describe("TraitePage: the invoices the bill settles (issue 25 point 8)", () => {
  it("picks the client's invoices of both channels by their identifier and sends them with the bill", async () => {
    const envois: unknown[] = [];
    const recherches: string[] = [];
    stubFetch((url, init) => {
      if (url.startsWith("/api/compta/traites/prochain-effet")) return { body: { numEffet: 1512 } };
      if (url.startsWith("/api/admin/clients"))
        return {
          body: [
            {
              id: 12,
              label: "BIJOUTERIE MARTIN",
              idParent: null,
              nomAgence: "Bijouterie Martin",
              adresse: "",
              cp: "",
              ville: "",
              actif: true,
              isParent: false,
            },
          ],
        };
      if (url.startsWith("/api/compta/traites/factures?")) {
        recherches.push(new URL(url, "http://x").searchParams.get("q") ?? "");
        return {
          body: [
            { canal: "alternatif", idFact: 185, dateFact: "2026-02-02", totalHt: "100.00" },
            { canal: "standard", idFact: 40123, dateFact: "2026-01-31", totalHt: "1023.00" },
          ],
        };
      }
      if (init.method === "POST" && url === "/api/compta/traites") {
        envois.push(JSON.parse(String(init.body)));
        return {
          status: 201,
          body: { idTraite: 9, numEffet: "1512", message: "Traite créée : effet n° 1512" },
        };
      }
      return undefined;
    });
    renderWithProviders(<TraitePage />);
    await screen.findByDisplayValue("1512");
    const factures = screen.getByRole("combobox", { name: "Factures réglées" }) as HTMLInputElement;
    expect(factures.disabled).toBe(true);
    fireEvent.change(await screen.findByLabelText(/^Client/), { target: { value: "martin" } });
    fireEvent.click(await screen.findByRole("option", { name: /Bijouterie Martin/ }));
    fireEvent.change(screen.getByLabelText(/^Total TTC/), { target: { value: "1227,60" } });
    await waitFor(() => expect(factures.disabled).toBe(false));
    act(() => factures.focus());
    // Each search is the identifier's start as typed, sent once the typing pauses.
    fireEvent.change(factures, { target: { value: "F40123" } });
    await waitFor(() => expect(recherches).toContain("F40123"));
    fireEvent.click(await screen.findByRole("option", { name: /N° F40123 du 31\/01\/2026/ }));
    expect(await screen.findByText("1 facture réglée par cette traite")).toBeTruthy();
    fireEvent.change(factures, { target: { value: "FX185" } });
    await waitFor(() => expect(recherches).toContain("FX185"));
    fireEvent.click(await screen.findByRole("option", { name: "N° FX185 du 02/02/2026 – 100,00\u00a0€ HT" }));
    expect(await screen.findByText("2 factures réglées par cette traite")).toBeTruthy();
    expect(screen.getByText("FX185")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Créer Traite" }));
    await waitFor(() =>
      expect(envois).toEqual([
        expect.objectContaining({
          idBijouterie: 12,
          totalTtc: "1227.60",
          factures: [
            { canal: "standard", idFact: 40123 },
            { canal: "alternatif", idFact: 185 },
          ],
        }),
      ]),
    );
  });
});
