import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { OF_1204, REF_LISTES_OF } from "./of-test-data.ts";
import { TraceOfPanel } from "./TraceOfPanel.tsx";

const champ = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

// The whole Trace OF form (24 fields) is long to render on a shared machine: each test has 2 minutes.
describe("TraceOfPanel (/of/tracer)", () => {
  it("Enter goes from field to field; the server's 400 shows its message under its field", async () => {
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url === "/api/of/1204" && (init.method ?? "GET") === "GET") return { body: OF_1204 };
      if (url in REF_LISTES_OF) return { body: REF_LISTES_OF[url] };
      if (url === "/api/of/1204/trace" && init.method === "PUT") {
        sent.push(JSON.parse(String(init.body)));
        const refus = { refClt: "Réf. client déjà donnée à l'OF 1180." };
        return { status: 400, body: { message: "Données invalides", fieldErrors: refus } };
      }
      return undefined;
    });
    renderWithProviders(<TraceOfPanel numSachet={1204} />);
    await waitFor(() => expect(champ("Poids (g)").value).toBe("12,5"));
    const enregistrer = screen.getByRole("button", { name: "Enregistrer" }) as HTMLButtonElement;
    expect(enregistrer.disabled).toBe(true);

    fireEvent.change(champ("Réf. client"), { target: { value: "CLT-8" } });
    expect(enregistrer.disabled).toBe(false);
    const poids = champ("Poids (g)");
    poids.focus();
    fireEvent.keyDown(poids, { key: "Enter" });
    expect(document.activeElement).toBe(champ("Taille / longueur"));
    expect(sent).toEqual([]);

    fireEvent.click(enregistrer);
    expect(await screen.findByText("Réf. client déjà donnée à l'OF 1180.")).toBeTruthy();
    expect(screen.getByText("Données invalides")).toBeTruthy();
    expect(champ("Réf. client").getAttribute("aria-invalid")).toBe("true");
    // The fields as the form holds them; the change is still there to correct.
    expect(sent).toEqual([
      {
        statut: 200,
        poids: "12,5",
        idStade: 2,
        typTransp: 1,
        dim: "54",
        prixFact: "",
        prixR: "",
        reaco: "0",
        refClt: "CLT-8",
        nomLigne: "",
        ref1: "",
        remise: "0",
        echeance: "30",
        idTva: "",
        dateLImp: false,
        tournee: false,
        devis: false,
        facon: false,
        pierresClt: false,
        signe: false,
        grave: false,
        labo: false,
        notes: "",
        information: "",
      },
    ]);
    expect(champ("Réf. client").value).toBe("CLT-8");
  }, 120_000);
});
