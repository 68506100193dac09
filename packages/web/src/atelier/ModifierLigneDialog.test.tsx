import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { ligneEnCours, OUVRIERS_TEST } from "./lignes-test-data.ts";
import { ModifierLigneDialog } from "./ModifierLigneDialog.tsx";

describe("ModifierLigneDialog", () => {
  it("a new worker while the bag is out elsewhere: asks the server's question, then resends confirmed", async () => {
    const question = "L'OF est encore chez Sam Petit depuis le 21/11/2026. Envoyer quand même ?";
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url === "/api/atelier/ouvriers") return { body: OUVRIERS_TEST };
      if (url === "/api/atelier/joaillier/lignes/7" && init.method === "PUT") {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return body.confirme
          ? { body: { numSachet: 1204, statut: 200, message: "Ligne modifiée." } }
          : { status: 409, body: { code: "OF_AILLEURS", message: question, ouvrier: "Sam Petit" } };
      }
      return undefined;
    });
    let closed = false;
    renderWithProviders(
      <ModifierLigneDialog ligne={ligneEnCours(7, 3, "Léa Moreau")} onClose={() => (closed = true)} />,
    );
    await screen.findByRole("option", { name: "Paul Roux" });
    fireEvent.change(screen.getByRole("combobox", { name: /Joaillier/ }), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    await screen.findByText("Ligne modifiée.");
    expect(sent).toEqual([
      { idOuvrier: 5, poids: "12.4" },
      { idOuvrier: 5, poids: "12.4", confirme: true },
    ]);
    expect(closed).toBe(true);
  });
});
