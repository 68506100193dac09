import { MSG_COURS_NOM_OBLIGATOIRE, MSG_COURS_UTILISE, MSG_COURS_VALEUR_NOMBRE } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CoursOrPanel } from "../metal/index.ts";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { CoursPage } from "./CoursPage.tsx";

const ROWS = [
  { idCours: 1, description: "Euro / dollar", valeur: "1.0800" },
  { idCours: 2, description: "Main d'oeuvre", valeur: "45.0000" },
];

function stubServer(
  write: (method: string, url: string, body: unknown) => { status?: number; body?: unknown },
) {
  return stubFetch((url, init) => {
    const method = init.method ?? "GET";
    if (method === "GET" && url.startsWith("/api/admin/cours?")) return { body: { rows: ROWS, total: 2 } };
    // The gold price panel of /cours (metal area).
    if (method === "GET" && url === "/api/metal/cours-or") {
      return {
        body: {
          retenu: { prixGramme: null, source: "N/A", jour: null, origine: "aucun" },
          historique: [],
          sourceConfiguree: false,
        },
      };
    }
    return write(method, url, init.body ? JSON.parse(String(init.body)) : undefined);
  });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe("CoursPage", () => {
  it("validates with the domain schema before calling the server", async () => {
    const fetch = stubServer(() => ({ status: 500 }));
    renderWithProviders(<CoursPage orPanel={<CoursOrPanel />} />);
    fireEvent.change(field("Valeur"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText(MSG_COURS_NOM_OBLIGATOIRE)).toBeTruthy();
    expect(screen.getByText(MSG_COURS_VALEUR_NOMBRE)).toBeTruthy();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
  });

  it("creates with Enter from Nom to Valeur, then shows the notifier", async () => {
    const sent: unknown[] = [];
    stubServer((method, url, body) => {
      sent.push([method, url, body]);
      return { status: 201, body: { idCours: 20, description: "Platine", valeur: "31.5000" } };
    });
    renderWithProviders(<CoursPage orPanel={<CoursOrPanel />} />);
    fireEvent.change(field("Nom"), { target: { value: "Platine" } });
    fireEvent.change(field("Valeur"), { target: { value: "31,5" } });
    field("Nom").focus();
    fireEvent.keyDown(field("Nom"), { key: "Enter" });
    expect(document.activeElement).toBe(field("Valeur"));
    fireEvent.keyDown(field("Valeur"), { key: "Enter" });
    expect(await screen.findByText("Cours enregistré")).toBeTruthy();
    expect(sent).toEqual([["POST", "/api/admin/cours", { description: "Platine", valeur: "31.5" }]]);
    expect(field("Valeur").value).toBe("31,5");
  });

  it("loads a clicked row, updates it, and shows the server's field errors", async () => {
    const sent: string[] = [];
    stubServer((method, url) => ({
      ...(sent.push(`${method} ${url}`) && {}),
      status: 400,
      body: { message: "Requête invalide.", fieldErrors: { description: "Ce nom existe déjà." } },
    }));
    renderWithProviders(<CoursPage orPanel={<CoursOrPanel />} />);
    fireEvent.click(await screen.findByText("Main d'oeuvre"));
    expect(field("Nom").value).toBe("Main d'oeuvre");
    expect(field("Valeur").value).toBe("45");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Ce nom existe déjà.")).toBeTruthy();
    expect(await screen.findByText("Requête invalide.")).toBeTruthy();
    expect(sent).toEqual(["PUT /api/admin/cours/2"]);
  });

  it("asks before deleting and reports a rate in use", async () => {
    const sent: string[] = [];
    stubServer((method, url) => {
      sent.push(`${method} ${url}`);
      return { status: 409, body: { message: MSG_COURS_UTILISE } };
    });
    renderWithProviders(<CoursPage orPanel={<CoursOrPanel />} />);
    const supprimer = screen.getByRole("button", { name: "Supprimer" }) as HTMLButtonElement;
    expect(supprimer.disabled).toBe(true);
    fireEvent.click(await screen.findByText("Euro / dollar"));
    expect(supprimer.disabled).toBe(false);
    fireEvent.click(supprimer);
    const dialog = await screen.findByRole("dialog", { name: "Supprimer ce cours ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText(MSG_COURS_UTILISE)).toBeTruthy();
    expect(sent).toEqual(["DELETE /api/admin/cours/1"]);
  });

  it("Ajouter resets the form", async () => {
    stubServer(() => ({ status: 500 }));
    renderWithProviders(<CoursPage orPanel={<CoursOrPanel />} />);
    fireEvent.click(await screen.findByText("Euro / dollar"));
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    await waitFor(() => expect(field("Nom").value).toBe(""));
    expect(document.activeElement).toBe(field("Nom"));
  });
});
