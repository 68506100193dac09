import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { EnvoiJoaillierForm } from "./EnvoiJoaillierForm.tsx";
import { ligneEnCours, OUVRIERS_TEST } from "./lignes-test-data.ts";
import { RetourJoaillierForm } from "./RetourJoaillierForm.tsx";

const PREFILL = {
  numSachet: 1204,
  statut: 50,
  poids: "12.500",
  temps: "90.00",
  prix: "35.00",
  ref: "BG1001",
  description: "Bague",
};

function stub(envoi: { status: number; body: unknown }, lignes = [ligneEnCours(7, 3, "Léa Moreau")]) {
  const sent: unknown[] = [];
  const fetch = stubFetch((url, init) => {
    if (url === "/api/atelier/ouvriers") return { body: OUVRIERS_TEST };
    if (url === "/api/atelier/of/1204/prefill") return { body: PREFILL };
    if (url === "/api/atelier/of/99/prefill") return { status: 404, body: { message: "OF non trouvé" } };
    if (url.startsWith("/api/atelier/joaillier/lignes?"))
      return { body: { rows: lignes, total: lignes.length } };
    if (url.startsWith("/api/atelier/joaillier/") && init.method === "POST") {
      sent.push(JSON.parse(String(init.body)));
      return envoi;
    }
    return undefined;
  });
  return { fetch, sent };
}

const enter = (el: HTMLElement) => fireEvent.keyDown(el, { key: "Enter" });

describe("EnvoiJoaillierForm", () => {
  it("a scanned bag (digits + Enter) prefills the weight and moves on; Enter there sends", async () => {
    const { sent } = stub({ status: 201, body: { idLigne: 1, message: "OF 1204 envoyé à Léa Moreau." } });
    renderWithProviders(<EnvoiJoaillierForm />);
    await screen.findByRole("option", { name: "Léa Moreau" });
    fireEvent.change(screen.getByRole("combobox", { name: /Joaillier/ }), { target: { value: "3" } });
    const of = screen.getByRole("textbox", { name: /^OF/ });
    fireEvent.change(of, { target: { value: "1204" } });
    enter(of);
    const poids = screen.getByRole("textbox", { name: /Poids/ }) as HTMLInputElement;
    await waitFor(() => expect(poids.value).toBe("12,5"));
    expect(document.activeElement).toBe(poids);
    expect(screen.getByText("BG1001 — Bague")).toBeTruthy();

    enter(poids);
    await screen.findByText("OF 1204 envoyé à Léa Moreau.");
    expect(sent).toEqual([{ idOuvrier: 3, numSachet: 1204, poids: "12.5" }]);
    // Ready for the next bag: the jeweller stays, the OF is empty and focused.
    expect((of as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(of);
  });

  it("shows the server's refusal 'OF déjà présent' and the spec's field messages", async () => {
    stub({ status: 409, body: { message: "OF déjà présent" } });
    renderWithProviders(<EnvoiJoaillierForm />);
    await screen.findByRole("option", { name: "Léa Moreau" });
    fireEvent.click(screen.getByRole("button", { name: "ENVOYER" }));
    expect(await screen.findByText("Joaillier obligatoire.")).toBeTruthy();
    expect(screen.getByText("N° OF obligatoire.")).toBeTruthy();

    fireEvent.change(screen.getByRole("combobox", { name: /Joaillier/ }), { target: { value: "3" } });
    const of = screen.getByRole("textbox", { name: /^OF/ });
    fireEvent.change(of, { target: { value: "1204" } });
    enter(of);
    const poids = screen.getByRole("textbox", { name: /Poids/ }) as HTMLInputElement;
    await waitFor(() => expect(poids.value).toBe("12,5"));
    enter(poids);
    expect(await screen.findByText("OF déjà présent")).toBeTruthy();
  });

  it("a bag still out at another worker: shows where it is, asks the server's question, resends confirmed", async () => {
    const question = "L'OF est encore chez Paul Roux depuis le 20/11/2026. Envoyer quand même ?";
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url === "/api/atelier/ouvriers") return { body: OUVRIERS_TEST };
      if (url === "/api/atelier/of/1204/prefill") return { body: PREFILL };
      if (url === "/api/of/1204/emplacement") {
        const libelle = "Chez Paul Roux depuis le 20/11/2026";
        return { body: { numSachet: 1204, emplacement: { lieu: "ouvrier", libelle } } };
      }
      if (url === "/api/atelier/joaillier/envoi" && init.method === "POST") {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return body.confirme
          ? { status: 201, body: { idLigne: 9, message: "OF 1204 envoyé à Léa Moreau." } }
          : { status: 409, body: { code: "OF_AILLEURS", message: question, ouvrier: "Paul Roux" } };
      }
      return undefined;
    });
    renderWithProviders(<EnvoiJoaillierForm />);
    await screen.findByRole("option", { name: "Léa Moreau" });
    fireEvent.change(screen.getByRole("combobox", { name: /Joaillier/ }), { target: { value: "3" } });
    const of = screen.getByRole("textbox", { name: /^OF/ });
    fireEvent.change(of, { target: { value: "1204" } });
    enter(of);
    expect(await screen.findByText("Chez Paul Roux depuis le 20/11/2026")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "ENVOYER" }));
    expect(await screen.findByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    await screen.findByText("OF 1204 envoyé à Léa Moreau.");
    expect(sent).toEqual([
      { idOuvrier: 3, numSachet: 1204, poids: "12.5" },
      { idOuvrier: 3, numSachet: 1204, poids: "12.5", confirme: true },
    ]);
  });

  it("a 400 puts the server's message under its field; the question answered no sends nothing more", async () => {
    const question = "L'OF est encore chez Paul Roux depuis le 20/11/2026. Envoyer quand même ?";
    const refus = {
      message: "Données invalides",
      fieldErrors: { poids: "Poids supérieur au poids de l'OF." },
    };
    const reponses = [
      { status: 400, body: refus },
      { status: 409, body: { code: "OF_AILLEURS", message: question, ouvrier: "Paul Roux" } },
    ];
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url === "/api/atelier/ouvriers") return { body: OUVRIERS_TEST };
      if (url === "/api/atelier/of/1204/prefill") return { body: PREFILL };
      if (url === "/api/atelier/joaillier/envoi" && init.method === "POST") {
        sent.push(JSON.parse(String(init.body)));
        return reponses.shift();
      }
      return undefined;
    });
    renderWithProviders(<EnvoiJoaillierForm />);
    await screen.findByRole("option", { name: "Léa Moreau" });
    fireEvent.change(screen.getByRole("combobox", { name: /Joaillier/ }), { target: { value: "3" } });
    const of = screen.getByRole("textbox", { name: /^OF/ });
    fireEvent.change(of, { target: { value: "1204" } });
    enter(of);
    const poids = screen.getByRole("textbox", { name: /Poids/ }) as HTMLInputElement;
    await waitFor(() => expect(poids.value).toBe("12,5"));
    fireEvent.change(poids, { target: { value: "40" } });
    enter(poids);
    expect(await screen.findByText("Poids supérieur au poids de l'OF.")).toBeTruthy();
    expect(screen.getByText("Données invalides")).toBeTruthy();
    expect(poids.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(poids, { target: { value: "12,5" } });
    fireEvent.click(screen.getByRole("button", { name: "ENVOYER" }));
    expect(await screen.findByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(sent).toEqual([
      { idOuvrier: 3, numSachet: 1204, poids: "40" },
      { idOuvrier: 3, numSachet: 1204, poids: "12.5" },
    ]);
    // Nothing said, the bag still in the form.
    expect(screen.queryByText("OF 1204 envoyé à Léa Moreau.")).toBeNull();
    expect((of as HTMLInputElement).value).toBe("1204");
  });

  it("an unknown bag says 'OF non trouvé' and keeps the focus on the OF", async () => {
    stub({ status: 201, body: {} });
    renderWithProviders(<EnvoiJoaillierForm />);
    const of = screen.getByRole("textbox", { name: /^OF/ });
    of.focus();
    fireEvent.change(of, { target: { value: "99" } });
    enter(of);
    expect(await screen.findByText("OF non trouvé")).toBeTruthy();
    expect(document.activeElement).toBe(of);
  });
});

describe("RetourJoaillierForm", () => {
  it("a scanned bag selects its line in progress: weight sent and theoretical time prefilled", async () => {
    const { sent } = stub({
      status: 200,
      body: { numSachet: 1204, statut: 200, message: "OF 1204 retourné par Léa Moreau." },
    });
    renderWithProviders(<RetourJoaillierForm />);
    const of = screen.getByRole("combobox", { name: /^OF/ });
    fireEvent.change(of, { target: { value: "1204" } });
    enter(of);
    const poids = screen.getByRole("textbox", { name: /^Poids \(g\)/ }) as HTMLInputElement;
    await waitFor(() => expect(poids.value).toBe("12,4"));
    expect(document.activeElement).toBe(poids);
    const temps = screen.getByRole("textbox", { name: /Temps/ }) as HTMLInputElement;
    await waitFor(() => expect(temps.value).toBe("90"));
    fireEvent.change(screen.getByRole("textbox", { name: /Poids Rendu/ }), { target: { value: "12,1" } });
    enter(temps);
    await screen.findByText("OF 1204 retourné par Léa Moreau.");
    expect(sent).toEqual([{ idLigne: 7, poids: "12.4", poidsRendu: "12.1", temps: "90" }]);
  });

  it("an OF in progress at two jewellers opens the list of its lines to pick one", async () => {
    stub({ status: 200, body: {} }, [ligneEnCours(7, 3, "Léa Moreau"), ligneEnCours(8, 5, "Paul Roux")]);
    renderWithProviders(<RetourJoaillierForm />);
    const of = screen.getByRole("combobox", { name: /^OF/ });
    fireEvent.change(of, { target: { value: "1204" } });
    enter(of);
    const option = await screen.findByRole("option", { name: "1204 — Paul Roux — BG1001" });
    expect(screen.getAllByRole("option")).toHaveLength(2);
    fireEvent.click(option);
    const poids = screen.getByRole("textbox", { name: /^Poids \(g\)/ }) as HTMLInputElement;
    await waitFor(() => expect(poids.value).toBe("12,4"));
    expect((of as HTMLInputElement).value).toBe("1204 — Paul Roux — BG1001");
  });
});
