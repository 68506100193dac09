import {
  type AvoirCompta,
  type AvoirsComptaQuery,
  type ComptaFiltre,
  cumulTotaux,
  type DocumentVente,
  documentVente,
  type FactureCompta,
  type FacturesComptaQuery,
  identifiantAvoir,
  identifiantFacture,
  idFactureCompta,
  type SoldeCompta,
  soldeCompta,
  type TotauxLigne,
  totauxDocument,
} from "@ecrin/domain";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";
import { statutPlateformeLu } from "../plateforme/index.ts";
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
        identifiant: identifiantFacture(r.canal, r.numero),
        idClient: r.idClient,
        client: r.client,
        date: r.date,
        tauxTva: r.tauxTva,
        ...totaux(r),
        ...statutPlateformeLu(r),
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
        identifiant: identifiantAvoir(r.numero),
        idClient: r.idClient,
        client: r.client,
        date: r.date,
        ref: r.ref,
        description: r.description,
        tauxTva: r.tauxTva,
        ...totaux(r),
        ...statutPlateformeLu(r),
      }),
    ),
  };
}

export async function documentsVente(
  db: Executor,
  f: Pick<ComptaFiltre, "debut" | "fin"> & Partial<ComptaFiltre>,
): Promise<DocumentVente[]> {
  return (await q.documents(db, f)).map(documentVente);
}

/** Spec 03 section 2.15: the totals of the filtered invoices and credit notes, and the balance. */
export async function solde(db: Executor, filtre: ComptaFiltre): Promise<SoldeCompta> {
  const docs = await documentsVente(db, filtre);
  return soldeCompta(
    cumulTotaux(docs.filter((d) => d.nature === "facture")),
    cumulTotaux(docs.filter((d) => d.nature === "avoir")),
  );
}
