import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { ReceptionPierrePage } from "./ReceptionPierrePage.tsx";

const PIERRE = {
  id: "41-2",
  idPier: 41,
  idQual: 2,
  idFour: null,
  label: "Diamant rond 1,2 mm G VS",
  euro: "12.50",
  dollar: "13.00",
};

/** The suppliers, the stone search and the reception answered by `reponse` (the bodies sent kept). */
function stub(reponse: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  stubFetch((url, init) => {
    if (url === "/api/ref/fournisseur") return { body: [{ id: 3, label: "Diamants Anvers" }] };
    if (url.startsWith("/api/pierres/recues/recherche?")) return { body: [PIERRE] };
    if (url === "/api/pierres/recues" && init.method === "POST") {
      sent.push(JSON.parse(String(init.body)));
      return reponse;
    }
    return undefined;
  });
  return sent;
}

const champ = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const liste = (name: RegExp) => screen.getByRole("combobox", { name }) as HTMLInputElement;
const saisir = (name: RegExp, value: string) => fireEvent.change(champ(name), { target: { value } });

/** A lot filled as far as Enregistrer: number, supplier, stone (prices prefilled), weight, certificate. */
async function remplir() {
  saisir(/N° Confie/, "E2-17");
  liste(/Fournisseur/).focus();
  fireEvent.change(liste(/Fournisseur/), { target: { value: "Diam" } });
  fireEvent.click(await screen.findByRole("option", { name: "Diamants Anvers" }));
  liste(/Pierre/).focus();
  fireEvent.change(liste(/Pierre/), { target: { value: "rond" } });
  // The search waits for the typing to pause (debounced) before it asks the server.
  fireEvent.click(await screen.findByRole("option", { name: PIERRE.label }, { timeout: 5000 }));
  await waitFor(() => expect(champ(/Prix €/).value).toBe("12,5"));
  saisir(/Poids Reçu/, "1,250");
  saisir(/Certificat/, "GIA 1");
}

// A whole screen with its lists is long to render on a shared machine: each test has 2 minutes.
describe("ReceptionPierrePage (/pierre/reception)", () => {
  it("Enter on a wrong field names it and stays; Enter on a right one moves on", async () => {
    stub({ status: 201, body: {} });
    renderWithProviders(<ReceptionPierrePage />);
    const poids = champ(/Poids Reçu/);
    poids.focus();
    fireEvent.change(poids, { target: { value: "abc" } });
    fireEvent.keyDown(poids, { key: "Enter" });
    expect(
      await screen.findByText("Veuillez corriger le champ 'Poids Reçu' avant de continuer."),
    ).toBeTruthy();
    expect(screen.getByText("Le poids doit etre un nombre.")).toBeTruthy();
    expect(document.activeElement).toBe(poids);

    fireEvent.change(poids, { target: { value: "1,250" } });
    fireEvent.keyDown(poids, { key: "Enter" });
    expect(document.activeElement).toBe(champ(/Nombre de pierres/));
  }, 120_000);

  it("a 400 puts the server's message under its field and says the spec's error once", async () => {
    const sent = stub({
      status: 400,
      body: { message: "Données invalides", fieldErrors: { noConfie: "N° Confie déjà reçu." } },
    });
    renderWithProviders(<ReceptionPierrePage />);
    await remplir();
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("N° Confie déjà reçu.")).toBeTruthy();
    expect(
      screen.getAllByText("Erreur lors de l'enregistrement de la pierre. Veuillez reessayer."),
    ).toHaveLength(1);
    expect(champ(/N° Confie/).getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([
      {
        noConfie: "E2-17",
        idFour: 3,
        idPier: 41,
        idQual: 2,
        dollar: "13",
        euro: "12.5",
        poids: "1.250",
        pieces: null,
        lg: false,
        coursEurDoll: "1",
        certificat: "GIA 1",
      },
    ]);

    // Typed again, the field's message goes.
    saisir(/N° Confie/, "E2-18");
    await waitFor(() => expect(screen.queryByText("N° Confie déjà reçu.")).toBeNull());
  }, 120_000);

  it("a saved lot says the server's message once, shows its Id Confie and empties the form", async () => {
    stub({
      status: 201,
      body: { idConf: 812, message: "Pierre enregistree avec succes !", avertissement: null },
    });
    renderWithProviders(<ReceptionPierrePage />);
    await remplir();
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Id Confie 812")).toBeTruthy();
    expect(screen.getAllByText("Pierre enregistree avec succes !")).toHaveLength(1);
    expect(champ(/N° Confie/).value).toBe("");
    expect((screen.getByRole("button", { name: "Enregistrer" }) as HTMLButtonElement).disabled).toBe(true);
  }, 120_000);
});
