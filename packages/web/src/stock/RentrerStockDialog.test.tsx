import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { RentrerStockDialog } from "./RentrerStockDialog.tsx";

const OF = { numSachet: 4521, ref: "SOL-52", client: "STOCK", statut: 550 };

const posts = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .filter((c) => c[1]?.method === "POST")
    .map((c) => [String(c[0]), JSON.parse(String(c[1]?.body))]);

/** Rentrer en Stock (spec 02 section 2.12), opened from /finaliser with the OF's weight and prices. */
describe("RentrerStockDialog", () => {
  it("sends the OF with its French decimals read, says the server's message and closes", async () => {
    const fetch = stubFetch((url, init) =>
      url === "/api/stock/rentrer" && init.method === "POST"
        ? { body: { message: "OF 4521 rentré en stock." } }
        : undefined,
    );
    const onClose = vi.fn();
    renderWithProviders(
      <RentrerStockDialog
        open
        onClose={onClose}
        of={OF}
        valeurs={{ poids: "3.250", prixFact: "1234.40", prixR: "500.00", ref1: null }}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Rentrer en Stock" });
    expect((within(dialog).getByLabelText("Poids") as HTMLInputElement).value).toBe("3,250");
    expect((within(dialog).getByLabelText("Prix") as HTMLInputElement).value).toBe("1234,40");
    fireEvent.change(within(dialog).getByLabelText("Etiquette"), { target: { value: "SOLITAIRE OR" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("OF 4521 rentré en stock.")).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts(fetch)).toEqual([
      [
        "/api/stock/rentrer",
        {
          numSachet: 4521,
          ref1: null,
          poids: "3.250",
          prixFact: "1234.40",
          prixR: "500.00",
          labelProduit: "SOLITAIRE OR",
        },
      ],
    ]);
  });

  it("warns at the 16th character of the label and sends nothing while it is too long", async () => {
    const fetch = stubFetch(() => undefined);
    renderWithProviders(<RentrerStockDialog open onClose={() => {}} of={OF} valeurs={{ poids: "3.250" }} />);
    const dialog = await screen.findByRole("dialog", { name: "Rentrer en Stock" });
    const etiquette = within(dialog).getByLabelText("Etiquette");
    fireEvent.change(etiquette, { target: { value: "SOLITAIRE DIAMA" } });
    expect(within(dialog).queryByRole("alert")).toBeNull();
    fireEvent.change(etiquette, { target: { value: "SOLITAIRE DIAMAN" } });
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "La description est trop longue : l'étiquette fait 15 caractères au maximum.",
    );
    fireEvent.change(within(dialog).getByLabelText("Prix"), { target: { value: "1000" } });
    fireEvent.change(within(dialog).getByLabelText("Prix de Revient"), { target: { value: "400" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(
        within(dialog).getAllByText(
          "La description est trop longue : l'étiquette fait 15 caractères au maximum.",
        ),
      ).toHaveLength(2),
    );
    expect(posts(fetch)).toEqual([]);
  });

  it("shows the server's refusal and stays open", async () => {
    stubFetch((url) =>
      url === "/api/stock/rentrer"
        ? {
            status: 409,
            body: {
              code: "TRANSITION_INTERDITE",
              message: "L'OF 4521 ne peut pas passer du statut 200 au statut 650 (rentrée en stock).",
            },
          }
        : undefined,
    );
    const onClose = vi.fn();
    renderWithProviders(
      <RentrerStockDialog
        open
        onClose={onClose}
        of={OF}
        valeurs={{ poids: "3.250", prixFact: "1234.40", prixR: "500.00" }}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Rentrer en Stock" });
    fireEvent.change(within(dialog).getByLabelText("Etiquette"), { target: { value: "BAGUE" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await screen.findByText("L'OF 4521 ne peut pas passer du statut 200 au statut 650 (rentrée en stock)."),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
