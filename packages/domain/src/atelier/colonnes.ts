import type { ColonnesListe } from "../shared/index.ts";
import type { LigneBoiteOr } from "./boite-or.ts";
import type { LigneChargeDetail } from "./charge.ts";
import type { LigneAtelierDe } from "./lignes.ts";
import type { BilanPerte, PerteOf, PerteOuvrier } from "./perte.ts";
import type { LignePesee } from "./pesee.ts";

/** GET /api/atelier/charge/detail (spec 02 section 2.6): OF, Joaillier, Poids, Poids Rendu, Temps, Temps T, Ref, Desc. */
export const COLONNES_CHARGE_DETAIL: ColonnesListe<LigneChargeDetail> = [
  { key: "numSachet", label: "OF", kind: "text" },
  { key: "label", label: "Joaillier", kind: "text" },
  { key: "poidsD", label: "Poids", kind: "weight", unit: "g" },
  { key: "poidsR", label: "Poids Rendu", kind: "weight", unit: "g" },
  { key: "temps", label: "Temps", kind: "minutes" },
  { key: "plusMo", label: "Temps T", kind: "minutes" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "refDesc", label: "Desc", kind: "text" },
];

/** The weights and the loss, shared by the totals per worker and the detail per OF. */
const COLONNES_BILAN_PERTE: ColonnesListe<BilanPerte> = [
  { key: "poidsD", label: "Poids envoyé (g)", kind: "weight", unit: "g" },
  { key: "poidsR", label: "Poids rendu (g)", kind: "weight", unit: "g" },
  { key: "perte", label: "Perte (g)", kind: "weight", unit: "g" },
  { key: "pourcentage", label: "Perte (%)", kind: "percent", places: 2 },
];

/** GET /api/atelier/perte/:kind (/atelier/analyse): one total row per worker over the period. */
export const COLONNES_PERTE_OUVRIERS: ColonnesListe<PerteOuvrier> = [
  { key: "label", label: "Nom", kind: "text" },
  { key: "nbOf", label: "Nb OF", kind: "integer" },
  ...COLONNES_BILAN_PERTE,
];

/** GET /api/atelier/perte/:kind/:id/ofs: a worker's OFs returned in the period. */
export const COLONNES_PERTE_OFS: ColonnesListe<PerteOf> = [
  { key: "numSachet", label: "OF", kind: "text" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "dateRetour", label: "Date retour", kind: "date" },
  { key: "nbLignes", label: "Lignes", kind: "integer" },
  ...COLONNES_BILAN_PERTE,
];

/** The columns both kinds of line share, around the third value (time or price). */
const debutLigne = (ouvrier: string) =>
  [
    { key: "numSachet", label: "OF", kind: "text" },
    { key: "ouvrier", label: ouvrier, kind: "text" },
    { key: "dateEnvoi", label: "Envoi", kind: "date" },
    { key: "poidsEnvoye", label: "Poids", kind: "weight", unit: "g" },
    { key: "poidsRendu", label: "Poids Rendu", kind: "weight", unit: "g" },
  ] as const;
const finLigne = [
  { key: "dateRetour", label: "Retour", kind: "date" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "description", label: "Description", kind: "text" },
] as const;

/** GET /api/atelier/joaillier/lignes (spec 02 sections 2.1, 2.2): the jeweller lines. */
export const COLONNES_LIGNES_JOAILLIER: ColonnesListe<LigneAtelierDe<"joaillier">> = [
  ...debutLigne("Joaillier"),
  { key: "temps", label: "Temps", kind: "minutes" },
  ...finLigne,
];

/** GET /api/atelier/serti/lignes: the setter lines. */
export const COLONNES_LIGNES_SERTI: ColonnesListe<LigneAtelierDe<"serti">> = [
  ...debutLigne("Sertisseur"),
  { key: "prix", label: "Prix", kind: "money" },
  ...finLigne,
];

/** GET /api/atelier/pesees (spec 02 section 2.5): the weighings and what each recorded. */
export const COLONNES_PESEES: ColonnesListe<LignePesee> = [
  { key: "numPesee", label: "N° Pesée", kind: "text" },
  { key: "joaillier", label: "Joaillier", kind: "text" },
  { key: "date", label: "Date", kind: "date" },
  { key: "poidsOfSorti", label: "Poids OF sorti", kind: "weight", unit: "g" },
  { key: "poidsOfRentre", label: "Poids OF rentré", kind: "weight", unit: "g" },
  { key: "pdsOrS", label: "Or donné", kind: "weight", unit: "g" },
  { key: "pdsOrE", label: "Or rendu", kind: "weight", unit: "g" },
];

/** GET /api/atelier/boite-or (spec 02 section 2.4): Liste Boite Or. */
export const COLONNES_BOITE_OR: ColonnesListe<LigneBoiteOr> = [
  { key: "joaillier", label: "Joaillier", kind: "text" },
  { key: "date", label: "Date", kind: "date" },
  { key: "doneOuvr", label: "Poids Donné", kind: "weight", unit: "g" },
  { key: "renduOuvr", label: "Poids Rendu", kind: "weight", unit: "g" },
  { key: "label", label: "Libellé", kind: "text" },
  { key: "numPesee", label: "Pesée", kind: "text" },
];
