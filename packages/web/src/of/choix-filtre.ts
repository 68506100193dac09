import {
  OPTIONS_DEVIS,
  OPTIONS_FACON,
  OPTIONS_IMPERATIF,
  OPTIONS_RESERVATION,
  OPTIONS_TOURNEE,
  type OptionFiltre,
} from "@ecrin/domain";

/** The three-way choices of the OF filters (/filter) and the sales analyses, with their labels. */
export const CHOIX_FILTRE = {
  devis: { label: "Devis", options: OPTIONS_DEVIS },
  tournee: { label: "Tournée", options: OPTIONS_TOURNEE },
  imperatif: { label: "Impératif", options: OPTIONS_IMPERATIF },
  facon: { label: "Façon", options: OPTIONS_FACON },
  typeResa: { label: "Réservation", options: OPTIONS_RESERVATION },
} as const satisfies Record<string, { label: string; options: ReadonlyArray<OptionFiltre<number>> }>;

export type ChampChoix = keyof typeof CHOIX_FILTRE;
