import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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

  it("after a save: one message, the change saved highlighted in the history, then not after 2500 ms (issue 28.5)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const modification = {
      id: 88,
      at: "2026-11-28T06:00:00Z",
      utilisateur: "marie",
      objet: "OF",
      operation: "UPDATE",
      changements: [{ champ: "ref_clt", libelle: "Réf. client", avant: "", apres: "CLT-8" }],
    };
    let enregistre = false;
    stubFetch((url, init) => {
      if (url === "/api/of/1204" && (init.method ?? "GET") === "GET") return { body: OF_1204 };
      if (url in REF_LISTES_OF) return { body: REF_LISTES_OF[url] };
      if (url === "/api/of/1204/trace" && init.method === "PUT") {
        enregistre = true;
        return { body: { ...OF_1204, refClt: "CLT-8" } };
      }
      if (url === "/api/of/1204/historique") {
        const audit = enregistre ? [modification] : [];
        return { body: { lignes: [], pierres: [], factures: [], audit } };
      }
      return undefined;
    });
    renderWithProviders(<TraceOfPanel numSachet={1204} />);
    await waitFor(() => expect(champ("Poids (g)").value).toBe("12,5"));
    fireEvent.change(champ("Réf. client"), { target: { value: "CLT-8" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("OF enregistré")).toBeTruthy();
    expect(screen.getAllByText("OF enregistré")).toHaveLength(1);
    const ligne = () =>
      within(screen.getByRole("table", { name: "Modifications" }))
        .getByText("marie")
        .closest("tr");
    await waitFor(() => expect(ligne()?.classList.contains("ligne-enregistree")).toBe(true));
    act(() => vi.advanceTimersByTime(2500));
    expect(ligne()?.classList.contains("ligne-enregistree")).toBe(false);
  }, 120_000);
});
