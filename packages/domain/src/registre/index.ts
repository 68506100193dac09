export { COLONNES_REGISTRE } from "./colonnes.ts";
export {
  type GrandLivreRegistre,
  type LigneMetalRegistre,
  lignesRegistreMouvement,
  type MontantMouvement,
  type RangGrandLivre,
  REGLES_MOUVEMENT_REGISTRE,
  type RegleMouvementRegistre,
} from "./mouvements-metal.ts";
export { msgPartieSansAdresse, type RefusRegistre, refusPartieSansAdresse } from "./partie.ts";
export {
  type FiltreRegistre,
  filtreRegistreSchema,
  LIBELLE_NATURE,
  LIBELLE_SENS,
  type LigneRegistre,
  MSG_PERIODE_REGISTRE,
  msgBornesFausses,
  msgChaineRompue,
  msgFichierSceauxIllisible,
  msgJourNonScelle,
  msgNumerotationReprise,
  msgRuptureNumero,
  msgSceauAbsentBase,
  msgSceauDiffereFichier,
  msgSceauFaux,
  msgSceauHorsFichier,
  type NatureRegistre,
  type RuptureRegistre,
  registreQuerySchema,
  type SensRegistre,
  type VerificationRegistre,
} from "./registre.ts";
