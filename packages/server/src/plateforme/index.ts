/**
 * The e-invoicing platform area (issue 30): the client of an approved platform (Flow and Directory
 * services of XP Z12-013), the outbox worker, the statuses; what other areas may use.
 */
export {
  type AppelJournal,
  PlateformeClient,
  type PlateformeClientOptions,
  PlateformeErreur,
} from "./client.ts";
export { clientPlateforme, plateformeConfiguree } from "./connexion.ts";
export {
  aTraiterPossible,
  colonnesStatutPlateforme,
  conditionStatutPlateforme,
  ordreStatutPlateforme,
  statutPlateformeJointure,
  statutPlateformeLu,
} from "./documents.queries.ts";
export { PLATEFORME_BENCH } from "./plateforme.bench.ts";
export { plateformeRoutes } from "./plateforme.routes.ts";
export { clientDe, synchroniserPlateforme } from "./plateforme.service.ts";
