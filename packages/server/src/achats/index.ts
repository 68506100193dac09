export { ACHATS_BENCH } from "./achats.bench.ts";
export { achatsRoutes } from "./achats.routes.ts";
export {
  estFamilleAchat,
  type FactureAchatBrute,
  facturesApprouvees,
  facturesApprouveesQuery,
} from "./journal.queries.ts";
export {
  DEBUT_RECEPTION,
  enregistrerFlux,
  type FluxRecu,
  recevoirFluxFournisseurs,
  type SourceFlux,
} from "./reception.service.ts";
export { releverPlateforme } from "./releve.service.ts";
export { cdarDecision, type DeposeurFlux, envoyerDecisions } from "./retour-cdar.service.ts";
