import {
  type ComptesAchats,
  type ComptesReglements,
  type ComptesVentes,
  clientsSansCompte,
  codeJournalValide,
  compteValide,
  type ExportComptaQuery,
  lireComptesTvaParTaux,
  MSG_REGLAGES_COMPTA_INVALIDES,
  msgClientsSansCompte,
  reglagesComptaValides,
  type Settings,
  type SourceJournal,
} from "@ecrin/domain";
import { estFamilleAchat, facturesApprouvees } from "../achats/index.ts";
import type { Executor } from "../db/tx.ts";
import { refus } from "../http/errors.ts";
import * as qc from "./compta.queries.ts";
import * as q from "./reglements.queries.ts";

/**
 * The journals of the accounting exports (issue 25 point 8): each is a source of entries, read for a
 * period. The FEC and the Quadra file hold every journal of this list, in one order (ordonnerEcritures).
 * Extension point: a new book Écrin becomes the source of is one more entry here (purchases: issue 30.4)
 * and one more case of the domain's SourceJournal. The request thread reads the rows (SQL) and checks
 * the settings, the entry numbers and the clients' accounts (the French refusals); the documents'
 * worker turns the rows into entries (domain ecrituresExport) and writes the file (issue 29.1 B).
 */
export interface JournalExport {
  /** Its code in the settings (the FEC's JournalCode). */
  code: (s: Settings) => string;
  source: (db: Executor, settings: Settings, periode: ExportComptaQuery) => Promise<SourceJournal>;
}

function refusReglages(): never {
  return refus({ code: "REGLAGES_COMPTA_INVALIDES", message: MSG_REGLAGES_COMPTA_INVALIDES });
}

/** The accounts of the sales journal, refused with a French message when the files cannot hold them. */
function comptesVentes(s: Settings): ComptesVentes {
  const parTaux = lireComptesTvaParTaux(s.comptesTvaParTaux);
  if (parTaux === null) refusReglages();
  const comptes: ComptesVentes = {
    journal: s.journalVentes,
    comptesVentes: {
      S: s.compteVentes,
      Z: s.compteVentesTauxZero,
      E: s.compteVentesExonerees,
      AE: s.compteVentesAutoliquidation,
    },
    comptePort: s.comptePort,
    compteTva: s.compteTvaCollectee,
    comptesTvaParTaux: parTaux,
    prefixeClient: s.compteClientPrefixe,
  };
  if (!reglagesComptaValides(comptes, s.vendeurSiren)) refusReglages();
  return comptes;
}

function comptesReglements(s: Settings): ComptesReglements {
  const comptes = {
    journal: s.journalReglements,
    compteBanque: s.compteBanque,
    compteEffets: s.compteEffetsEncaissement,
    prefixeClient: s.compteClientPrefixe,
  };
  if (
    !codeJournalValide(comptes.journal) ||
    comptes.journal === s.journalVentes ||
    !compteValide(comptes.compteBanque) ||
    !compteValide(comptes.compteEffets)
  )
    refusReglages();
  return comptes;
}

/** Every entry read is numbered (triggers of migration 0022, or its back-fill): a gap is a bug, not a refusal. */
function numerotees<T extends { numEcriture: number | null; numero: number }>(
  rows: readonly T[],
  quoi: string,
) {
  const sans = rows.find((r) => r.numEcriture === null || r.numEcriture === 0);
  if (sans) throw new Error(`${quoi} ${sans.numero} has no entry number`);
}

/** A client whose id does not fit the 8-character account is refused in French (409), never a 500. */
function clientsAvecCompte(clients: readonly { idClient: number }[], prefixe: string) {
  const sansCompte = clientsSansCompte(clients, prefixe);
  if (sansCompte.length > 0)
    refus({ code: "CLIENTS_SANS_COMPTE", message: msgClientsSansCompte(sansCompte, prefixe) });
}

/** Sales: invoices of both channels and credit notes. */
const journalVentes: JournalExport = {
  code: (s) => s.journalVentes,
  async source(db, settings, periode) {
    const comptes = comptesVentes(settings);
    const documents = await qc.documents(db, periode);
    numerotees(documents, "document");
    clientsAvecCompte(documents, comptes.prefixeClient);
    return { journal: "ventes", comptes, documents };
  },
};

/** Customer payments: invoices' recorded payments and remittances of bills of exchange. */
const journalReglements: JournalExport = {
  code: (s) => s.journalReglements,
  async source(db, settings, periode) {
    comptesVentes(settings);
    const comptes = comptesReglements(settings);
    const [paiements, effets] = await Promise.all([q.paiements(db, periode), q.effetsRemis(db, periode)]);
    numerotees(paiements, "payment of invoice");
    numerotees(effets, "remittance");
    clientsAvecCompte([...paiements, ...effets], comptes.prefixeClient);
    return { journal: "reglements", comptes, paiements, effets };
  },
};

function comptesAchats(s: Settings): ComptesAchats {
  const comptes: ComptesAchats = {
    journal: s.journalAchats,
    comptesAchats: {
      metal: s.compteAchatsMetal,
      pierres: s.compteAchatsPierres,
      autre: s.compteAchatsServices,
    },
    compteTvaDeductible: s.compteTvaDeductible,
    prefixeFournisseur: s.compteFournisseurPrefixe,
    compteTvaDeductibleAutoliquidation: s.compteTvaDeductibleAutoliquidation,
    compteTvaDueAutoliquidation: s.compteTvaDueAutoliquidation,
  };
  const p = comptes.prefixeFournisseur;
  if (
    !codeJournalValide(comptes.journal) ||
    comptes.journal === s.journalVentes ||
    comptes.journal === s.journalReglements ||
    !Object.values(comptes.comptesAchats).every(compteValide) ||
    !compteValide(comptes.compteTvaDeductible) ||
    !compteValide(comptes.compteTvaDeductibleAutoliquidation) ||
    !compteValide(comptes.compteTvaDueAutoliquidation) ||
    p.length > 7 ||
    !compteValide(p)
  )
    refusReglages();
  return comptes;
}

/** Purchases (issue 30 point 4): the supplier invoices approved (205) or partly approved (206) in the period. */
const journalAchats: JournalExport = {
  code: (s) => s.journalAchats,
  async source(db, settings, periode) {
    comptesVentes(settings);
    const comptes = comptesAchats(settings);
    const rows = await facturesApprouvees(db, periode);
    numerotees(
      rows.map((r) => ({ numEcriture: r.numEcriture, numero: r.id })),
      "supplier invoice",
    );
    const factures = rows.map((r) => {
      if (!estFamilleAchat(r.famille)) throw new Error(`Supplier invoice ${r.id}: kind ${r.famille}`);
      return { ...r, famille: r.famille, numEcriture: r.numEcriture ?? 0 };
    });
    return { journal: "achats", comptes, factures };
  },
};

/** The journals the exports hold, in this order on a day. */
export const JOURNAUX_EXPORT: readonly JournalExport[] = [journalVentes, journalReglements, journalAchats];
