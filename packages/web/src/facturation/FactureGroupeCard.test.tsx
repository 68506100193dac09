import { type GroupeAFacturer, IDEMPOTENCY_HEADER, type ResultatFacturation } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render.tsx";
import { FactureGroupeCard } from "./FactureGroupeCard.tsx";

const GROUPE: GroupeAFacturer = {
  cle: "12|1||0",
  idBijouterie: 12,
  client: "Bijouterie Test",
  typTransp: 1,
  transport: "Tournée",
  nomLigne: null,
  labo: false,
  canalAlternatif: false,
  lignes: [
    {
      numSachet: 4101,
      ref: "BA-1",
      designation: "Bague",
      commentaire: null,
      refClt: null,
      poids: "3.200",
      prixFact: "100.00",
      sansPrix: false,
      prixUHt: "100.00",
      reaco: "0.00",
      remise: "0",
      totalHt: "100.00",
      echeance: 30,
      tauxTva: "20.00",
      categorieTva: "S",
      prenom: null,
      ofReservation: null,
    },
  ],
  total: "100.00",
  portDefaut: "23.00",
  nbFactures: 1,
};
const RESULTAT: ResultatFacturation = {
  canal: "standard",
  numeros: [10501],
  message: "Facture 10501 enregistrée",
};

/** Each POST waits for the test to answer it; the keys it was sent with, in order. */
function stubFacturer() {
  const keys: string[] = [];
  const answers: Array<(r: Response) => void> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: RequestInit = {}) => {
      keys.push((init.headers as Record<string, string>)[IDEMPOTENCY_HEADER] ?? "");
      return new Promise<Response>((resolve) => answers.push(resolve));
    }),
  );
  const answer = (status: number, body: unknown) =>
    answers.shift()?.(
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
    );
  return { keys, answer };
}

const bouton = () => screen.getByRole("button", { name: "Facturer" }) as HTMLButtonElement;

async function facturer() {
  fireEvent.click(bouton());
  fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Enregistrer" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

describe("FactureGroupeCard (Facturer)", () => {
  it("sends one key per submission: kept on a retry, renewed once invoiced; no second click meanwhile", async () => {
    const server = stubFacturer();
    const onFacture = vi.fn();
    renderWithProviders(
      <FactureGroupeCard groupe={GROUPE} onTracer={() => undefined} onFacture={onFacture} />,
    );

    await facturer();
    await waitFor(() => expect(server.keys).toHaveLength(1));
    expect(server.keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(bouton().disabled).toBe(true);
    server.answer(503, { message: "Erreur interne : l'opération n'a pas été enregistrée." });
    await screen.findByText("Erreur interne : l'opération n'a pas été enregistrée.");
    await waitFor(() => expect(bouton().disabled).toBe(false));

    // The same submission again (the answer may have been lost): the same key.
    await facturer();
    await waitFor(() => expect(server.keys).toHaveLength(2));
    expect(server.keys[1]).toBe(server.keys[0]);
    server.answer(201, RESULTAT);
    await waitFor(() => expect(onFacture).toHaveBeenCalledWith(RESULTAT, GROUPE));

    // A new submission after the invoices were made: a new key.
    await waitFor(() => expect(bouton().disabled).toBe(false));
    await facturer();
    await waitFor(() => expect(server.keys).toHaveLength(3));
    expect(server.keys[2]).not.toBe(server.keys[0]);
  });

  it("names the OFs without price before Facturer, disables it, and opens Tracer on the one chosen", () => {
    const ligne = GROUPE.lignes[0]!;
    const groupe: GroupeAFacturer = {
      ...GROUPE,
      lignes: [
        ligne,
        { ...ligne, numSachet: 4102, prixFact: "0.00", sansPrix: true, prixUHt: "0.00", totalHt: "0.00" },
      ],
    };
    const onTracer = vi.fn();
    renderWithProviders(
      <FactureGroupeCard groupe={groupe} onTracer={onTracer} onFacture={() => undefined} />,
    );

    expect(
      screen.getByText("L'OF 4102 n'a pas de prix : donnez-lui un prix (Tracer) avant de facturer."),
    ).toBeTruthy();
    expect(bouton().disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Donner un prix à l'OF 4102" }));
    expect(onTracer).toHaveBeenCalledWith(4102);
  });
});
