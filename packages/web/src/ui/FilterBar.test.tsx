import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import "../test/render.tsx";
import { FilterBar, type FiltreActif } from "./FilterBar.tsx";

function Harness({ onSubmit }: { onSubmit: (f: Record<string, string>) => void }) {
  const [f, setF] = useState<Record<string, string>>({ ref: "", facture: "123" });
  const chips: FiltreActif[] = Object.entries(f)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => ({ key: k, label: `${k} : ${v}`, onDelete: () => setF({ ...f, [k]: "" }) }));
  return (
    <FilterBar
      aria-label="Filtres"
      onSubmit={() => onSubmit(f)}
      chips={chips}
      moreActive={f.facture === "" ? 0 : 1}
      more={
        <input
          aria-label="Facture"
          value={f.facture}
          onChange={(e) => setF({ ...f, facture: e.target.value })}
        />
      }
      actions={<button type="submit">Afficher</button>}
    >
      <input aria-label="Référence" value={f.ref} onChange={(e) => setF({ ...f, ref: e.target.value })} />
    </FilterBar>
  );
}

describe("FilterBar (issue 12 point 8)", () => {
  it("folds the secondary filters, counts the set ones on the toggle, shows them on demand", () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(screen.queryByLabelText("Facture")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Plus de filtres (1)" }));
    expect((screen.getByLabelText("Facture") as HTMLInputElement).value).toBe("123");
    fireEvent.click(screen.getByRole("button", { name: "Moins de filtres" }));
    expect(screen.queryByLabelText("Facture")).toBeNull();
  });

  it("summarises the active filters as chips that clear on delete", () => {
    render(<Harness onSubmit={vi.fn()} />);
    const liste = screen.getByRole("list", { name: "Filtres actifs" });
    expect(
      within(liste)
        .getAllByRole("listitem")
        .map((c) => c.textContent),
    ).toEqual(["facture : 123"]);
    fireEvent.click(screen.getByLabelText("Retirer le filtre facture : 123"));
    expect(screen.queryByRole("list", { name: "Filtres actifs" })).toBeNull();
    expect(screen.getByRole("button", { name: "Plus de filtres" })).toBeTruthy();
  });

  it("follows the Enter rule: Enter in the last field applies the filters", () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const ref = screen.getByLabelText("Référence");
    fireEvent.change(ref, { target: { value: "BA" } });
    ref.focus();
    fireEvent.keyDown(ref, { key: "Enter" });
    expect(onSubmit).toHaveBeenCalledWith({ ref: "BA", facture: "123" });
  });
});
