import { z } from "zod";
import { type ColonnesListe, listQuerySchema } from "../shared/index.ts";
import {
  MSG_FILTRE_SIREN_INVALIDE,
  MSG_FILTRE_VALIDE_INVALIDE,
  MSG_STATUT_ACHAT_INVALIDE,
} from "./messages.ts";
import {
  type EtatRapprochement,
  type FamilleAchat,
  LABELS_ETAT_RAPPROCHEMENT,
  LABELS_FAMILLE_ACHAT,
} from "./rapprochement.ts";
import { LABELS_STATUT_ACHAT, STATUT_ACHAT_KEYS, type StatutAchat } from "./statut.ts";

/** One row of "Factures fournisseurs". */
export interface LigneFactureFournisseur {
  id: number;
  recueLe: string;
  fournisseur: string | null;
  siren: string | null;
  numero: string | null;
  date: string | null;
  ht: string | null;
  tva: string | null;
  ttc: string | null;
  echeance: string | null;
  famille: FamilleAchat;
  rapprochement: EtatRapprochement;
  valide: boolean;
  statut: StatutAchat;
}

export const COLONNES_FACTURES_FOURNISSEURS: ColonnesListe<LigneFactureFournisseur> = [
  { key: "recueLe", label: "Reçue le", kind: "datetime" },
  { key: "fournisseur", label: "Fournisseur", kind: "text" },
  { key: "siren", label: "SIREN", kind: "text" },
  { key: "numero", label: "Numéro", kind: "text" },
  { key: "date", label: "Date", kind: "date" },
  { key: "ht", label: "HT", kind: "money" },
  { key: "tva", label: "TVA", kind: "money" },
  { key: "ttc", label: "TTC", kind: "money" },
  { key: "echeance", label: "Échéance", kind: "date" },
  { key: "famille", label: "Nature", kind: "text", labels: LABELS_FAMILLE_ACHAT },
  { key: "rapprochement", label: "Rapprochement", kind: "text", labels: LABELS_ETAT_RAPPROCHEMENT },
  { key: "valide", label: "EN 16931", kind: "yesNo" },
  { key: "statut", label: "Statut", kind: "text", labels: LABELS_STATUT_ACHAT },
];

export const TRIS_FACTURES_FOURNISSEURS = [
  "recueLe",
  "fournisseur",
  "numero",
  "date",
  "ttc",
  "echeance",
  "statut",
] as const;

/** A SIREN as the filter takes it, once its spaces are gone. */
export const SIREN_FILTRE = /^\d{9}$/;

/** Filters: status, validity, the supplier's SIREN, the search on supplier and number (the screen asks newest first). */
export const facturesFournisseursQuerySchema = listQuerySchema(TRIS_FACTURES_FOURNISSEURS, "recueLe").extend({
  statut: z
    .enum(STATUT_ACHAT_KEYS as [StatutAchat, ...StatutAchat[]], { error: MSG_STATUT_ACHAT_INVALIDE })
    .optional(),
  valide: z.enum(["oui", "non"], { error: MSG_FILTRE_VALIDE_INVALIDE }).optional(),
  /** The supplier's SIREN, nine digits (spaces allowed as printed: "552 100 554"). */
  siren: z
    .string()
    .transform((s) => s.replace(/\s/g, ""))
    .pipe(z.string().regex(SIREN_FILTRE, { error: MSG_FILTRE_SIREN_INVALIDE }))
    .optional(),
});
export type FacturesFournisseursQuery = z.output<typeof facturesFournisseursQuerySchema>;
