import "./zod-fr.ts";

export { arrondiPhp } from "./arrondi-php.ts";
export {
  bicValide,
  type ErreurIban,
  erreurIban,
  formatIban,
  normaliserIban,
  type Rib,
  ribDepuisIban,
} from "./banque.ts";
export {
  dateIso,
  entier,
  entierTexte,
  ID_MAX,
  identifiant,
  identifiantTexte,
  lireEntier,
  texte,
} from "./champs.ts";
export {
  type ColonneListe,
  type ColonnesListe,
  columnText,
  columnValue,
  isNumericColumn,
  listCsv,
} from "./colonnes.ts";
export {
  addDays,
  addWorkingDays,
  defaultDeliveryDate,
  dueDate,
  endOfMonth,
  isoWeek,
  isoWeekday,
  isValidIsoDate,
  isWeekend,
  mondayOf,
  mondayOfIsoWeek,
  nextFriday,
  nextWorkingDay,
  startOfMonth,
  startOfYear,
  toIsoDate,
} from "./dates.ts";
export {
  add,
  cmp,
  type Decimal,
  type DecimalInput,
  dec,
  div,
  eq,
  fromCents,
  gt,
  isZero,
  lt,
  mul,
  parseDecimalFr,
  roundHalfUp,
  roundHalfUpInt,
  roundUp,
  roundUpTo,
  sub,
  sum,
  toCents,
  toDecimalString,
  toFixed2,
} from "./decimal.ts";
export { decimalString, formatDecimal } from "./decimal-schema.ts";
export {
  MSG_DOCUMENT_TROP_LOURD,
  MSG_DOCUMENTS_EN_ATTENTE,
  type RefusDocument,
  refusDocumentsEnAttente,
  refusDocumentTropLourd,
} from "./document.ts";
export { cleTvaFr, compacter, type ErreurTva, erreurTvaFr, numeroTvaFr, sirenValide } from "./entreprise.ts";
export {
  formatCarats,
  formatCompte,
  formatDate,
  formatDateTime,
  formatEuro,
  formatMinutes,
  formatNumberFr,
  formatPercent,
  formatPoids,
  NBSP,
} from "./format.ts";
export {
  CODE_CLE_ENVOI_AUTRE_DEMANDE,
  cleEnvoiSchema,
  IDEMPOTENCY_HEADER,
  MSG_CLE_ENVOI_AUTRE_DEMANDE,
  MSG_CLE_ENVOI_INVALIDE,
} from "./idempotence.ts";
export {
  type ListResult,
  listQuerySchema,
  MAX_EXPORT_ROWS,
  MSG_RECHERCHE_TROP_LONGUE,
  MSG_TRI_INVALIDE,
  PAGE_SIZE_ANALYSE,
  PAGE_SIZE_ANALYSE_OPTIONS,
  PAGE_SIZE_BOITE_OR,
  PAGE_SIZE_DETAIL,
  PAGE_SIZE_DETAIL_OPTIONS,
  PAGE_SIZE_RESERVATION,
  PAGE_SIZE_RESERVATION_OPTIONS,
  PAGE_SIZES,
  RECHERCHE_MAX_CARACTERES,
  RECHERCHE_MIN_CARACTERES,
  type SortDir,
  SURBRILLANCE_MS,
} from "./list-query.ts";
export {
  avecPeriodeOrdonnee,
  completerPeriode,
  isDebutAvantFin,
  MSG_DATE_DEBUT_INVALIDE,
  MSG_DATE_FIN_INVALIDE,
  MSG_PERIODE_INVERSEE,
  type Periode,
  periodeOptionnelleShape,
  periodeShape,
} from "./periode.ts";
export type { Refus, RefusRequete } from "./refus.ts";
export { decimalSaisie, lireSaisieDecimale } from "./saisie-decimale.ts";
export { bornerTexte, ELLIPSE, TEXTE_AFFICHE_MAX } from "./texte-borne.ts";
