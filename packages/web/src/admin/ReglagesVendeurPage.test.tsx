import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { ReglagesVendeurPage } from "./ReglagesVendeurPage.tsx";

const DEMO = {
  vendeurRaisonSociale: "Écrin Joaillerie",
  vendeurFormeJuridique: "SAS",
  vendeurCapital: "100 000 €",
  vendeurSiren: "123456782",
  vendeurSiret: "12345678200010",
  vendeurRcs: "RCS Paris 123 456 782",
  vendeurTva: "FR11123456782",
  vendeurAdresse: "12 rue de la Paix",
  vendeurCp: "75002",
  vendeurVille: "Paris",
  vendeurTelephone: "01 23 45 67 89",
  vendeurEmail: "contact@example.com",
};

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe("ReglagesVendeurPage (issue 25 point 9)", () => {
  it("refuses an invalid SIREN with the client form's message, without calling the server", async () => {
    const fetch = stubFetch(() => ({ body: DEMO }));
    renderWithProviders(<ReglagesVendeurPage />);
    await waitFor(() => expect(field("SIREN").value).toBe("123456782"));
    fireEvent.change(field("SIREN"), { target: { value: "123456789" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("SIREN invalide : la clé de contrôle ne correspond pas.")).toBeTruthy();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
  });

  it("saves a valid identity with PUT, the identifiers compact", async () => {
    const sent: unknown[] = [];
    stubFetch((_url, init) => {
      if (init.method === "PUT") {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return { body };
      }
      return { body: DEMO };
    });
    renderWithProviders(<ReglagesVendeurPage />);
    await waitFor(() => expect(field("SIRET").value).toBe("12345678200010"));
    fireEvent.change(field("SIRET"), { target: { value: "123 456 782 00010" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Identité du vendeur enregistrée")).toBeTruthy();
    expect(sent).toEqual([DEMO]);
  });
});
