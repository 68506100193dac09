import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { EditOfPanel } from "./EditOfPanel.tsx";
import { REF_LISTES_OF as LISTES, OF_1204 as OF } from "./of-test-data.ts";

/** The OF 1204, its lists, and the edit answered by `edition` (the bodies sent kept in order). */
function stub(edition: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  stubFetch((url, init) => {
    if (url === "/api/of/1204" && (init.method ?? "GET") === "GET") return { body: OF };
    if (url in LISTES) return { body: LISTES[url] };
    if (url === "/api/of/1204/edition" && init.method === "PUT") {
      sent.push(JSON.parse(String(init.body)));
      return edition;
    }
    return undefined;
  });
  return sent;
}

const champ = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

// A whole screen with its lists is long to render on a shared machine: each test has 2 minutes.
describe("EditOfPanel (/of/edit)", () => {
  it("Enter goes from field to field; the server's 400 shows its message under its field", async () => {
    const sent = stub({
      status: 400,
      body: { message: "Données invalides", fieldErrors: { refClt: "Réf. client déjà donnée à l'OF 1180." } },
    });
    renderWithProviders(<EditOfPanel numSachet={1204} onDeleted={() => undefined} />);
    await waitFor(() => expect(champ("Taille / longueur").value).toBe("54"));

    const dim = champ("Taille / longueur");
    dim.focus();
    fireEvent.change(dim, { target: { value: "57" } });
    fireEvent.keyDown(dim, { key: "Enter" });
    expect(document.activeElement).toBe(champ("Réf. client"));
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Réf. client déjà donnée à l'OF 1180.")).toBeTruthy();
    expect(screen.getByText("Données invalides")).toBeTruthy();
    expect(champ("Réf. client").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([
      {
        dateLivr: "2026-11-27",
        dateLImp: false,
        idStade: 2,
        typTransp: 1,
        typeMetal: 1,
        dim: "57",
        refClt: "CLT-7",
        notes: null,
      },
    ]);
  }, 120_000);

  it("the schema's message shows under its field and nothing is sent; a save says 'OF enregistré' once", async () => {
    const sent = stub({ status: 200, body: { ...OF, dim: "56" } });
    renderWithProviders(<EditOfPanel numSachet={1204} onDeleted={() => undefined} />);
    await waitFor(() => expect(champ("Taille / longueur").value).toBe("54"));

    fireEvent.change(champ("Taille / longueur"), { target: { value: "x".repeat(31) } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Taille ou longueur : 30 caractères au plus.")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(champ("Taille / longueur"), { target: { value: "56" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("OF enregistré")).toBeTruthy();
    expect(screen.getAllByText("OF enregistré")).toHaveLength(1);
    expect(screen.queryByText("Taille ou longueur : 30 caractères au plus.")).toBeNull();
    expect(champ("Taille / longueur").value).toBe("56");
    expect(sent).toHaveLength(1);
  }, 120_000);
});
