import { type KeyboardEvent, useCallback } from "react";

const FIELD_SELECTOR = "input, select, textarea";

function isNavigable(el: HTMLElement): boolean {
  if (el instanceof HTMLInputElement) {
    if (el.type === "hidden" || el.disabled || el.readOnly) return false;
  } else if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
    if (el.disabled) return false;
  }
  if (el.tabIndex < 0 || el.getAttribute("aria-hidden") === "true") return false;
  return el.closest("[hidden], [inert]") === null;
}

/** The fields of the form in tab order; a radio group counts once (its first radio). */
export function navigableFields(form: HTMLElement): HTMLElement[] {
  const seenRadios = new Set<string>();
  return Array.from(form.querySelectorAll<HTMLElement>(FIELD_SELECTOR)).filter((el) => {
    if (!isNavigable(el)) return false;
    if (el instanceof HTMLInputElement && el.type === "radio" && el.name !== "") {
      if (seenRadios.has(el.name)) return false;
      seenRadios.add(el.name);
    }
    return true;
  });
}

/**
 * The keyboard flow of the old screens: Enter in a field goes to the next field; Enter in the last field
 * submits. Textareas keep Enter; a field that already used the key (an open autocomplete picking its
 * option calls preventDefault) is left alone. Put the returned handler on the form's onKeyDown.
 */
export function useEnterNavigation(onSubmit: () => void): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "Enter" || event.defaultPrevented) return;
      if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey || event.nativeEvent.isComposing) {
        return;
      }
      const target = event.target;
      if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
      if (target instanceof HTMLInputElement && ["button", "submit", "reset", "file"].includes(target.type)) {
        return;
      }
      const fields = navigableFields(event.currentTarget);
      const index = fields.indexOf(target);
      if (index === -1) return;
      event.preventDefault();
      const next = fields[index + 1];
      if (next) {
        next.focus();
        if (next instanceof HTMLInputElement && next.type === "text") next.select();
      } else {
        onSubmit();
      }
    },
    [onSubmit],
  );
}
