import { montantsManquants, mouvementClalSchema } from "@ecrin/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/http.ts";
import { renderWithProviders } from "../test/render.tsx";
import { ChampListe, ChampMontant, ChampTexte, MessageFormulaire } from "./champsFormulaire.tsx";
import { FormFlow } from "./FormFlow.tsx";
import { useFormulaire } from "./useFormulaire.ts";

/** The empty form: the CLAL schema's fields. */
const VIDE = {
  date: "2026-11-20",
  designation: "",
  metalId: 1 as number | "",
  entreeOrFin: "",
  sortieOr750: "",
  sortieOrFin: "",
};

/** A small form on the kit: the CLAL schema of domain, the server played by `action`. */
function Formulaire({
  action,
  apres = () => {},
  erreur,
}: {
  action: (corps: unknown) => Promise<{ id: number }>;
  apres?: (r: { id: number }) => void;
  erreur?: "notifier" | "formulaire";
}) {
  const f = useFormulaire({
    schema: mouvementClalSchema,
    valeurs: VIDE,
    enPlus: (v: typeof VIDE) => montantsManquants("clal", v),
  });
  const submit = f.envoyer(action, apres, {
    succes: "Mouvement enregistré.",
    ...(erreur ? { erreur } : {}),
    formulerErreur: (m) => `Erreur lors de la sauvegarde (${m})`,
  });
  return (
    <FormFlow onSubmit={submit} aria-label="Essai">
      <ChampTexte control={f.control} name="designation" label="Désignation" />
      <ChampListe control={f.control} name="metalId" label="Métal" options={[{ id: 1, label: "Or" }]} />
      <ChampMontant
        control={f.control}
        name="entreeOrFin"
        label="Entrée Or Fin"
        apres={(x) => f.setValue("sortieOrFin", x)}
      />
      <ChampMontant control={f.control} name="sortieOrFin" label="Sortie Or Fin" readOnly />
      <MessageFormulaire control={f.control} />
      <button type="submit">Ajouter</button>
    </FormFlow>
  );
}

const saisir = (label: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: label }), { target: { value } });

describe("the form kit (useFormulaire + champsFormulaire)", () => {
  it("refuses with the schema's messages under their fields and the form's own, sending nothing", async () => {
    const action = vi.fn(async () => ({ id: 1 }));
    renderWithProviders(<Formulaire action={action} />);
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(await screen.findByText("Désignation requise")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Renseigner au moins un champ");
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the schema's output, says the success message once, and keeps the messages to the next submit", async () => {
    const action = vi.fn(async (_corps: unknown) => ({ id: 42 }));
    const apres = vi.fn();
    renderWithProviders(<Formulaire action={action} apres={apres} />);
    saisir("Désignation", "  Achat lingot ");
    saisir("Entrée Or Fin", "12,5");
    // A field that fills another: the read-only Sortie Or Fin follows.
    expect((screen.getByRole("textbox", { name: "Sortie Or Fin" }) as HTMLInputElement).value).toBe("12,5");
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(await screen.findByText("Mouvement enregistré.")).toBeTruthy();
    const corps = {
      date: "2026-11-20",
      designation: "Achat lingot",
      metalId: 1,
      entreeOrFin: "12.50",
      sortieOr750: null,
      sortieOrFin: "12.50",
    };
    expect(action).toHaveBeenCalledWith(corps);
    // The screen is told what was saved and what was sent (to show the new row).
    expect(apres).toHaveBeenCalledWith({ id: 42 }, corps);
    expect(screen.getAllByText("Mouvement enregistré.")).toHaveLength(1);
  });

  it("a minus typed in an amount is refused, a negative pasted becomes 0", () => {
    renderWithProviders(<Formulaire action={async () => ({ id: 1 })} />);
    const entree = screen.getByRole("textbox", { name: "Entrée Or Fin" }) as HTMLInputElement;
    saisir("Entrée Or Fin", "-3");
    expect(entree.value).toBe("0");
  });

  it("puts the server's field messages under their fields and its refusal under the form", async () => {
    const action = vi.fn(async () => {
      throw new ApiError(400, "Données invalides", { designation: "Désignation trop longue" });
    });
    renderWithProviders(<Formulaire action={action} erreur="formulaire" />);
    saisir("Désignation", "Achat");
    saisir("Entrée Or Fin", "1");
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(await screen.findByText("Désignation trop longue")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Erreur lors de la sauvegarde (Données invalides)"),
    );
  });

  it("notifies the refusal by default", async () => {
    const action = vi.fn(async () => {
      throw new Error("Mouvement introuvable.");
    });
    renderWithProviders(<Formulaire action={action} />);
    saisir("Désignation", "Achat");
    saisir("Entrée Or Fin", "1");
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(await screen.findByText("Erreur lors de la sauvegarde (Mouvement introuvable.)")).toBeTruthy();
  });

  it("Enter goes from field to field and submits on the last", async () => {
    const action = vi.fn(async () => ({ id: 7 }));
    renderWithProviders(<Formulaire action={action} />);
    saisir("Désignation", "Achat");
    saisir("Entrée Or Fin", "2");
    const designation = screen.getByRole("textbox", { name: "Désignation" });
    designation.focus();
    fireEvent.keyDown(designation, { key: "Enter" });
    expect(action).not.toHaveBeenCalled();
    // The read-only Sortie Or Fin is skipped: Entrée Or Fin is the last field.
    const entree = screen.getByRole("textbox", { name: "Entrée Or Fin" });
    entree.focus();
    fireEvent.keyDown(entree, { key: "Enter" });
    expect(await screen.findByText("Mouvement enregistré.")).toBeTruthy();
    expect(action).toHaveBeenCalledTimes(1);
  });
});
