export { COLONNES_REGISTRE } from "./colonnes.ts";
export {
  type FiltreRegistre,
  filtreRegistreSchema,
  LIBELLE_NATURE,
  LIBELLE_SENS,
  type LigneRegistre,
  MSG_PERIODE_REGISTRE,
  msgBornesFausses,
  msgChaineRompue,
  msgJourNonScelle,
  msgRuptureNumero,
  msgSceauFaux,
  type NatureRegistre,
  type RuptureRegistre,
  registreQuerySchema,
  type SensRegistre,
  type VerificationRegistre,
} from "./registre.ts";
