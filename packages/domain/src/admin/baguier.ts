/**
 * The ring sizer (Impression menu, "Baguier"): French ring sizes are the inside circumference in
 * millimetres, so size T is a circle of diameter T / π mm. Printed at true scale with a 10 cm
 * calibration bar.
 */
export const TAILLE_BAGUE_MIN = 40;
export const TAILLE_BAGUE_MAX = 70;
/** PDF points per millimetre (72 points per inch, 25.4 mm per inch). */
export const PT_PAR_MM = 72 / 25.4;
/** The calibration bar: 10 cm. */
export const BARRE_CALIBRAGE_MM = 100;
export const MSG_IMPRIMER_100 =
  "Imprimer à 100 % (taille réelle : décochez « Ajuster à la page »). La barre ci-dessous doit mesurer exactement 10 cm.";

export interface CercleBague {
  taille: number;
  diametreMm: number;
}

/** Sizes 40 to 70, each with its inside diameter. */
export function cerclesBaguier(): CercleBague[] {
  const out: CercleBague[] = [];
  for (let taille = TAILLE_BAGUE_MIN; taille <= TAILLE_BAGUE_MAX; taille++) {
    out.push({ taille, diametreMm: taille / Math.PI });
  }
  return out;
}

export const mmEnPt = (mm: number) => mm * PT_PAR_MM;
