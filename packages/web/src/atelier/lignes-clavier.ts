import type { KeyboardEvent } from "react";
import { navigableFields } from "../ui/useEnterNavigation.ts";

/**
 * The keyboard flow of the workshop forms beyond FormFlow's Enter (spec 02 section 2.1: Enter or Space
 * moves focus): after an asynchronous look-up (a scanned bag) and on Space, focus goes to the next
 * field of the form; past the last field, to its submit button (Space on it then submits).
 */
export function focusNextField(from: HTMLElement): void {
  const form = from.closest("form");
  if (!form) return;
  const fields = navigableFields(form);
  const next = fields[fields.indexOf(from) + 1] ?? form.querySelector<HTMLElement>("button[type=submit]");
  if (!next) return;
  next.focus();
  if (next instanceof HTMLInputElement && next.type === "text") next.select();
}

/** onKeyDown of a number field: Space moves on (a weight or a bag number never holds a space). */
export function spaceMovesOn(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== " " || event.ctrlKey || event.altKey || event.metaKey) return;
  if (!(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  focusNextField(event.target);
}

/** The digits of a typed or scanned bag number, or null. */
export function numeroSaisi(text: string): number | null {
  const t = text.trim();
  return /^\d{1,9}$/.test(t) && Number(t) > 0 ? Number(t) : null;
}
