import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../test/render.tsx";
import { type Confirm, ConfirmProvider, useConfirm } from "./ConfirmProvider.tsx";

function renderConfirm(): { confirm: () => Confirm } {
  let captured: Confirm | null = null;
  function Capture() {
    captured = useConfirm();
    return null;
  }
  render(
    <ConfirmProvider>
      <Capture />
    </ConfirmProvider>,
  );
  return { confirm: () => captured! };
}

describe("ConfirmProvider", () => {
  it("resolves true when the confirm button is pressed, and focuses it", async () => {
    const { confirm } = renderConfirm();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm()({ title: "Supprimer ce cours ?", confirmLabel: "Supprimer" });
    });
    const dialog = await screen.findByRole("dialog", { name: "Supprimer ce cours ?" });
    const button = screen.getByRole("button", { name: "Supprimer" });
    expect(dialog.contains(button)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(button));
    fireEvent.click(button);
    await expect(answer).resolves.toBe(true);
  });

  it("resolves false on Annuler", async () => {
    const { confirm } = renderConfirm();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm()({ title: "Continuer ?", message: "Un produit identique existe." });
    });
    expect(await screen.findByText("Un produit identique existe.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Annuler" }));
    await expect(answer).resolves.toBe(false);
  });

  it("resolves false on Escape", async () => {
    const { confirm } = renderConfirm();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm()({ title: "Continuer ?" });
    });
    const dialog = await screen.findByRole("dialog");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await expect(answer).resolves.toBe(false);
  });
});
