import { fireEvent, screen } from "@testing-library/react";

/**
 * The MUI X date field (ui/DateField) in jsdom: its sections are spans, its hidden input holds the
 * date as shown ("dd/mm/yyyy") and takes a whole typed date. Found by the field's label.
 */
export function dateInput(label: string | RegExp): HTMLInputElement {
  const group = screen.getByRole("group", { name: label });
  const input = group.querySelector("input");
  if (!input) throw new Error(`No input in the date field ${String(label)}`);
  return input;
}

/** The field's date as ISO "yyyy-mm-dd" ("" when empty). */
export function dateIso(label: string | RegExp): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dateInput(label).value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : "";
}

/** Types the whole ISO date in the field (as dd/mm/yyyy), "" clears it. */
export function saisirDate(label: string | RegExp, iso: string) {
  const [y, m, d] = iso.split("-");
  fireEvent.change(dateInput(label), { target: { value: iso === "" ? "" : `${d}/${m}/${y}` } });
}

/** The keyboard focus is in the date field (on its sections). */
export function dateAFocus(label: string | RegExp): boolean {
  return screen.getByRole("group", { name: label }).contains(document.activeElement);
}
