import { type Canal, categorieDuTaux, totauxDocument } from "../facturation/index.ts";
import { type ComptesAchats, ecrituresAchats, type FactureAchat } from "./achats.ts";
import {
  type ComptesVentes,
  type DocumentVente,
  type Ecriture,
  ecrituresDe,
  type NatureDocument,
} from "./ecriture.ts";
import { type ComptesReglements, ecrituresReglements, type Reglement } from "./reglements.ts";

/**
 * The entries of every journal in one order, the same at every export: by date, then by the journal's
 * place in the list of journals, then by the entry's number in its journal.
 */
export function ordonnerEcritures(journaux: readonly (readonly Ecriture[])[]): Ecriture[] {
  return journaux
    .flatMap((es, rang) => es.map((e) => ({ e, rang })))
    .sort((a, b) =>
      a.e.date < b.e.date
        ? -1
        : a.e.date > b.e.date
          ? 1
          : a.rang - b.rang || a.e.numEcriture - b.e.numEcriture,
    )
    .map((x) => x.e);
}

/** What a document's totals are made of, as the database gives them (NUMERIC as text). */
export interface PartsDocument {
  /** The sum of its lines (HT, without the port). */
  lignes: string;
  port: string;
  tauxTva: string;
}

/** An invoice or a credit note as the exports' SQL reads it, before its totals. */
export interface DocumentVenteBrut extends PartsDocument {
  nature: NatureDocument;
  canal: Canal;
  numero: number;
  idClient: number;
  client: string;
  date: string;
  echeance: string | null;
  /** The entry's stored number in its journal (ecriture_numero); null only for a document never numbered. */
  numEcriture: number | null;
  /** The VAT category issued (an invoice's column; null for a credit note, read from its rate). */
  categorieTva: string | null;
}

/** An invoice paid in the period, as the exports' SQL reads it. */
export interface PaiementBrut extends PartsDocument {
  canal: Canal;
  numero: number;
  date: string;
  idClient: number;
  client: string;
  categorieTva: string;
  numEcriture: number | null;
  /** Settled by a customer bill (traite_facture): its remittance credited the client. */
  parEffet: boolean;
}

/** One bill of a remittance of the period, as the exports' SQL reads it (one row per bill). */
export interface EffetRemisBrut {
  numero: number;
  date: string;
  numEcriture: number | null;
  idClient: number;
  client: string;
  montant: string;
}

/** A document's totals under its VAT category, with the lines' total and the port apart (the entries' amounts). */
function totauxEcriture(p: PartsDocument, categorie: string | null) {
  return totauxDocument([p.lignes], p.port, p.tauxTva, categorieDuTaux(p.tauxTva, categorie));
}

/** A sales document with its totals, by the rule of the PDFs (lines + port, VAT half-up). */
export function documentVente(d: DocumentVenteBrut): DocumentVente {
  const t = totauxEcriture(d, d.categorieTva);
  return {
    nature: d.nature,
    canal: d.canal,
    numero: d.numero,
    date: d.date,
    echeance: d.echeance,
    idClient: d.idClient,
    nomClient: d.client,
    numEcriture: d.numEcriture ?? 0,
    categorieTva: t.categorieTva,
    tauxTva: t.tauxTva,
    totalLignes: t.totalLignes,
    port: t.port,
    totalHt: t.totalHt,
    tva: t.tva,
    totalTtc: t.totalTtc,
  };
}

/** The payments (each invoice's TTC) then the remittances (their bills gathered, in the rows' order). */
export function reglementsDe(
  paiements: readonly PaiementBrut[],
  effets: readonly EffetRemisBrut[],
): Reglement[] {
  const reglements: Reglement[] = paiements.map((p) => ({
    nature: "paiement",
    canal: p.canal,
    numero: p.numero,
    date: p.date,
    numEcriture: p.numEcriture ?? 0,
    idClient: p.idClient,
    nomClient: p.client,
    montant: totauxEcriture(p, p.categorieTva).totalTtc,
    parEffet: p.parEffet,
  }));
  const remises = new Map<number, Reglement & { nature: "remise" }>();
  for (const e of effets) {
    const r = remises.get(e.numero) ?? {
      nature: "remise",
      numero: e.numero,
      date: e.date,
      numEcriture: e.numEcriture ?? 0,
      effets: [],
    };
    remises.set(e.numero, {
      ...r,
      effets: [...r.effets, { idClient: e.idClient, nomClient: e.client, montant: e.montant }],
    });
  }
  return [...reglements, ...remises.values()];
}

/**
 * One journal's rows of a period and its accounts, checked on the request thread (settings, numbers,
 * clients' accounts): what the documents' worker turns into entries (issue 29.1 B). Data only, so that
 * it crosses to the worker by structured clone.
 */
export type SourceJournal =
  | { journal: "ventes"; comptes: ComptesVentes; documents: readonly DocumentVenteBrut[] }
  | {
      journal: "reglements";
      comptes: ComptesReglements;
      paiements: readonly PaiementBrut[];
      effets: readonly EffetRemisBrut[];
    }
  | { journal: "achats"; comptes: ComptesAchats; factures: readonly FactureAchat[] };

/** The entries of one journal's rows. */
export function ecrituresJournal(s: SourceJournal): Ecriture[] {
  switch (s.journal) {
    case "ventes":
      return ecrituresDe(s.documents.map(documentVente), s.comptes);
    case "reglements":
      return ecrituresReglements(reglementsDe(s.paiements, s.effets), s.comptes);
    case "achats":
      return ecrituresAchats(s.factures, s.comptes);
  }
}

/** The entries of the journals of a period, given in the journals' order, in the exports' one order. */
export function ecrituresExport(sources: readonly SourceJournal[]): Ecriture[] {
  return ordonnerEcritures(sources.map(ecrituresJournal));
}
