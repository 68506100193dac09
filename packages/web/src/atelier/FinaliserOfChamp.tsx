import Box from "@mui/material/Box";
import { type KeyboardEvent, type Ref, useImperativeHandle, useRef } from "react";
import { type OfNumero, OfPicker, ofOptionLabel } from "../ui/OfPicker.tsx";

export interface FinaliserOfChampHandle {
  /** Selects the field's text: Enter then finalises, and the next scan replaces it. */
  selectionner: () => void;
}

interface FinaliserOfChampProps {
  value: OfNumero | null;
  onChange: (of: OfNumero | null) => void;
  /** A new bag number was typed or scanned, then Enter (the picker selects it). */
  onScan: () => void;
  /** Enter on the chosen OF. */
  onFinaliser: () => void;
  /** The readiness hint, or the look-up error. */
  hint?: string | undefined;
  error?: boolean;
  handle?: Ref<FinaliserOfChampHandle>;
}

/**
 * The OF field of /finaliser (spec 02 section 2.3): the OF number picker with autocomplete; a scanned
 * bag (digits then Enter) selects the OF; Enter on the chosen OF finalises it when it is ready.
 */
export function FinaliserOfChamp({
  value,
  onChange,
  onScan,
  onFinaliser,
  hint,
  error,
  handle,
}: FinaliserOfChampProps) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(handle, () => ({
    selectionner: () => {
      const input = box.current?.querySelector("input");
      // Leaving the field closes the suggestions a scan left open, so the next Enter is this field's.
      input?.blur();
      input?.focus();
      input?.select();
    },
  }));

  // Runs after the picker's own Enter (which selects a newly typed number).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    const text = event.target.value.trim();
    if (/^\d+$/.test(text) && Number(text) !== value?.numSachet) {
      onScan();
      return;
    }
    // The open list takes this Enter (it picks its option): not a finalisation.
    if (event.defaultPrevented || event.target.getAttribute("aria-expanded") === "true") return;
    if (value && (text === String(value.numSachet) || text === ofOptionLabel(value))) {
      event.preventDefault();
      onFinaliser();
    }
  };

  return (
    <Box ref={box} onKeyDown={onKeyDown} sx={{ width: 420, maxWidth: "100%" }}>
      <OfPicker
        label="N° OF"
        value={value}
        onChange={onChange}
        autoFocus
        error={error}
        helperText={hint ?? "N° de sachet, puis Entrée ; Entrée sur un OF prêt le finalise"}
      />
    </Box>
  );
}
