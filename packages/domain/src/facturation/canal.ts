/**
 * The two invoice channels: standard (table facture, series F) and alternate (facture_extensia, the
 * EXTENSIA line, its own series FX). Credit notes are standard.
 */
export const CANAUX = ["standard", "alternatif"] as const;
export type Canal = (typeof CANAUX)[number];

export const LIBELLE_CANAL: Readonly<Record<Canal, string>> = {
  standard: "Standard",
  alternatif: "Alternatif",
};
