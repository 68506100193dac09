import { type KeyboardEvent, useCallback, useRef } from "react";

/** The fields Enter walks: inputs, native selects, textareas and MUI's selects (a div combobox). */
const FIELD_SELECTOR = 'input, select, textarea, div[role="combobox"]';
/** An MUI select: Enter (or an arrow, or space) opens its menu, Enter in the menu picks the item. */
const MUI_SELECT = 'div[role="combobox"]';
/** The root of an MUI X date field: its sections take the keys, its hidden input stands for it. */
const PICKER_ROOT = ".MuiPickersInputBase-root";

/** The hidden input of the date field holding `el` (a section of it, or the input itself). */
function pickerInput(el: Element): HTMLInputElement | null {
  const root = el.closest(PICKER_ROOT);
  const input = root?.querySelector("input");
  return input instanceof HTMLInputElement ? input : null;
}

function isPickerInput(el: HTMLElement): boolean {
  return el instanceof HTMLInputElement && el.closest(PICKER_ROOT) !== null;
}

function isNavigable(el: HTMLElement): boolean {
  if (el instanceof HTMLDivElement) {
    if (el.getAttribute("aria-disabled") === "true" || el.tabIndex < 0) return false;
    return el.closest("[hidden], [inert]") === null;
  }
  if (isPickerInput(el)) {
    return !(el as HTMLInputElement).disabled && el.closest("[hidden], [inert]") === null;
  }
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
 * The one Enter rule of every form and search field: Enter in a field goes to the next field (a date
 * field counts as one field); Enter in the last field submits; an open list picks its highlighted item. Textareas keep Enter; a field that already used the key (an open autocomplete picking its
 * option calls preventDefault) is left alone. Put the returned handler on the form's onKeyDown.
 */
export function useEnterNavigation(onSubmit: () => void): (event: KeyboardEvent<HTMLElement>) => void {
  // The MUI select whose menu is open: once Enter picks its item, the focus goes on to the next field.
  const selectOuvert = useRef<HTMLElement | null>(null);
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const form = event.currentTarget;
      const cible = event.target instanceof HTMLElement ? event.target : null;
      if (event.key === "Escape") selectOuvert.current = null;
      if (cible?.matches(MUI_SELECT) && ["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)) {
        selectOuvert.current = cible;
      }
      if (event.key === "Enter" && cible?.closest('[role="option"]') && selectOuvert.current) {
        // The menu is in a portal (the event comes through React's tree): the select gets the focus
        // back when the menu closes, then the next field takes it.
        const select = selectOuvert.current;
        selectOuvert.current = null;
        setTimeout(() => {
          if (!select.isConnected) return;
          const fields = navigableFields(form);
          const next = fields[fields.indexOf(select) + 1];
          if (next) next.focus();
          else onSubmit();
        }, 0);
        return;
      }
      // A date field prevents Enter's default (no submit from its sections) without using the key:
      // the rule still applies there (issue 28.3).
      const dansDate = cible?.closest(PICKER_ROOT) != null;
      if (event.key !== "Enter" || (event.defaultPrevented && !dansDate)) return;
      if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey || event.nativeEvent.isComposing) {
        return;
      }
      const target = event.target instanceof Element ? (pickerInput(event.target) ?? event.target) : null;
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
        // A date field's hidden input hands the focus to its sections.
        next.focus();
        if (next instanceof HTMLInputElement && next.type === "text" && !isPickerInput(next)) next.select();
      } else {
        onSubmit();
      }
    },
    [onSubmit],
  );
}
