import { ligne } from "./facture.fixture.ts";
import type { Connu } from "./rapprochement.ts";

/** What the matching tests share: nothing known, the refiner's wire line, a gold movement. */
export const rien: Connu = { mouvements: [], lots: [], traites: [] };

/** The refiner's invoice of 100 g of 750 wire on 20/11/2026: 75.00 fine grams. */
export const fil750 = (o: Partial<Parameters<typeof ligne>[0]> = {}) =>
  ligne({ nom: "Fil or jaune 750 diam. 1,2 mm", quantite: "100.000", unite: "GRM", ...o });

export const mvt = (id: number, o: Partial<Connu["mouvements"][number]> = {}) => ({
  id,
  date: "2026-11-19",
  titre: 750,
  fin: "75.00",
  designation: "Achat or 750/1000",
  ...o,
});
