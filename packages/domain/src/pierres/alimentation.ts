import { z } from "zod";
import {
  formatCarats,
  gt,
  identifiantTexte,
  listQuerySchema,
  type Refus,
  sub,
  texte,
  toDecimalString,
} from "../shared/index.ts";
import { caratsSchema, piecesSchema } from "./reception.ts";

/** Spec 02 sections 5 and 8 (stone feeding), word for word. */
export const MSG_ALIMENTATION_CHAMPS_OBLIGATOIRES =
  "Veuillez remplir tous les champs obligatoires (OF, Id Confie, Poids).";
export const MSG_POIDS_POSITIF_VALIDE = "Le poids doit etre un nombre positif valide.";
export const MSG_OPERATION_ENREGISTREE = "Operation enregistree avec succes !";
export const MSG_ERREUR_OPERATION = "Erreur lors de l'enregistrement de l'operation.";
export const MSG_ERREUR_CHARGEMENT_ALIMENTEES = "Erreur lors du chargement des pierres alimentees.";
export const MSG_ERREUR_SUPPRESSION_FINALE = "Erreur lors de la suppression finale de la pierre alimentee.";
export const MSG_PIERRE_ALIMENTEE_SUPPRIMEE = "Pierre alimentee supprimee.";
export const MSG_SUPPRESSION_ANNULEE = "Suppression annulee. Pierre restauree.";
export const MSG_ACTION_ANNULEE = "Action annulee.";
export const MSG_AUCUNE_PIERRE_ALIMENTEE = "Aucune pierre alimentee pour cet OF.";
/** Spec 02 section 9: the grace period of a feeding deletion. */
export const DELAI_ANNULATION_SUPPRESSION_MS = 5000;

/** Issue 13's refusals (not worded by the spec). */
export const MSG_LOT_INTROUVABLE = "Id Confie introuvable.";
export const MSG_ALIMENTATION_INTROUVABLE = "Alimentation introuvable.";
export const MSG_RETOUR_INTROUVABLE = "Retour introuvable.";
export const MSG_ALIMENTATION_DEJA_PRESENTE = "Cette alimentation est déjà présente.";

export type RefusPierres = Refus<
  | "LOT_INTROUVABLE"
  | "LOT_HORS_STOCK"
  | "POIDS_SUPERIEUR_RESTE"
  | "PIECES_SUPERIEURES_RESTE"
  | "ALIMENTATION_INTROUVABLE"
  | "ALIMENTATION_DEJA_PRESENTE"
  | "RETOUR_INTROUVABLE"
  // the price list and the lots' receptions
  | "PIERRE_EXISTANTE"
  | "PIERRE_INCONNUE"
  | "TARIF_PIERRE_INTROUVABLE"
  | "FOURNISSEUR_OBLIGATOIRE"
  | "PIERRE_OBLIGATOIRE"
  | "ETAT_OBLIGATOIRE"
>;

export const REFUS_LOT_INTROUVABLE: RefusPierres = { code: "LOT_INTROUVABLE", message: MSG_LOT_INTROUVABLE };
export const REFUS_ALIMENTATION_INTROUVABLE: RefusPierres = {
  code: "ALIMENTATION_INTROUVABLE",
  message: MSG_ALIMENTATION_INTROUVABLE,
};
export const REFUS_RETOUR_INTROUVABLE: RefusPierres = {
  code: "RETOUR_INTROUVABLE",
  message: MSG_RETOUR_INTROUVABLE,
};
export const REFUS_ALIMENTATION_DEJA_PRESENTE: RefusPierres = {
  code: "ALIMENTATION_DEJA_PRESENTE",
  message: MSG_ALIMENTATION_DEJA_PRESENTE,
};

/** Nouvelle Alimentation de Pierre: Numero OF, Id Confie, Poids (carats), and the stones when counted. */
export const alimentationSchema = z.object({
  of: identifiantTexte(MSG_ALIMENTATION_CHAMPS_OBLIGATOIRES),
  idConf: identifiantTexte(MSG_ALIMENTATION_CHAMPS_OBLIGATOIRES),
  poids: caratsSchema(MSG_ALIMENTATION_CHAMPS_OBLIGATOIRES, MSG_POIDS_POSITIF_VALIDE),
  pieces: piecesSchema.default(null),
});
export type Alimentation = z.output<typeof alimentationSchema>;

/** /pierre/retour: Id Confie, Poids, Motif (and the stones when counted). */
export const retourPierreSchema = z.object({
  idConfie: identifiantTexte(MSG_ALIMENTATION_CHAMPS_OBLIGATOIRES),
  pds: caratsSchema(MSG_POIDS_POSITIF_VALIDE, MSG_POIDS_POSITIF_VALIDE),
  pieces: piecesSchema.default(null),
  designation: texte().trim().max(200).default(""),
});
export type RetourPierre = z.output<typeof retourPierreSchema>;

export const RETOUR_PIERRE_SORTS = ["idRetour", "idConfie", "pds", "date"] as const;
export type RetourPierreSort = (typeof RETOUR_PIERRE_SORTS)[number];

/** The returns list, newest first; optionally of one lot. */
export const retoursPierresQuerySchema = listQuerySchema(RETOUR_PIERRE_SORTS, "idRetour").extend({
  dir: z.enum(["asc", "desc"]).default("desc"),
  idConfie: z.preprocess((v) => (v === "" ? undefined : v), identifiantTexte().optional()),
});
export type RetoursPierresQuery = z.output<typeof retoursPierresQuerySchema>;

/** A received lot as the take-out rules read it: its remaining weight is a sum of rows, never stored. */
export interface EtatLot {
  idConf: number;
  /** 1 in stock, 0 taken out of stock. */
  enCours: number;
  poids: string;
  /** Carats fed to OFs (sum of op_stock) and returned (sum of pierre_retour). */
  conso: string;
  retour: string;
  pieces: number | null;
  piecesConso: number;
  piecesRetour: number;
}

/** Remaining weight = received − consumed − returned. */
export function resteLot(l: Pick<EtatLot, "poids" | "conso" | "retour">): string {
  return toDecimalString(sub(sub(l.poids, l.conso), l.retour), 3);
}

/** Remaining stones, when the lot is counted in pieces. */
export function restePiecesLot(l: Pick<EtatLot, "pieces" | "piecesConso" | "piecesRetour">): number | null {
  return l.pieces === null ? null : l.pieces - l.piecesConso - l.piecesRetour;
}

/**
 * What may be taken out of a lot (a feeding to an OF, or a return to the supplier): never more than
 * remains, in carats and in pieces (the message gives what remains); a feeding also needs the lot in
 * stock (en_cours 1: one taken out of stock is fed again only once reintegrated).
 */
export function refusPrelevement(
  lot: EtatLot,
  demande: { poids: string; pieces: number | null },
  sens: "alimentation" | "retour",
): RefusPierres | null {
  if (sens === "alimentation" && lot.enCours !== 1) {
    return {
      code: "LOT_HORS_STOCK",
      message: `La pierre ${lot.idConf} est sortie du stock : réintégrez-la avant de l'alimenter.`,
    };
  }
  const reste = resteLot(lot);
  if (gt(demande.poids, reste)) {
    return {
      code: "POIDS_SUPERIEUR_RESTE",
      message: `Poids supérieur au reste de la pierre ${lot.idConf} : il reste ${formatCarats(reste)}.`,
    };
  }
  const restePieces = restePiecesLot(lot);
  if (restePieces !== null && demande.pieces !== null && demande.pieces > restePieces) {
    return {
      code: "PIECES_SUPERIEURES_RESTE",
      message: `Nombre de pierres supérieur au reste de la pierre ${lot.idConf} : il en reste ${restePieces}.`,
    };
  }
  return null;
}

/** One stone fed to an OF (Pierres Alimentees pour OF): the lot, what it received, what this OF took. */
export interface PierreAlimentee {
  idOp: number;
  idConf: number;
  noConfie: string;
  description: string;
  /** Carats received in the lot. */
  recu: string;
  /** Carats this feeding took. */
  consomme: string;
  pieces: number | null;
  dateOp: string;
  /** Price per carat of the lot. */
  euro: string;
  dollar: string;
}

/** One feeding of a lot (Historique Consommation): Of, Ref, Description, Conso, Date, Statut. */
export interface ConsommationLot {
  idOp: number;
  numSachet: number;
  ref: string | null;
  description: string | null;
  poids: string;
  pieces: number | null;
  dateOp: string;
  statut: number;
  libelleStatut: string;
}

/** A return of stones to the supplier (/pierre/retour): ID Retour, ID Confie, Poids, Date, Motif. */
export interface LigneRetourPierre {
  idRetour: number;
  idConfie: number;
  pds: string;
  pieces: number | null;
  date: string;
  designation: string;
  noConfie: string;
  description: string;
}
