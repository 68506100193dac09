import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../test/render.tsx";
import { FormFlow } from "./FormFlow.tsx";

function renderForm(onSubmit: () => void) {
  render(
    <FormFlow onSubmit={onSubmit}>
      <label>
        Nom
        <input name="nom" />
      </label>
      <label>
        Désactivé
        <input name="off" disabled />
      </label>
      <label>
        Notes
        <textarea name="notes" />
      </label>
      <label>
        Valeur
        <input name="valeur" />
      </label>
      <button type="submit">Enregistrer</button>
    </FormFlow>,
  );
}

describe("useEnterNavigation / FormFlow", () => {
  it("moves to the next enabled field on Enter, keeps Enter in a textarea, submits on the last", () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const nom = screen.getByLabelText("Nom");
    const notes = screen.getByLabelText("Notes");
    const valeur = screen.getByLabelText("Valeur");

    nom.focus();
    fireEvent.keyDown(nom, { key: "Enter" });
    expect(document.activeElement).toBe(notes);

    // A textarea keeps Enter for its new line.
    const kept = fireEvent.keyDown(notes, { key: "Enter" });
    expect(kept).toBe(true);
    expect(document.activeElement).toBe(notes);

    valeur.focus();
    fireEvent.keyDown(valeur, { key: "Enter" });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("leaves alone an Enter already handled by the field", () => {
    const onSubmit = vi.fn();
    render(
      <FormFlow onSubmit={onSubmit}>
        <input aria-label="Picker" onKeyDown={(e) => e.preventDefault()} />
        <input aria-label="Suivant" />
      </FormFlow>,
    );
    const picker = screen.getByLabelText("Picker");
    picker.focus();
    fireEvent.keyDown(picker, { key: "Enter" });
    expect(document.activeElement).toBe(picker);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits with the submit button too", () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
