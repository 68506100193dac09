import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { dateAFocus, dateInput, saisirDate } from "../test/dates.ts";
import "../test/render.tsx";
import { DateField } from "./DateField.tsx";
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

  it("counts a date field as one field: Enter goes into it, out of it, and submits from the last", () => {
    const onSubmit = vi.fn();
    function Form() {
      const [date, setDate] = useState("");
      return (
        <FormFlow onSubmit={() => onSubmit(date)}>
          <input aria-label="Nom" />
          <DateField label="Livraison" name="livraison" value={date} onChange={setDate} />
          <input aria-label="Notes" />
        </FormFlow>
      );
    }
    render(<Form />);
    const nom = screen.getByLabelText("Nom");
    nom.focus();
    fireEvent.keyDown(nom, { key: "Enter" });
    expect(dateAFocus("Livraison")).toBe(true);
    saisirDate("Livraison", "2026-03-31");
    fireEvent.keyDown(document.activeElement ?? dateInput("Livraison"), { key: "Enter" });
    expect(document.activeElement).toBe(screen.getByLabelText("Notes"));
    fireEvent.keyDown(screen.getByLabelText("Notes"), { key: "Enter" });
    expect(onSubmit).toHaveBeenCalledWith("2026-03-31");
  });

  it("a space typed in a date writes nothing: the day never becomes 00 (issue 28.3)", () => {
    function Form() {
      const [date, setDate] = useState("2026-03-15");
      return (
        <FormFlow onSubmit={() => undefined}>
          <DateField label="Date" name="date" value={date} onChange={setDate} />
        </FormFlow>
      );
    }
    render(<Form />);
    const jour = screen
      .getByRole("group", { name: "Date" })
      .querySelector<HTMLElement>('[role="spinbutton"]');
    if (!jour) throw new Error("no day section");
    jour.focus();
    const espace = fireEvent.keyDown(jour, { key: " " });
    expect(espace).toBe(false);
    expect(dateInput("Date").value).toBe("15/03/2026");
  });

  it("an MUI select: Enter opens it, Enter picks the item and goes on to the next field", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const [v, setV] = useState("");
      return (
        <FormFlow onSubmit={() => onSubmit(v)}>
          <TextField select label="Statut" value={v} onChange={(e) => setV(e.target.value)}>
            <MenuItem value="">Tous</MenuItem>
            <MenuItem value="300">300 – En fabrication</MenuItem>
          </TextField>
          <input aria-label="Suivant" />
        </FormFlow>
      );
    }
    render(<Form />);
    const select = screen.getByRole("combobox", { name: "Statut" });
    select.focus();
    fireEvent.keyDown(select, { key: "Enter" });
    const option = await screen.findByRole("option", { name: "300 – En fabrication" });
    fireEvent.keyDown(option, { key: "Enter" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Suivant")));
    fireEvent.keyDown(screen.getByLabelText("Suivant"), { key: "Enter" });
    expect(onSubmit).toHaveBeenCalledWith("300");
  });
});
