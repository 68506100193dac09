import { msgPasEnStock, refusBonConfie, toIsoDate } from "@ecrin/domain";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { renderPdf } from "../pdf/index.ts";
import * as pdf from "./impressions.ts";
import { stockLignes } from "./liste.queries.ts";
import { clientExiste } from "./mouvements.queries.ts";

/** A printed document: its bytes and the file name it is offered under. */
export interface Impression {
  bytes: Buffer;
  nom: string;
}

async function imprimer(doc: TDocumentDefinitions, nom: string): Promise<Impression> {
  return { bytes: await renderPdf(doc), nom };
}

/** The stock prints (spec 02 sections 5, 7 and 9) of the OFs chosen on /produit/stock. */
export async function etiquettes(ctx: AppContext, ofs: readonly number[], format: "thermique" | "a4") {
  const lignes = await stockLignes(ctx.db, ofs);
  const doc =
    format === "a4"
      ? await pdf.etiquettesA4(lignes, ctx.settings)
      : await pdf.etiquettesThermiques(lignes, ctx.settings);
  return imprimer(doc, "etiquettes");
}

export async function feuillePlateau(ctx: AppContext, ofs: readonly number[]) {
  const lignes = await stockLignes(ctx.db, ofs);
  return imprimer(await pdf.feuillePlateau(lignes, ctx.settings, ctx.config.imagesDir), "plateau");
}

/** The consignment note: pieces in stock of one client (refusBonConfie), else the first OF is not in stock. */
export async function bonConfie(ctx: AppContext, ofs: readonly number[]) {
  const lignes = await stockLignes(ctx.db, ofs);
  const ko = refusBonConfie(lignes.map((l) => l.idClient));
  if (ko) refus(ko);
  const client = lignes[0] ? await clientExiste(ctx.db, lignes[0].idClient) : undefined;
  if (!client) refus({ code: "PAS_EN_STOCK", message: msgPasEnStock(ofs[0] ?? 0) });
  return imprimer(pdf.bonConfie(lignes, client, ctx.settings, toIsoDate(new Date())), "bon-de-confie");
}

export async function feuilleReservation(ctx: AppContext, ofs: readonly number[]) {
  const lignes = await stockLignes(ctx.db, ofs);
  return imprimer(pdf.feuilleReservation(lignes, ctx.settings, toIsoDate(new Date())), "reservations");
}
