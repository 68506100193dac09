import {
  type ComptesAchats,
  type ComptesReglements,
  type ComptesVentes,
  clientsSansCompte,
  codeJournalValide,
  compteValide,
  type Ecriture,
  type ExportComptaQuery,
  ecrituresAchats,
  ecrituresDe,
  ecrituresReglements,
  lireComptesTvaParTaux,
  MSG_REGLAGES_COMPTA_INVALIDES,
  msgClientsSansCompte,
  type Reglement,
  reglagesComptaValides,
  type Settings,
} from "@ecrin/domain";
import { estFamilleAchat, facturesApprouvees } from "../achats/index.ts";
import type { Executor } from "../db/tx.ts";
import { refus } from "../http/errors.ts";
import { documentsVente, totauxEcriture } from "./compta.service.ts";
import * as q from "./reglements.queries.ts";

/**
 * The journals of the accounting exports (issue 25 point 8): each is a source of entries, read for a
 * period. The FEC and the Quadra file hold every journal of this list, in one order (ordonnerEcritures).
 * Extension point: a new book Écrin becomes the source of is one more entry here (purchases: issue 30.4).
 */
export interface JournalExport {
  /** Its code in the settings (the FEC's JournalCode). */
  code: (s: Settings) => string;
  ecritures: (db: Executor, settings: Settings, periode: ExportComptaQuery) => Promise<Ecriture[]>;
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
  async ecritures(db, settings, periode) {
    const comptes = comptesVentes(settings);
    const docs = await documentsVente(db, periode);
    numerotees(docs, "document");
    clientsAvecCompte(docs, comptes.prefixeClient);
    return ecrituresDe(docs, comptes);
  },
};

/** Customer payments: invoices' recorded payments and remittances of bills of exchange. */
const journalReglements: JournalExport = {
  code: (s) => s.journalReglements,
  async ecritures(db, settings, periode) {
    comptesVentes(settings);
    const comptes = comptesReglements(settings);
    const [paiements, effets] = await Promise.all([q.paiements(db, periode), q.effetsRemis(db, periode)]);
    numerotees(paiements, "payment of invoice");
    numerotees(effets, "remittance");
    clientsAvecCompte([...paiements, ...effets], comptes.prefixeClient);
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
    return ecrituresReglements([...reglements, ...remises.values()], comptes);
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
  async ecritures(db, settings, periode) {
    comptesVentes(settings);
    const comptes = comptesAchats(settings);
    const rows = await facturesApprouvees(db, periode);
    numerotees(
      rows.map((r) => ({ numEcriture: r.numEcriture, numero: r.id })),
      "supplier invoice",
    );
    return ecrituresAchats(
      rows.map((r) => {
        if (!estFamilleAchat(r.famille)) throw new Error(`Supplier invoice ${r.id}: kind ${r.famille}`);
        return { ...r, famille: r.famille, numEcriture: r.numEcriture ?? 0 };
      }),
      comptes,
    );
  },
};

/** The journals the exports hold, in this order on a day. */
export const JOURNAUX_EXPORT: readonly JournalExport[] = [journalVentes, journalReglements, journalAchats];
