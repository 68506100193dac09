import type { Settings } from "./settings.ts";

/** The Impression menu: external print pages opened in a new tab (spec 01 section 2). */
const IMPRESSIONS = [
  { label: "Livre de référence", setting: "urlImpressionLivreReference" },
  { label: "Lignes", setting: "urlImpressionLignes" },
  { label: "Baguier (tailles de doigt)", setting: "urlImpressionBaguier" },
  { label: "Registre de police", setting: "urlImpressionRegistrePolice" },
] as const satisfies ReadonlyArray<{ label: string; setting: keyof Settings }>;

export interface PageImpression {
  label: string;
  /** Null while the page is not configured (setting empty): the menu shows it disabled. */
  url: string | null;
}

export function pagesImpression(settings: Settings): PageImpression[] {
  return IMPRESSIONS.map(({ label, setting }) => ({ label, url: settings[setting] || null }));
}
