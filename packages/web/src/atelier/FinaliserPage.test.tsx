import {
  MSG_OF_DEJA_FINALISE,
  MSG_PRET_FINALISATION,
  msgLignesNonRendues,
  type OfAtelier,
  type OfFinalise,
} from "@ecrin/domain";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { FinaliserPage } from "./FinaliserPage.tsx";
import { SuiviProdPage } from "./SuiviProdPage.tsx";

const N = 4321;
const numero = { numSachet: N, ref: "BA-001", client: "Bijouterie Lille", statut: 200 };

function ofAtelier(over: { statut?: number; pret: boolean; message: string }): OfAtelier {
  return {
    of: {
      numSachet: N,
      statut: over.statut ?? 200,
      descStatut: "En fabrication",
      ref: "BA-001",
      description: "Bague",
      client: "Bijouterie Lille",
      poids: "4.250",
      stade: "Pièce finie",
      ref1: null,
      prixFact: "1234.40",
      prixR: "480.00",
    },
    joaillier: [],
    serti: [],
    etat: over.pret
      ? { pret: true, message: over.message }
      : {
          pret: false,
          code: over.statut === 550 ? "OF_DEJA_FINALISE" : "LIGNES_NON_RENDUES",
          message: over.message,
        },
  };
}

/** The server of these screens: the OF detail as given, the finalisation recorded (the OF joins the history),
 * the lists empty. */
function stub(detail: OfAtelier, historique: OfFinalise[] = []) {
  const finalisations: unknown[] = [];
  const fetch = stubFetch((url, init) => {
    const u = new URL(url, "http://localhost");
    if (u.pathname === "/api/of/numeros") return { body: [numero] };
    if (u.pathname === `/api/atelier/of/${N}/finaliser` && init.method === "POST") {
      finalisations.push(JSON.parse(String(init.body)));
      const ecran = (finalisations.at(-1) as { ecran: string }).ecran;
      historique.unshift({ ...numero, date: "2026-11-28T06:10:00Z", statut: 550 });
      return { body: { numSachet: N, statut: ecran === "suivi" ? 500 : 550, message: `OF ${N} finalisé` } };
    }
    if (u.pathname === `/api/of/${N}/pret-a-facturer` && init.method === "POST") {
      return { body: { ofs: [N], message: `OF ${N} prêt à facturer.` } };
    }
    if (u.pathname === `/api/atelier/of/${N}`) return { body: detail };
    if (u.pathname === "/api/atelier/finalises") return { body: historique };
    if (u.pathname.endsWith("/lignes")) return { body: { rows: [], total: 0 } };
    if (u.pathname === "/api/atelier/ouvriers") return { body: { joailliers: [], sertisseurs: [] } };
    if (u.pathname.endsWith("/prefill"))
      return {
        body: {
          numSachet: N,
          statut: 200,
          poids: "4.250",
          temps: "60",
          prix: "0",
          ref: null,
          description: null,
        },
      };
    return undefined;
  });
  return { fetch, finalisations };
}

async function scanner(label: string, n: number) {
  const input = screen.getByLabelText(label);
  input.focus();
  fireEvent.change(input, { target: { value: String(n) } });
  await act(async () => {
    fireEvent.keyDown(input, { key: "Enter" });
  });
  return input as HTMLInputElement;
}

describe("FinaliserPage", () => {
  it("a scanned ready OF shows 'Pret Pour Finalisation'; Enter finalises it (550 screen) and clears it", async () => {
    const { finalisations } = stub(ofAtelier({ pret: true, message: MSG_PRET_FINALISATION }));
    renderWithProviders(<FinaliserPage />);
    const input = await scanner("N° OF", N);
    expect(await screen.findByText(MSG_PRET_FINALISATION)).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(input, { key: "Enter" });
    });
    await waitFor(() => expect(finalisations).toEqual([{ ecran: "finaliser" }]));
    expect(await screen.findByText(`OF ${N} finalisé`)).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(""));
  });

  it("after Finaliser: one message, the OF highlighted in the history, then not after 2500 ms (issue 28.5)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stub(ofAtelier({ pret: true, message: MSG_PRET_FINALISATION }));
    renderWithProviders(<FinaliserPage />);
    await scanner("N° OF", N);
    fireEvent.click(await screen.findByRole("button", { name: "Finaliser" }));
    expect(await screen.findByText(`OF ${N} finalisé`)).toBeTruthy();
    expect(screen.getAllByText(`OF ${N} finalisé`)).toHaveLength(1);
    const historique = screen.getByRole("list", { name: "OF finalisés" });
    const ligne = () => within(historique).getByText(`OF ${N} — BA-001`).closest(".MuiListItemButton-root");
    await waitFor(() => expect(ligne()?.classList.contains("ligne-enregistree")).toBe(true));
    act(() => vi.advanceTimersByTime(2500));
    expect(ligne()?.classList.contains("ligne-enregistree")).toBe(false);
  });

  it("Enter on an OF with lines out finalises nothing and says why", async () => {
    const raison = msgLignesNonRendues(1, 0);
    const { finalisations } = stub(ofAtelier({ pret: false, message: raison }));
    renderWithProviders(<FinaliserPage />);
    const input = await scanner("N° OF", N);
    expect(await screen.findByText(raison)).toBeTruthy();
    input.focus();
    await act(async () => {
      fireEvent.keyDown(input, { key: "Enter" });
    });
    expect(finalisations).toEqual([]);
    expect(screen.getByRole("button", { name: "Finaliser" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows 'Of Déja Finalisé' and the history of finalised OFs", async () => {
    stub(ofAtelier({ statut: 550, pret: false, message: MSG_OF_DEJA_FINALISE }), [
      { numSachet: N, date: "2026-03-02T09:05:00Z", ref: "BA-001", client: "Bijouterie Lille", statut: 550 },
    ]);
    renderWithProviders(<FinaliserPage />);
    const historique = await screen.findByRole("list", { name: "OF finalisés" });
    await waitFor(() => expect(historique.textContent).toContain(`OF ${N} — BA-001`));
    await scanner("N° OF", N);
    expect(await screen.findByText(MSG_OF_DEJA_FINALISE)).toBeTruthy();
  });

  it("offers 'Prêt à facturer' for a finalised OF only, and sends the command", async () => {
    const { fetch } = stub(ofAtelier({ statut: 550, pret: false, message: MSG_OF_DEJA_FINALISE }));
    renderWithProviders(<FinaliserPage />);
    await scanner("N° OF", N);
    fireEvent.click(await screen.findByRole("button", { name: "Prêt à facturer" }));
    expect(await screen.findByText(`OF ${N} prêt à facturer.`)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith(`/api/of/${N}/pret-a-facturer`))).toBe(true);
  });

  it("Rentrer en Stock starts from what the OF knows: reference, weight, price and cost price (issue 28.6)", async () => {
    stub(ofAtelier({ statut: 550, pret: false, message: MSG_OF_DEJA_FINALISE }));
    renderWithProviders(<FinaliserPage />);
    await scanner("N° OF", N);
    fireEvent.click(await screen.findByRole("button", { name: "Rentrer en Stock" }));
    const dialog = await screen.findByRole("dialog");
    const valeur = (name: string) =>
      (within(dialog).getByRole("textbox", { name }) as HTMLInputElement).value;
    expect(valeur("Reference")).toBe("BA-001");
    expect(valeur("Poids")).toBe("4,250");
    expect(valeur("Prix")).toBe("1234,40");
    expect(valeur("Prix de Revient")).toBe("480,00");
  });

  it("does not offer 'Prêt à facturer' before the OF is finalised", async () => {
    stub(ofAtelier({ pret: true, message: MSG_PRET_FINALISATION }));
    renderWithProviders(<FinaliserPage />);
    await scanner("N° OF", N);
    expect(await screen.findByText(MSG_PRET_FINALISATION)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Prêt à facturer" })).toBeNull();
  });
});

describe("SuiviProdPage", () => {
  it("Finaliser OF finalises the OF searched from the follow-up screen (500)", async () => {
    const { finalisations } = stub(ofAtelier({ pret: true, message: MSG_PRET_FINALISATION }));
    renderWithProviders(<SuiviProdPage />);
    await scanner("Recherche OF", N);
    const bouton = screen.getByRole("button", { name: "Finaliser OF" });
    await waitFor(() => expect(bouton.hasAttribute("disabled")).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(bouton));
    fireEvent.click(bouton);
    await waitFor(() => expect(finalisations).toEqual([{ ecran: "suivi" }]));
    expect(await screen.findByText(`OF ${N} finalisé`)).toBeTruthy();
  });

  it("Finaliser OF stays disabled while a line is out", async () => {
    stub(ofAtelier({ pret: false, message: msgLignesNonRendues(0, 1) }));
    renderWithProviders(<SuiviProdPage />);
    await scanner("Recherche OF", N);
    expect(await screen.findByText(msgLignesNonRendues(0, 1))).toBeTruthy();
    expect(screen.getByRole("button", { name: "Finaliser OF" }).hasAttribute("disabled")).toBe(true);
  });
});
