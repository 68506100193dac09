import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { LcrRemiseDialog } from "./LcrRemiseDialog.tsx";

const TRAITES = [
  {
    idTraite: 41,
    numEffet: 1500,
    nbDecoupe: 1,
    client: "Bijouterie Hélène",
    totalTtc: "1234.56",
    dateEcheance: "2026-05-10",
    remise: 3,
  },
  {
    idTraite: 42,
    numEffet: 1501,
    nbDecoupe: 2,
    client: "Perles d'Orléans",
    totalTtc: "100.00",
    dateEcheance: "2026-07-30",
    remise: null,
  },
];

describe("LcrRemiseDialog (Fichier LCR of /traite)", () => {
  it("lists the bills of the date, all chosen, with their remittance; records the remittance of those kept", async () => {
    const fetch = stubFetch((url, init) => {
      if (url.startsWith("/api/compta/traites/remise?date=2026-04-10")) return { body: TRAITES };
      if (url === "/api/compta/traites/remises" && init.method === "POST")
        return { status: 201, body: { numero: 4, nom: "lcr-2026-04-10-remise-4.txt", dejaFaite: false } };
      return undefined;
    });
    renderWithProviders(<LcrRemiseDialog date="2026-04-10" onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Fichier LCR (CFONB) — traites du 10/04/2026" });
    await within(dialog).findByText("Bijouterie Hélène");
    expect(within(dialog).getByText("n° 3")).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toBe(
      "2 traites choisies sur 2 — 1\u202f334,56\u00a0€",
    );
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Effet 1500" }));
    const toutes = within(dialog).getByRole("checkbox", { name: "Toutes les traites" }) as HTMLInputElement;
    expect(toutes.checked).toBe(false);
    expect(within(dialog).getByRole("status").textContent).toBe("1 traite choisie sur 2 — 100,00\u00a0€");
    fireEvent.click(within(dialog).getByRole("button", { name: "Télécharger le fichier" }));
    await waitFor(() =>
      expect(fetch.mock.calls.map((c) => String(c[0]))).toContain("/api/compta/traites/remises/4/fichier"),
    );
    const post = fetch.mock.calls.find((c) => String(c[0]) === "/api/compta/traites/remises");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ date: "2026-04-10", ids: [42] });
    expect(new Headers(post?.[1]?.headers).get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("cannot download an empty choice", async () => {
    stubFetch((url) => (url.startsWith("/api/compta/traites/remise") ? { body: TRAITES } : undefined));
    renderWithProviders(<LcrRemiseDialog date="2026-04-10" onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("Bijouterie Hélène");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Toutes les traites" }));
    expect(
      (within(dialog).getByRole("button", { name: "Télécharger le fichier" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
