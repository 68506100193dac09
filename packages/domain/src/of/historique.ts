import type { LigneAtelier } from "../atelier/index.ts";
import type { Canal } from "../facturation/index.ts";
import type { StatutPlateformeDocument } from "../plateforme/index.ts";
import { formatDate, formatNumberFr } from "../shared/index.ts";

/**
 * The history under the Trace OF form (issue 12 point 4): the OF's workshop and setting lines, the
 * stones fed to it, its invoices, and its audit trail (who changed what, when), field by field.
 */

/** A stone lot fed to the OF (op_stock joined to pierres_recues). */
export interface PierreAlimenteeOf {
  idOp: number;
  /** The supplier's confie note of the lot (N° Confie). */
  lot: string;
  description: string;
  /** Carats taken out for the OF. */
  carats: string;
  date: string;
}

/** An invoice holding the OF, in its channel (the PDF is the facturation print of that channel). */
/** An invoice holding the OF, with its life on the approved platform (issue 30.3: last status, date, reason). */
export interface FactureOf extends StatutPlateformeDocument {
  numero: number;
  canal: Canal;
  dateFact: string;
  /** The client invoiced (its credit note is made for it). */
  idClient: number;
}

export interface ChangementChamp {
  champ: string;
  libelle: string;
  avant: string;
  apres: string;
}

/** One audited write of the OF row or of one of its lines. */
export interface EvenementAuditOf {
  id: number;
  /** ISO timestamp. */
  at: string;
  utilisateur: string | null;
  /** What was written: "OF", "Ligne joaillier", "Ligne serti", "Pierres". */
  objet: string;
  operation: "INSERT" | "UPDATE" | "DELETE";
  changements: ChangementChamp[];
}

export interface HistoriqueOf {
  lignes: LigneAtelier[];
  pierres: PierreAlimenteeOf[];
  factures: FactureOf[];
  audit: EvenementAuditOf[];
}

/** Audit events shown at most (latest first). */
export const HISTORIQUE_AUDIT_MAX = 200;

/** The audited tables read for an OF, and how the history names their rows. */
export const OBJETS_AUDIT_OF = {
  of: "OF",
  ouvrier: "Ligne joaillier",
  serti: "Ligne serti",
  op_stock: "Pierres",
} as const;
export type TableAuditOf = keyof typeof OBJETS_AUDIT_OF;

/** French labels of the audited columns (the OF row and its lines); other columns keep their name. */
export const LIBELLES_CHAMPS_OF: Readonly<Record<string, string>> = {
  statut: "Statut",
  poids: "Poids (g)",
  id_stade: "Stade",
  typ_transp: "Type transport",
  type_metal: "Métal",
  dim: "Taille / longueur",
  prix_fact: "Prix de vente HT",
  prix_r: "Prix de revient",
  reaco: "Supplément (réaco)",
  ref_clt: "Référence client",
  remise: "Remise (%)",
  echeance: "Échéance (jours)",
  taux_tva: "Taux de TVA (%)",
  categorie_tva: "Catégorie de TVA",
  date_livr: "Date de livraison",
  date_l_imp: "Date impérative",
  date_crea: "Date de création",
  tournee: "Tournée",
  devis: "Devis",
  facon: "Façon",
  pierres_clt: "Pierres client",
  signe: "Signé",
  grave: "Gravé",
  labo: "Labo",
  notes: "Description",
  information: "Information",
  nom_ligne: "Nom de la ligne",
  prenom_ligne: "Prénom de la ligne",
  ref1: "Commentaire SAV",
  photo_of: "Photo",
  id_bijouterie: "Client",
  idp: "Produit",
  poids_confie: "Poids confié",
  notes_confie: "Notes confié",
  // Lines
  id_ouvrier: "Joaillier",
  id_serto: "Sertisseur",
  date_envoi: "Date d'envoi",
  date_e: "Date d'envoi",
  date_retour: "Date de retour",
  date_r: "Date de retour",
  poids_d: "Poids envoyé (g)",
  pds_d: "Poids envoyé (g)",
  poids_r: "Poids rendu (g)",
  pds_r: "Poids rendu (g)",
  temps: "Temps (min)",
  prix: "Prix",
  rendu: "Rendu",
  rendu_serti: "Rendu",
  poids_sortant: "Carats",
  id_stock: "Lot de pierres",
};

/** Keys of a row never shown as a change (identity and bookkeeping). */
const CHAMPS_IGNORES = new Set(["num_sachet", "id_ligne", "id_sert", "id_op", "n_sachet", "of_serto", "of"]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d+\.\d+$/;

/**
 * The references the history names instead of their ids, per column (statut, id_stade, typ_transp,
 * type_metal, id_bijouterie, id_ouvrier, id_serto): id -> label. A status keeps its number before its
 * label ("500 Finalisé"), as the office knows statuses by number.
 */
export type LibellesHistorique = ReadonlyMap<string, ReadonlyMap<number, string>>;

/**
 * A stored value as the history shows it: a referenced id by its label, dates dd/mm/yyyy, decimals in
 * French with their stored decimals (the audit gives them as text: "4,120", never a float's "4.12"),
 * nothing as "—".
 */
export function valeurHistorique(v: unknown, libelles?: LibellesHistorique, champ?: string) {
  if (v === null || v === undefined || v === "") return "—";
  const libelle = champ === undefined ? undefined : libelles?.get(champ)?.get(Number(v));
  if (libelle) return champ === "statut" ? `${v} ${libelle}` : libelle;
  if (typeof v === "string" && ISO_DATE.test(v)) return formatDate(v);
  if (typeof v === "string" && DECIMAL.test(v)) return formatNumberFr(v, v.length - v.indexOf(".") - 1);
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

/**
 * The fields a write changed, in the row's column order: an insert lists what it set, a delete what
 * the row held, an update only the columns whose value differs.
 */
export function changementsAudit(
  avant: Record<string, unknown> | null,
  apres: Record<string, unknown> | null,
  libelles?: LibellesHistorique,
): ChangementChamp[] {
  const cles = [...new Set([...Object.keys(avant ?? {}), ...Object.keys(apres ?? {})])];
  const out: ChangementChamp[] = [];
  for (const champ of cles) {
    if (CHAMPS_IGNORES.has(champ)) continue;
    // A missing row reads as nulls: an insert or a delete then skips the columns its row left empty.
    const a = avant?.[champ] ?? null;
    const b = apres?.[champ] ?? null;
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    out.push({
      champ,
      libelle: LIBELLES_CHAMPS_OF[champ] ?? champ,
      avant: valeurHistorique(a, libelles, champ),
      apres: valeurHistorique(b, libelles, champ),
    });
  }
  return out;
}

/** The invoice PDF of one invoice (the facturation print, GET /api/facturation/factures/pdf). */
export function urlPdfFacture(f: Pick<FactureOf, "numero" | "canal">): string {
  return `/api/facturation/factures/pdf?ids=${f.numero}&canal=${f.canal}`;
}
