import { useEffect, useState } from "react";

/** Below this the list would show too few rows: the page scrolls instead. */
export const FILL_MIN_HEIGHT = 320;
/** The space kept under the list (the main area's padding). */
const MARGE_BAS = 16;

/**
 * The height that makes `el` end at the bottom of the window (its top measured in the page, so a
 * scrolled page gives the same answer), at least `minHeight`; recomputed when the window or the page
 * above it changes size. `el` null: undefined (the element keeps its natural height).
 */
export function useFillHeight(el: HTMLElement | null, minHeight = FILL_MIN_HEIGHT): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!el) {
      setHeight(undefined);
      return;
    }
    const mesurer = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const h = Math.max(minHeight, Math.floor(window.innerHeight - top - MARGE_BAS));
      setHeight((avant) => (avant === h ? avant : h));
    };
    mesurer();
    window.addEventListener("resize", mesurer);
    // The filters above the list may grow (chips, a second line): its top moves with them.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(mesurer);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("resize", mesurer);
      observer?.disconnect();
    };
  }, [el, minHeight]);
  return height;
}
