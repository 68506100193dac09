/**
 * A document definition crosses to the rendering worker by structured clone, which carries no function.
 * The functions of our documents are of two kinds, turned into data on the request side (pdf.ts) and
 * back into functions in the worker (`restaurer`):
 * - a page's header, footer or background, `(page, pages) => content`: called once with two sentinel
 *   numbers, it becomes a template whose sentinels are replaced by each page's numbers;
 * - a table layout's constant (`paddingLeft: () => 2`): its value.
 * This module imports nothing of ours: the worker loads it alone.
 */

export const GABARIT = "$ecrinGabarit";
export const CONSTANTE = "$ecrinConstante";

/** Stand-ins for the page number and page count while a footer is turned into a template. */
export const SENTINELLES = [
  [987654321, 987654322],
  [987654323, 987654324],
] as const;

/** `gabarit` with the sentinels (page, pages) replaced by `page` and `pages`: a new node each time. */
export function substituer(
  gabarit: unknown,
  sentinelles: readonly [number, number],
  page: number,
  pages: number,
): unknown {
  const [sPage, sPages] = sentinelles;
  const remplacer = (v: unknown): unknown => {
    if (v === sPage) return page;
    if (v === sPages) return pages;
    if (typeof v === "string")
      return v.replaceAll(String(sPage), String(page)).replaceAll(String(sPages), String(pages));
    if (Array.isArray(v)) return v.map(remplacer);
    if (v !== null && typeof v === "object" && !(v instanceof Date) && !ArrayBuffer.isView(v)) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, remplacer(x)]));
    }
    return v;
  };
  return remplacer(gabarit);
}

const estMarque = (v: object, cle: string) => Object.keys(v).length === 1 && cle in v;

/** The worker's side: every marker back into the function it stands for. */
export function restaurer(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(restaurer);
  if (v !== null && typeof v === "object" && !(v instanceof Date) && !ArrayBuffer.isView(v)) {
    if (estMarque(v, GABARIT)) {
      const gabarit = (v as Record<string, unknown>)[GABARIT];
      return (page: number, pages: number) => substituer(gabarit, SENTINELLES[0], page, pages);
    }
    if (estMarque(v, CONSTANTE)) {
      const valeur = (v as Record<string, unknown>)[CONSTANTE];
      return () => valeur;
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, restaurer(x)]));
  }
  return v;
}
