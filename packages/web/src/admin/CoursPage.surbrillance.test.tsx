import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { CoursPage } from "./CoursPage.tsx";

/** Eleven rates, then the one saved: the list's pages of 10 put it on the second page. */
const ONZE = Array.from({ length: 11 }, (_, i) => ({
  idCours: i + 1,
  description: `Cours ${String(i + 1).padStart(2, "0")}`,
  valeur: "1.0000",
}));
const PLATINE = { idCours: 12, description: "Platine", valeur: "31.5000" };

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const ligne = (texte: string) => screen.getByText(texte).closest('[role="row"]');

describe("CoursPage: a saved rate is shown and highlighted (issue 28.5)", () => {
  it("after the save: one message, the list goes to the page that holds the new rate and highlights it", async () => {
    let enregistre = false;
    const pages: string[] = [];
    stubFetch((url, init) => {
      const method = init.method ?? "GET";
      if (method === "POST") {
        enregistre = true;
        return { status: 201, body: PLATINE };
      }
      const params = new URL(url, "http://localhost").searchParams;
      pages.push(`${params.get("page")}/${params.get("pageSize")}`);
      const rows = enregistre ? [...ONZE, PLATINE] : ONZE;
      const [page, taille] = [Number(params.get("page")), Number(params.get("pageSize"))];
      return { body: { rows: rows.slice(page * taille, page * taille + taille), total: rows.length } };
    });
    renderWithProviders(<CoursPage orPanel={null} />);
    expect(await screen.findByText("Cours 01")).toBeTruthy();

    fireEvent.change(field("Nom"), { target: { value: "Platine" } });
    fireEvent.change(field("Valeur"), { target: { value: "31,5" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Platine")).toBeTruthy();
    expect(screen.getAllByText("Cours enregistré")).toHaveLength(1);
    await waitFor(() => expect(ligne("Platine")?.classList.contains("ligne-enregistree")).toBe(true));
    expect(screen.queryByText("Cours 01")).toBeNull();
    // The first page before the save and again once saved; the rate not there, the list read in one block
    // of 1000 rows, then the second page, where the rate is.
    expect(pages).toEqual(["0/10", "0/10", "0/1000", "1/10"]);
  }, 120_000);
});
