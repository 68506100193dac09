/**
 * The external print pages of the Impression menu (spec 01 section 2), opened in a new tab.
 * Placeholder paths: the print service is not built yet; point these at it when it lands.
 */
export interface PrintPage {
  label: string;
  url: string;
}

export const PRINT_PAGES: readonly PrintPage[] = [
  { label: "Livre de référence", url: "/impression/livre-reference" },
  { label: "Lignes", url: "/impression/lignes" },
  { label: "Baguier (tailles de doigt)", url: "/impression/baguier" },
  { label: "Registre de police", url: "/impression/registre-police" },
];
