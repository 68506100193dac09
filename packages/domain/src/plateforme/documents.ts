import { z } from "zod";
import { identifiantAvoir, identifiantFacture } from "../facturation/index.ts";
import type { ColonnesListe } from "../shared/index.ts";
import { listQuerySchema } from "../shared/index.ts";
import { ETATS_ENVOI, type EtatEnvoi } from "./envoi.ts";
import { type CodeStatut, STATUTS_CYCLE_VIE } from "./statuts.ts";

/** One issued document on the e-invoicing list: where it is in the outbox and in its lifecycle. */
export interface LigneDocumentPlateforme {
  id: number;
  typeDocument: "facture" | "avoir";
  canal: string | null;
  numero: number;
  /** The printed identifier /compta and the PDF show ("F11866", "FX185", "AV54"). */
  document: string;
  /** What the platform knows it by (flowInfo trackingId: "11866", "EXTENSIA-185", "AV-54"). */
  trackingId: string;
  client: string | null;
  date: string | null;
  etat: EtatEnvoi;
  statut: CodeStatut | null;
  statutLe: string | null;
  motif: string | null;
  commentaire: string | null;
  erreur: string | null;
}

const LIBELLES_STATUT = Object.fromEntries(
  Object.entries(STATUTS_CYCLE_VIE).map(([k, v]) => [k, `${k} ${v}`]),
) as Record<string, string>;

/** GET /api/plateforme/documents: the documents sent (or to send) and their last status. */
export const COLONNES_DOCUMENTS_PLATEFORME: ColonnesListe<LigneDocumentPlateforme> = [
  { key: "document", label: "Document", kind: "text" },
  { key: "typeDocument", label: "Type", kind: "text", labels: { facture: "Facture", avoir: "Avoir" } },
  { key: "client", label: "Client", kind: "text" },
  { key: "date", label: "Date", kind: "date" },
  { key: "etat", label: "Envoi", kind: "text", labels: ETATS_ENVOI },
  { key: "statut", label: "Statut", kind: "text", labels: LIBELLES_STATUT },
  { key: "statutLe", label: "Statut le", kind: "text" },
  { key: "motif", label: "Motif", kind: "text" },
  { key: "erreur", label: "Erreur", kind: "text" },
  { key: "trackingId", label: "Identifiant de suivi", kind: "text" },
];

/** The printed identifier of an issued document of the outbox (facturation's one rule). */
export function identifiantDocument(d: {
  typeDocument: "facture" | "avoir";
  canal: string | null;
  numero: number;
}) {
  return d.typeDocument === "avoir"
    ? identifiantAvoir(d.numero)
    : identifiantFacture(d.canal === "alternatif" ? "alternatif" : "standard", d.numero);
}

/** Filter "to handle": refused, disputed, rejected (the statuses listed first), or sending problems. */
export const FILTRES_STATUT_PLATEFORME = ["a_traiter", "refusee", "litige", "rejetee", "envoi"] as const;

export const documentsPlateformeQuerySchema = listQuerySchema(["statut", "date"], "statut").extend({
  type: z.enum(["facture", "avoir"]).optional(),
  filtre: z.enum(FILTRES_STATUT_PLATEFORME).optional(),
});
export type DocumentsPlateformeQuery = z.infer<typeof documentsPlateformeQuerySchema>;
