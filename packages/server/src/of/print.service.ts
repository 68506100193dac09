import {
  IMPRESSION_MAX_LIGNES,
  IMPRESSION_PHOTOS_MAX_LIGNES,
  type Intervalle,
  MSG_OF_NON_TROUVE,
  OF_INTERVALLE_FIN_DEFAUT,
  refusTaille,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { photoDataUrl } from "../images/index.ts";
import { codeBarreDataUrl } from "../noyau-of/index.ts";
import { renderPdf } from "../pdf/index.ts";
import { pierresDesProduits } from "../produits/index.ts";
import { compterOfs, type OfImprime, ofsAImprimer } from "./print.queries.ts";
import { commandeDocument, fichesDocument, listeDocument } from "./print-pdf.ts";

/** Compression off in tests, to read the text back. */
export interface PrintOptions {
  compress?: boolean;
}

/** Numbers typed one by one (at most IMPRESSION_MAX_OFS by the schema): each must exist. */
async function chargerNumeros(ctx: AppContext, numeros: number[]): Promise<OfImprime[]> {
  const ofs = await ofsAImprimer(ctx.db, { ofs: numeros });
  const trouves = new Set(ofs.map((o) => o.numSachet));
  const manquants = numeros.filter((n) => !trouves.has(n));
  if (manquants.length > 0) {
    refus({ code: "OF_NON_TROUVE", message: `${MSG_OF_NON_TROUVE} : ${manquants.join(", ")}` });
  }
  return ofs;
}

/** An interval: counted first, refused when empty or beyond `max` rows. */
async function chargerIntervalle(ctx: AppContext, intervalle: Intervalle, max: number): Promise<OfImprime[]> {
  const n = await compterOfs(ctx.db, intervalle);
  const r = refusTaille(n, max);
  if (r) refus(r);
  return ofsAImprimer(ctx.db, intervalle);
}

const intervalleTitre = (prefixe: string, { min, max }: Intervalle) =>
  max === OF_INTERVALLE_FIN_DEFAUT
    ? `${prefixe} à partir du n° ${min}`
    : `${prefixe} du n° ${min} au n° ${max}`;

/** GET /api/of/print/fiche?ofs=: the OF sheets, one page each, with the bag label and its barcode. */
export async function fichesPdf(ctx: AppContext, ofs: number[], opts: PrintOptions = {}) {
  const rows = await chargerNumeros(ctx, ofs);
  const pierres = await pierresDesProduits(
    ctx.db,
    rows.map((o) => o.idp),
  );
  const complets = [];
  for (const o of rows) {
    complets.push({
      ...o,
      codeBarre: await codeBarreDataUrl(o.numSachet),
      photo: await photoDataUrl(ctx.config.imagesDir, [o.photoOf, o.imageProduit], 700),
      pierres: pierres.get(o.idp) ?? [],
    });
  }
  return renderPdf(fichesDocument(complets, opts.compress));
}

/** GET /api/of/print/liste?ofs=: the given OFs, one line each. */
export async function listePdf(ctx: AppContext, ofs: number[], opts: PrintOptions = {}) {
  const rows = await chargerNumeros(ctx, ofs);
  return renderPdf(listeDocument("Liste des OF", rows, opts.compress));
}

/** GET /api/of/print/intervalle?min=&max=: the OFs of an interval (end 99999999 when empty). */
export async function intervallePdf(ctx: AppContext, intervalle: Intervalle, opts: PrintOptions = {}) {
  const rows = await chargerIntervalle(ctx, intervalle, IMPRESSION_MAX_LIGNES);
  return renderPdf(listeDocument(intervalleTitre("OF", intervalle), rows, opts.compress));
}

/** GET /api/of/print/commande?min=&max=: the order with photos (start and end required). */
export async function commandePdf(ctx: AppContext, intervalle: Intervalle, opts: PrintOptions = {}) {
  const rows = await chargerIntervalle(ctx, intervalle, IMPRESSION_PHOTOS_MAX_LIGNES);
  const complets = [];
  for (const o of rows) {
    complets.push({
      ...o,
      photo: await photoDataUrl(ctx.config.imagesDir, [o.photoOf, o.imageProduit], 240),
    });
  }
  return renderPdf(commandeDocument(intervalleTitre("Commande — OF", intervalle), complets, opts.compress));
}
