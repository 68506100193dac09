import { z } from "zod";
import type { Refus } from "../shared/index.ts";
import {
  MSG_COMMENTAIRE_INVALIDE,
  MSG_COMMENTAIRE_REQUIS,
  MSG_COMMENTAIRE_TROP_LONG,
  MSG_DECISION_INVALIDE,
  MSG_FACTURE_FOURNISSEUR_INTROUVABLE,
  MSG_FACTURE_INVALIDE_APPROBATION,
  MSG_MOTIF_INVALIDE,
  msgDecisionImpossible,
} from "./messages.ts";

/**
 * What the office does with a received invoice, as the reform's lifecycle codes (XP Z12-012) that
 * go back to the supplier through the platform: received, then approved (205), partly approved (206),
 * disputed (207, a reason and a comment) or refused (210, a reason).
 */
export const STATUTS_ACHAT = {
  recue: { code: 203, label: "Reçue" },
  approuvee: { code: 205, label: "Approuvée" },
  approuvee_partiellement: { code: 206, label: "Approuvée partiellement" },
  en_litige: { code: 207, label: "En litige" },
  refusee: { code: 210, label: "Refusée" },
} as const;
export type StatutAchat = keyof typeof STATUTS_ACHAT;
export const STATUT_ACHAT_KEYS = Object.keys(STATUTS_ACHAT) as StatutAchat[];
export const LABELS_STATUT_ACHAT: Readonly<Record<string, string>> = Object.fromEntries(
  STATUT_ACHAT_KEYS.map((k) => [k, STATUTS_ACHAT[k].label]),
);

export type Decision = "approuvee" | "approuvee_partiellement" | "en_litige" | "refusee";
export const DECISIONS: readonly Decision[] = [
  "approuvee",
  "approuvee_partiellement",
  "en_litige",
  "refusee",
];

/** From each status, the decisions allowed: a dispute is settled by a later decision; the others are final. */
const SUIVANTS: Readonly<Record<StatutAchat, readonly Decision[]>> = {
  recue: DECISIONS,
  en_litige: ["approuvee", "approuvee_partiellement", "refusee"],
  approuvee: [],
  approuvee_partiellement: [],
  refusee: [],
};

/** The reform's reason codes (XP Z12-012) and the statuses each may justify. */
export const MOTIFS_ACHAT = {
  TX_TVA_ERR: { label: "Taux de TVA erroné", pour: ["en_litige", "refusee"] },
  MONTANTTOTAL_ERR: { label: "Montant total erroné", pour: ["en_litige", "refusee"] },
  CALCUL_ERR: { label: "Erreur de calcul", pour: ["en_litige", "refusee"] },
  NON_CONFORME: { label: "Facture non conforme", pour: ["en_litige", "refusee"] },
  DOUBLON: { label: "Facture en doublon", pour: ["en_litige", "refusee"] },
  DEST_ERR: { label: "Erreur de destinataire", pour: ["en_litige", "refusee"] },
  TRANSAC_INC: { label: "Transaction inconnue", pour: ["en_litige", "refusee"] },
  EMMET_INC: { label: "Émetteur inconnu", pour: ["en_litige", "refusee"] },
  CMD_ERR: {
    label: "Référence de commande erronée",
    pour: ["approuvee_partiellement", "en_litige", "refusee"],
  },
  PU_ERR: { label: "Prix unitaire erroné", pour: ["approuvee_partiellement", "en_litige"] },
  QTE_ERR: { label: "Quantité facturée erronée", pour: ["approuvee_partiellement", "en_litige"] },
  ART_ERR: { label: "Article facturé erroné", pour: ["approuvee_partiellement", "en_litige"] },
  QUALITE_ERR: { label: "Qualité non conforme", pour: ["approuvee_partiellement", "en_litige"] },
  LIVR_INCOMP: { label: "Livraison incomplète", pour: ["approuvee_partiellement", "en_litige"] },
  AUTRE: { label: "Autre motif", pour: ["approuvee_partiellement", "en_litige", "refusee"] },
} as const satisfies Record<string, { label: string; pour: readonly Decision[] }>;
export type MotifAchat = keyof typeof MOTIFS_ACHAT;
export const MOTIF_ACHAT_KEYS = Object.keys(MOTIFS_ACHAT) as MotifAchat[];

/** The body of Approuver / Approuver partiellement / Contester / Refuser. */
export const decisionAchatSchema = z.object({
  decision: z.enum(DECISIONS as [Decision, ...Decision[]], { error: MSG_DECISION_INVALIDE }),
  motif: z
    .enum(MOTIF_ACHAT_KEYS as [MotifAchat, ...MotifAchat[]], { error: MSG_MOTIF_INVALIDE })
    .nullable()
    .default(null),
  commentaire: z
    .string()
    .trim()
    .max(500, MSG_COMMENTAIRE_TROP_LONG)
    .refine((s) => !s.includes("\u0000"), MSG_COMMENTAIRE_INVALIDE)
    .default(""),
});
export type DecisionAchat = z.output<typeof decisionAchatSchema>;

export type RefusAchat = Refus<
  "ACHAT_INTROUVABLE" | "ACHAT_DECISION_IMPOSSIBLE" | "ACHAT_FACTURE_INVALIDE" | "ACHAT_MOTIF_INVALIDE"
>;

export const REFUS_ACHAT_INTROUVABLE: RefusAchat = {
  code: "ACHAT_INTROUVABLE",
  message: MSG_FACTURE_FOURNISSEUR_INTROUVABLE,
};

/**
 * May the office take `d` on an invoice in `statut`, valid or not? Approving needs a valid invoice; a
 * partial approval, a dispute or a refusal needs a reason allowed for it; a dispute needs a comment.
 */
export function refusDecision(statut: StatutAchat, valide: boolean, d: DecisionAchat): RefusAchat | null {
  if (!SUIVANTS[statut].includes(d.decision))
    return {
      code: "ACHAT_DECISION_IMPOSSIBLE",
      message: msgDecisionImpossible(STATUTS_ACHAT[statut].label, STATUTS_ACHAT[d.decision].label),
    };
  if (!valide && d.decision !== "refusee" && d.decision !== "en_litige")
    return { code: "ACHAT_FACTURE_INVALIDE", message: MSG_FACTURE_INVALIDE_APPROBATION };
  if (d.decision === "approuvee") return null;
  const motif = d.motif === null ? null : MOTIFS_ACHAT[d.motif];
  if (motif === null || !(motif.pour as readonly Decision[]).includes(d.decision))
    return { code: "ACHAT_MOTIF_INVALIDE", message: MSG_MOTIF_INVALIDE };
  if (d.decision === "en_litige" && d.commentaire === "")
    return { code: "ACHAT_MOTIF_INVALIDE", message: MSG_COMMENTAIRE_REQUIS };
  return null;
}

/** The decisions the screen offers on an invoice (the others would be refused). */
export function decisionsOuvertes(statut: StatutAchat, valide: boolean): Decision[] {
  return SUIVANTS[statut].filter((d) => valide || d === "refusee" || d === "en_litige");
}
