export { type CodeBarre, code128, THERMIQUE_DPI, texteAjuste, ZONE_CALME_MODULES } from "./code-barre.ts";
export * from "./document.ts";
export * from "./pdf.ts";
export * from "./pdf-a3.ts";
export {
  BUDGET_DOCUMENT_MS,
  demarrerPoolDocuments,
  MEMOIRE_WORKER_MO,
  type OptionsPool,
  PoolDocuments,
  poolDocuments,
  threadsParDefaut,
} from "./pool.ts";
export type { CelluleTableau, ColonneTableau, DocumentTableau, TexteTableau } from "./tableau-pages.ts";
export * from "./vendeur.ts";
