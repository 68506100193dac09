import type { Settings } from "./settings.ts";

/** The built-in print pages the menu offers when no external URL is set. */
export type PageInterne = "livre-reference" | "lignes" | "baguier" | "registre";

/**
 * The Impression menu (spec 01 section 2): the old system's external print pages; their URLs stay
 * settings. When one is not set, the built-in page stands in (the police register: the /registre screen,
 * which prints its daily and period extracts).
 */
const IMPRESSIONS: ReadonlyArray<{ label: string; setting: keyof Settings; interne: PageInterne }> = [
  { label: "Livre de référence", setting: "urlImpressionLivreReference", interne: "livre-reference" },
  { label: "Lignes", setting: "urlImpressionLignes", interne: "lignes" },
  { label: "Baguier (tailles de doigt)", setting: "urlImpressionBaguier", interne: "baguier" },
  { label: "Registre de police", setting: "urlImpressionRegistrePolice", interne: "registre" },
];

export interface PageImpression {
  label: string;
  /** The external page, when its setting is set: opened in a new tab. */
  url: string | null;
  /** Else the built-in page. */
  interne: PageInterne | null;
}

export function pagesImpression(settings: Settings): PageImpression[] {
  return IMPRESSIONS.map(({ label, setting, interne }) => {
    const url = String(settings[setting]) || null;
    return { label, url, interne: url ? null : interne };
  });
}
