export {
  type AnalyseFournisseur,
  type AnalyseFournisseurQuery,
  analyseFournisseur,
  analyseFournisseurQuerySchema,
  defaultPeriodeFournisseur,
  type LigneAnalyseFournisseur,
  type PeriodeFournisseur,
  partFournisseur,
  periodeFournisseurSchema,
  resolvePeriodeFournisseur,
  valeurPierreRecue,
} from "./fournisseur.ts";
export { MSG_ERREUR_CHARGEMENT_ANALYSE } from "./messages.ts";
