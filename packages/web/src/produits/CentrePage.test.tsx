import type { Centre } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { CentrePage } from "./CentrePage.tsx";

const BAGUE: Centre = {
  idCentre: 5,
  ref: "C100",
  description: "Bague deux pierres",
  plusMo: "120",
  plusFonteMg: "3300.000",
  plusPoidsMg: "3000.000",
  plusSerti: "45",
  prixDivers: "0",
  idTarifProduit: 2,
  tarif: "Or",
  idCv: 8,
  refCv: "BG1001",
  type: "Bague",
  imgCentre: null,
};

/** The list (one centre), the tariffs, the stones of a centre (none); writes answered by `ecrire`. */
function stubServer(
  ecrire: (method: string, url: string, body: unknown) => { status?: number; body?: unknown },
) {
  const writes: unknown[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? "GET";
    if (method === "GET" && url.startsWith("/api/produits/catalogue/centres?"))
      return { body: { rows: [BAGUE], total: 1 } };
    if (method === "GET" && url.startsWith("/api/produits/catalogue/centres/"))
      return { body: { rows: [], total: 0 } };
    if (method === "GET" && url === "/api/ref/tarif_produit") return { body: [{ id: 2, label: "Or" }] };
    if (method === "GET") return undefined;
    const body = JSON.parse(String(init.body));
    writes.push([method, url, body]);
    return ecrire(method, url, body);
  });
  return writes;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
/** The message under a field (its helper text). */
const sousLeChamp = (input: HTMLElement) => document.getElementById(`${input.id}-helper-text`)?.textContent;

// Each test draws the centres' grid (and a loaded centre its stones' grid): slow on a loaded machine.
describe("CentrePage (spec 02 section 2.16)", { timeout: 120_000 }, () => {
  it("Créer on an empty form: the messages under Ref and Description, the first one said, nothing sent", async () => {
    const writes = stubServer(() => ({ status: 500 }));
    renderWithProviders(<CentrePage />);
    fireEvent.click(screen.getByRole("button", { name: "Créer" }));
    await waitFor(() =>
      expect(screen.getAllByText("Veuillez renseigner tous les champs necessaires")).toHaveLength(3),
    );
    expect(sousLeChamp(field("Ref"))).toBe("Veuillez renseigner tous les champs necessaires");
    expect(sousLeChamp(field("Description"))).toBe("Veuillez renseigner tous les champs necessaires");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(writes).toEqual([]);
  });

  it("Enter goes from field to field; on the last it asks the confirmation, then creates in milligrams", async () => {
    const writes = stubServer((_m, _u, body) => ({
      status: 201,
      body: { ...BAGUE, ...(body as object), idCentre: 6 },
    }));
    renderWithProviders(<CentrePage />);
    fireEvent.change(field("Ref"), { target: { value: " C200 " } });
    fireEvent.change(field("Description"), { target: { value: "Pendentif" } });
    fireEvent.change(field("Poids (g)"), { target: { value: "3,45" } });
    field("Description").focus();
    fireEvent.keyDown(field("Description"), { key: "Enter" });
    expect(document.activeElement).toBe(field("Façon (min)"));
    field("Type Tarif").focus();
    fireEvent.keyDown(field("Type Tarif"), { key: "Enter" });
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Voulez-vous creer un nouveau produit ?");
    expect(dialog.textContent).toContain("C200 — Pendentif");
    expect(writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Créer" }));
    expect(await screen.findByText("Produit créé")).toBeTruthy();
    expect(screen.getAllByText("Produit créé")).toHaveLength(1);
    expect(writes).toEqual([
      [
        "POST",
        "/api/produits/catalogue/centres",
        {
          ref: "C200",
          description: "Pendentif",
          plusMo: "0",
          plusFonteMg: "0.000",
          plusPoidsMg: "3450.000",
          plusSerti: "0",
          prixDivers: "0",
          idTarifProduit: null,
          idCv: null,
        },
      ],
    ]);
  });

  it("a cancelled confirmation sends nothing and says nothing", async () => {
    const writes = stubServer(() => ({ status: 500 }));
    renderWithProviders(<CentrePage />);
    fireEvent.change(field("Ref"), { target: { value: "C300" } });
    fireEvent.change(field("Description"), { target: { value: "Broche" } });
    fireEvent.click(screen.getByRole("button", { name: "Créer" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(writes).toEqual([]);
  });

  it("loads a clicked centre and shows the server's refusal of its centre vide under Centre vide", async () => {
    const writes = stubServer(() => ({
      status: 404,
      body: { message: "Centre vide introuvable.", fieldErrors: { idCv: "Centre vide introuvable." } },
    }));
    renderWithProviders(<CentrePage />);
    fireEvent.click(await screen.findByText("Bague deux pierres"));
    await waitFor(() => expect(field("Façon sur Fonte (g)").value).toBe("3,3"));
    const cv = screen.getByRole("combobox", { name: "Centre vide" }) as HTMLInputElement;
    expect(cv.value).toBe("BG1001 — Bague");
    const form = screen.getByRole("form", { name: "Centre" });
    fireEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(sousLeChamp(cv)).toBe("Centre vide introuvable."));
    expect(screen.getAllByText("Centre vide introuvable.")).toHaveLength(2);
    expect(writes).toEqual([
      [
        "PUT",
        "/api/produits/catalogue/centres/5",
        {
          ref: "C100",
          description: "Bague deux pierres",
          plusMo: "120",
          plusFonteMg: "3300.000",
          plusPoidsMg: "3000.000",
          plusSerti: "45",
          prixDivers: "0",
          idTarifProduit: 2,
          idCv: 8,
        },
      ],
    ]);
  });
});
