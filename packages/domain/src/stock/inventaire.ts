import { z } from "zod";
import { identifiant } from "../shared/index.ts";

/**
 * Tray count by scanner (issue 14, beyond the old system): every bag on a tray is scanned; the count
 * lists what was expected and not scanned, and what was scanned but belongs elsewhere.
 */
export interface ResultatInventaire {
  attendus: number[];
  scannes: number[];
  manquants: number[];
  etrangers: number[];
}

export function comparerInventaire(
  attendus: readonly number[],
  scannes: readonly number[],
): ResultatInventaire {
  const a = [...new Set(attendus)].sort((x, y) => x - y);
  const s = [...new Set(scannes)].sort((x, y) => x - y);
  const setA = new Set(a);
  const setS = new Set(s);
  return {
    attendus: a,
    scannes: s,
    manquants: a.filter((n) => !setS.has(n)),
    etrangers: s.filter((n) => !setA.has(n)),
  };
}

export const inventaireSchema = z.object({
  scannes: z.array(identifiant()).max(2000, "Trop de sachets scannés."),
  enregistrer: z.boolean().default(false),
});
export type Inventaire = z.infer<typeof inventaireSchema>;
