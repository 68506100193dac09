import {
  type AvoirCompta,
  type AvoirsComptaQuery,
  type ComptaFiltre,
  type ComptesVentes,
  clientsSansCompte,
  cumulTotaux,
  type DocumentVente,
  type Ecriture,
  type ExportComptaQuery,
  ecrituresDe,
  type FactureCompta,
  type FacturesComptaQuery,
  fichierFec,
  fichierQuadra,
  idFactureCompta,
  MSG_REGLAGES_COMPTA_INVALIDES,
  MSG_TROP_D_ECRITURES_QUADRA,
  msgClientsSansCompte,
  nomFichierFec,
  nomFichierQuadra,
  numerotableQuadra,
  reglagesComptaValides,
  type Settings,
  type SoldeCompta,
  soldeCompta,
  type TotauxLigne,
  totauxDocument,
} from "@ecrin/domain";
import type { Executor } from "../db/tx.ts";
import { BusinessError } from "../http/errors.ts";
import type { Page } from "../http/list.ts";
import * as q from "./compta.queries.ts";

/** The three totals of a document, by the rule of the PDFs (lines + port, VAT half-up). */
function totaux(p: q.PartsDocument): TotauxLigne {
  const t = totauxDocument([p.lignes], p.port, p.tauxTva);
  return { totalHt: t.totalHt, tva: t.tva, totalTtc: t.totalTtc };
}

export async function listFactures(db: Executor, query: FacturesComptaQuery, page: Page) {
  const { rows, total } = await q.pageFactures(db, query, page);
  return {
    total,
    rows: rows.map(
      (r): FactureCompta => ({
        id: idFactureCompta(r.canal, r.numero),
        canal: r.canal,
        numero: r.numero,
        idClient: r.idClient,
        client: r.client,
        date: r.date,
        tauxTva: r.tauxTva,
        ...totaux(r),
      }),
    ),
  };
}

export async function listAvoirs(db: Executor, query: AvoirsComptaQuery, page: Page) {
  const { rows, total } = await q.pageAvoirs(db, query, page);
  return {
    total,
    rows: rows.map(
      (r): AvoirCompta => ({
        id: r.numero,
        numero: r.numero,
        idClient: r.idClient,
        client: r.client,
        date: r.date,
        ref: r.ref,
        description: r.description,
        tauxTva: r.tauxTva,
        ...totaux(r),
      }),
    ),
  };
}

async function documentsVente(db: Executor, f: Pick<ComptaFiltre, "debut" | "fin"> & Partial<ComptaFiltre>) {
  return (await q.documents(db, f)).map(
    (d): DocumentVente => ({
      nature: d.nature,
      canal: d.canal,
      numero: d.numero,
      date: d.date,
      echeance: d.echeance,
      idClient: d.idClient,
      nomClient: d.client,
      numEcriture: d.numEcriture ?? 0,
      ...totaux(d),
    }),
  );
}

/** Spec 03 section 2.15: the totals of the filtered invoices and credit notes, and the balance. */
export async function solde(db: Executor, filtre: ComptaFiltre): Promise<SoldeCompta> {
  const docs = await documentsVente(db, filtre);
  return soldeCompta(
    cumulTotaux(docs.filter((d) => d.nature === "facture")),
    cumulTotaux(docs.filter((d) => d.nature === "avoir")),
  );
}

export interface FichierExport {
  nom: string;
  contenu: string;
}

/** The accounts of the sales journal, refused with a French message when the files cannot hold them. */
function comptesVentes(s: Settings): ComptesVentes {
  const comptes = {
    journal: s.journalVentes,
    compteVentes: s.compteVentes,
    compteTva: s.compteTvaCollectee,
    prefixeClient: s.compteClientPrefixe,
  };
  if (!reglagesComptaValides(comptes, s.vendeurSiren))
    throw new BusinessError(409, MSG_REGLAGES_COMPTA_INVALIDES);
  return comptes;
}

/**
 * The sales entries of the period. A client whose id does not fit the 8-character account with the
 * settings' prefix is refused in French (409), never left to the file writer (a 500).
 */
async function ecrituresPeriode(
  db: Executor,
  settings: Settings,
  periode: ExportComptaQuery,
): Promise<Ecriture[]> {
  const comptes = comptesVentes(settings);
  const docs = await documentsVente(db, periode);
  // Every issued document is numbered by the triggers of migration 0022 (or its back-fill).
  const sansNumero = docs.find((d) => d.numEcriture === 0);
  if (sansNumero) throw new Error(`${sansNumero.nature} ${sansNumero.numero} has no entry number`);
  const sansCompte = clientsSansCompte(docs, comptes.prefixeClient);
  if (sansCompte.length > 0)
    throw new BusinessError(409, msgClientsSansCompte(sansCompte, comptes.prefixeClient));
  return ecrituresDe(docs, comptes);
}

/** The Quadra ASCII file of the sales entries of the period. */
export async function exportQuadra(
  db: Executor,
  settings: Settings,
  periode: ExportComptaQuery,
): Promise<FichierExport> {
  const ecritures = await ecrituresPeriode(db, settings, periode);
  if (!numerotableQuadra(ecritures)) throw new BusinessError(409, MSG_TROP_D_ECRITURES_QUADRA);
  return {
    nom: nomFichierQuadra(settings.journalVentes, periode.debut, periode.fin),
    contenu: fichierQuadra(ecritures),
  };
}

/** The FEC of the sales entries of the period. */
export async function exportFec(
  db: Executor,
  settings: Settings,
  periode: ExportComptaQuery,
): Promise<FichierExport> {
  const ecritures = await ecrituresPeriode(db, settings, periode);
  return { nom: nomFichierFec(settings.vendeurSiren, periode.fin), contenu: fichierFec(ecritures) };
}
