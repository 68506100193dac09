/**
 * The OF status kernel: the OF's lock, the only writer of its status (the domain's transition table),
 * its weight alone, the OF number's barcode. Every area that moves an OF calls it inside its own
 * transaction; it calls no area.
 */

export { codeBarreDataUrl, codeBarreOf } from "./code-barre.ts";
export { ecrirePoidsOf } from "./poids.ts";
export { type ChampsOf, changerStatut, changerStatuts, creerOf } from "./transitions.ts";
export { lockOf, lockOfForChange, type OfRow } from "./verrou.ts";
