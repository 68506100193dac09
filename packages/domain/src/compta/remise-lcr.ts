import { z } from "zod";
import { formatDate, formatEuro } from "../shared/index.ts";
import { MSG_LCR_DATE_REMISE, MSG_LCR_SELECTION } from "./cfonb-lcr.ts";

/**
 * A CFONB remittance is a record (issue 24 point 8): numbered, with its date, its bills, its total and
 * the SHA-256 of its file, stored with the file. A bill goes to the bank once: asking again for exactly
 * the bills of a remittance answers that remittance (the same file, said to be already made); a choice
 * mixing bills already remitted with others is refused, naming them.
 */

/** POST /api/compta/traites/remises: the creation date, and the bills chosen among its (absent: all). */
export const remiseLcrSchema = z.object({
  date: z.iso.date({ error: MSG_LCR_DATE_REMISE }),
  ids: z
    .array(
      z.int({ error: MSG_LCR_SELECTION }).positive(MSG_LCR_SELECTION).max(2_147_483_647, MSG_LCR_SELECTION),
      {
        error: MSG_LCR_SELECTION,
      },
    )
    .max(10_000, MSG_LCR_SELECTION)
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type RemiseLcrDemande = z.output<typeof remiseLcrSchema>;

/** A bill chosen for the file, with the remittance it already went in (null: none). */
export interface TraiteChoisie {
  idTraite: number;
  numEffet: number;
  remise: number | null;
}

export type DecisionRemise =
  | { type: "nouvelle" }
  | { type: "deja-faite"; numero: number }
  | { type: "refus"; message: string };

/**
 * `effetsDesRemises`: for each remittance a chosen bill is in, how many bills it holds. The same bills
 * as one remittance: that one; none remitted: a new one; otherwise refused.
 */
export function decisionRemise(
  choisies: readonly TraiteChoisie[],
  effetsDesRemises: ReadonlyMap<number, number>,
): DecisionRemise {
  const remises = new Set(choisies.map((t) => t.remise));
  if (remises.size === 1 && !remises.has(null)) {
    const numero = choisies[0]!.remise!;
    if (effetsDesRemises.get(numero) === choisies.length) return { type: "deja-faite", numero };
  }
  const remisees = choisies.filter((t) => t.remise !== null);
  if (remisees.length === 0) return { type: "nouvelle" };
  return { type: "refus", message: msgTraitesDejaRemises(remisees) };
}

export const msgTraitesDejaRemises = (t: readonly TraiteChoisie[]) =>
  `${t.length > 1 ? "Ces traites sont déjà remises" : "Cette traite est déjà remise"} à la banque : ` +
  `${t.map((x) => `effet ${x.numEffet} (remise n° ${x.remise})`).join(", ")}. ` +
  "Choisissez exactement les traites d'une remise pour retrouver son fichier, ou seulement des traites non remises.";

/** A remittance as recorded (the file itself is read apart). */
export interface RemiseLcr {
  numero: number;
  dateRemise: string;
  nbEffets: number;
  totalTtc: string;
  /** SHA-256 of the file, hex. */
  empreinte: string;
  /** ISO timestamp of its recording. */
  creeLe: string;
  /** The file's name: lcr-<date>-remise-<numero>.txt. */
  nom: string;
  dejaFaite: boolean;
  message: string;
}

export const nomFichierRemiseLcr = (dateRemise: string, numero: number) =>
  `lcr-${dateRemise}-remise-${numero}.txt`;

/** The header's "référence de la remise" (11 characters): LCR and the number, so each is unique. */
export const referenceRemiseLcr = (numero: number) => `LCR${String(numero).padStart(8, "0")}`;

export const msgRemiseEnregistree = (numero: number, nbEffets: number, totalTtc: string) =>
  `Remise n° ${numero} enregistrée : ${nbEffets} effet${nbEffets > 1 ? "s" : ""}, ${formatEuro(totalTtc)}.`;

export const msgRemiseDejaFaite = (numero: number, creeLe: string) =>
  `Remise n° ${numero} déjà faite le ${formatDate(creeLe.slice(0, 10))} pour ces traites : voici le même fichier.`;

export const MSG_REMISE_INTROUVABLE = "Remise LCR introuvable.";
