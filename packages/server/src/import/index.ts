/** What the rest of the server uses from import: the legacy import and its report, for its CLI. */

export { chargementHistorique } from "./differes.ts";
export {
  formatReport,
  ImportError,
  type ImportProgress,
  type ImportReport,
  importLegacy,
  reportCsv,
} from "./import-legacy.ts";
