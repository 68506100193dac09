import type { LigneMouvement } from "@ecrin/domain";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, TEST_USER } from "../test/render.tsx";
import { MouvementsOrPage } from "./MouvementsOrPage.tsx";

const CONTEXTE = {
  metaux: [{ id: 1, label: "Or" }],
  fournisseurs: [],
  perteClient: "0",
  metalParDefaut: 1,
  fournisseurMetalSpecial: 0,
  metalFournisseurSpecial: 0,
};
const RESUME = [
  { metalId: 1, metal: "Or", lignes: 1, entree: "0", sortie: "0", pertePoids: "0", solde: "0" },
];

const ligne = (id: number, designation: string): LigneMouvement => ({
  cle: `C-${id}`,
  source: "clal",
  id,
  date: "2026-11-20",
  metalId: 1,
  partieId: null,
  partie: "CLAL",
  perte: "0",
  designation,
  entree: "1",
  sortie: "0",
  pertePoids: "0",
  solde: "1",
  entreeOrFin: "1",
  sortieOr750: "0",
  sortieOrFin: "0",
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

describe("MouvementsOrPage: a newer request of the list wins (issue 24.9)", () => {
  it("a slow answer to the unfiltered list, arriving after the filtered one, is not shown", async () => {
    /** The unfiltered list's answers, held until the test lets them go, and their signals. */
    const lents: Array<{ release: () => void; signal: AbortSignal | null | undefined }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((input: string, init: RequestInit = {}) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname === "/api/metal/contexte") return Promise.resolve(json(CONTEXTE));
        if (url.pathname === "/api/metal/mouvements/resume") return Promise.resolve(json(RESUME));
        if (url.pathname === "/api/metal/mouvements") {
          if (url.searchParams.get("designation") === "LINGOT")
            return Promise.resolve(json({ rows: [ligne(2, "Achat LINGOT filtré")], total: 1 }));
          return new Promise<Response>((resolve) =>
            lents.push({
              release: () => resolve(json({ rows: [ligne(1, "Ancienne réponse")], total: 1 })),
              signal: init.signal,
            }),
          );
        }
        return Promise.resolve(json([]));
      }),
    );
    renderWithProviders(<MouvementsOrPage />, { user: TEST_USER });
    await waitFor(() => expect(lents.length).toBeGreaterThan(0), { timeout: 20_000 });

    fireEvent.change(screen.getByRole("textbox", { name: "Désignation" }), { target: { value: "LINGOT" } });
    // The filter is debounced (300 ms); a loaded machine renders slowly: a generous bound, no timing asserted.
    await screen.findByText("Achat LINGOT filtré", undefined, { timeout: 20_000 });
    // The old request was given up (its signal aborted); its late answer changes nothing.
    expect(lents.every((l) => l.signal?.aborted)).toBe(true);
    await act(async () => {
      for (const l of lents) l.release();
    });
    expect(screen.getByText("Achat LINGOT filtré")).toBeTruthy();
    expect(screen.queryByText("Ancienne réponse")).toBeNull();
    // The whole screen (pickers, tabs, forms) renders in seconds on a loaded machine: a wide bound.
  }, 180_000);
});
