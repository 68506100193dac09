import type { LigneFactureFournisseur } from "./colonnes.ts";
import type { Violation } from "./controle.ts";
import type { FactureRecue, Syntaxe } from "./facture-recue.ts";
import type { Rapprochement } from "./rapprochement.ts";
import type { MotifAchat, StatutAchat } from "./statut.ts";

/** A decision taken on the invoice, as sent back to the platform. */
export interface DecisionPassee {
  statut: StatutAchat;
  motif: MotifAchat | null;
  commentaire: string;
  le: string;
  par: string | null;
  /** The CDAR flow's id once the platform took it; null while it waits to be sent. */
  flowIdCdar: string | null;
}

/** GET /api/achats/factures/:id: the row, what was read, the rules it fails, the match and the decisions. */
export interface DetailFactureFournisseur extends LigneFactureFournisseur {
  flowId: string;
  syntaxe: Syntaxe | null;
  nomFichier: string;
  /** The original is a PDF the screen can show; else a readable view of the parsed fields. */
  pdf: boolean;
  facture: FactureRecue | null;
  violations: Violation[];
  match: Rapprochement | null;
  decisions: DecisionPassee[];
  /** Its entry's number in the purchases journal (AC), given when it was approved (205); else null. */
  numEcriture: number | null;
}
