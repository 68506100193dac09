import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { StockPierreOperationDialog } from "./StockPierreOperationDialog.tsx";

const body = (fetch: ReturnType<typeof stubFetch>, url: string) =>
  fetch.mock.calls.filter((c) => String(c[0]) === url).map((c) => JSON.parse(String(c[1]?.body)));

/** Operation sur pierres de stock (spec 02 section 2.9): Facturer or Modifier Etat the selected lots. */
describe("StockPierreOperationDialog", () => {
  it("Facturer sends the lots, the rate read from French decimals and the label, then says how many", async () => {
    const fetch = stubFetch((url, init) =>
      url === "/api/pierres/stock/facturer" && init.method === "POST"
        ? { body: { modifiees: 2 } }
        : undefined,
    );
    const onClose = vi.fn();
    const onEnregistre = vi.fn();
    renderWithProviders(
      <StockPierreOperationDialog ids={[31, 32]} onClose={onClose} onEnregistre={onEnregistre} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Operation sur pierres de stock" });
    expect(within(dialog).getByText("2 pierres sélectionnées")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Cours €/$"), { target: { value: "1,08" } });
    fireEvent.change(within(dialog).getByLabelText("Libellé facture"), { target: { value: "FP-2026-14" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Facturer" }));
    expect(await screen.findByText("2 pierre(s) facturée(s)")).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The lots invoiced, for the list to highlight (issue 28.5).
    expect(onEnregistre.mock.calls).toEqual([[[31, 32]]]);
    expect(body(fetch, "/api/pierres/stock/facturer")).toEqual([
      { ids: [31, 32], cours: "1.08", labelFact: "FP-2026-14" },
    ]);
  });

  it("refuses a missing invoice label in the spec's words, sending nothing", async () => {
    const fetch = stubFetch(() => undefined);
    renderWithProviders(<StockPierreOperationDialog ids={[31]} onClose={() => {}} onEnregistre={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Operation sur pierres de stock" });
    expect(within(dialog).getByText("Pierre 31")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Facturer" }));
    expect(await within(dialog).findByText("Libellé de facture obligatoire.")).toBeTruthy();
    expect(body(fetch, "/api/pierres/stock/facturer")).toEqual([]);
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    stubFetch((url) =>
      url === "/api/pierres/stock/facturer"
        ? { status: 404, body: { code: "LOT_INTROUVABLE", message: "Lot introuvable." } }
        : undefined,
    );
    const onClose = vi.fn();
    const onEnregistre = vi.fn();
    renderWithProviders(
      <StockPierreOperationDialog ids={[99]} onClose={onClose} onEnregistre={onEnregistre} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Operation sur pierres de stock" });
    fireEvent.change(within(dialog).getByLabelText("Libellé facture"), { target: { value: "FP-1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Facturer" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Lot introuvable.");
    expect(onClose).not.toHaveBeenCalled();
    expect(onEnregistre).not.toHaveBeenCalled();
  });
});
