import type { ClientInfo, Clients } from "./clients.ts";
import { type Actifs, clientsActifs, pickClient } from "./of-clients.ts";
import type { Produit } from "./produits.ts";
import { type Random, weekday } from "./random.ts";
import type { PieceStock, Stock } from "./stock.ts";

/** An OF as generated, up to the day it is ready to deliver. */
export interface OfFabrique {
  num: number;
  client: ClientInfo;
  produit: Produit;
  idStade: number;
  typeMetal: number;
  dim: string | null;
  /** Made for the stock (client 249). */
  stockOf: boolean;
  /** First workshop pass, end of the last pass (with the weight it returned), finalised, ready. */
  envoi: number;
  retour: number;
  poidsRMg: number;
  finalise: number;
  pret: number;
  prixCents: number;
  coutCents: number;
  /** The agencies active on the OF's month. */
  agences: Actifs;
}

/** What today's date makes of an OF: its status, its owner, when it is invoiced and at what price. */
export interface DevenirOf {
  statut: number;
  proprietaire: ClientInfo;
  factureLe: number | null;
  canalAlt: boolean;
  prixFact: number;
  /** Stock rows reference the OF: written after it. */
  ecrireStock: (() => Promise<void>) | null;
}

/**
 * Created, in the workshop, finished, finalised, ready to invoice, invoiced (either channel: `alt` is the
 * alternate channel's product line), sold from stock, or in stock (perhaps entrusted to a client).
 */
export function devenirOf(
  r: Random,
  T: number,
  d: { clients: Clients; stock: Stock },
  alt: string,
  o: OfFabrique,
): DevenirOf {
  let statut: number;
  let proprietaire: ClientInfo = o.client;
  let factureLe: number | null = null;
  let canalAlt = false;
  let prixFact = o.prixCents;
  let ecrireStock: (() => Promise<void>) | null = null;
  if (T < o.envoi) statut = 50;
  else if (T < o.retour) statut = 200;
  else if (T < o.finalise) statut = 500;
  else if (T < o.pret) statut = 550;
  else if (o.stockOf) {
    const vente = o.pret + Math.round(-Math.log(1 - r.float()) * 200);
    const piece: PieceStock = {
      num: o.num,
      produit: o.produit,
      idStade: o.idStade,
      typeMetal: o.typeMetal,
      dim: o.dim,
      poidsMg: o.poidsRMg,
      prixCents: o.prixCents,
      entree: o.pret,
    };
    const acheteur = vente <= T ? pickClient(r, clientsActifs(d.clients.agences, vente)) : null;
    if (acheteur) {
      proprietaire = acheteur;
      ecrireStock = () => d.stock.vendu(piece, vente);
      factureLe = vendredi(vente);
      statut = factureLe <= T ? 600 : 575;
      if (statut === 575) factureLe = null;
    } else {
      statut = 650;
      const confieLe = o.pret + r.int(10, 120);
      const confie =
        r.chance(0.15) && confieLe <= T ? { client: pickClient(r, o.agences), day: confieLe } : null;
      if (confie) proprietaire = confie.client;
      ecrireStock = () => d.stock.enStock(piece, confie);
    }
  } else {
    const jourFacture = vendredi(o.pret + r.int(0, 5));
    // A few finished OFs are never collected: they stay ready to invoice.
    if (jourFacture > T || r.chance(0.002)) statut = 575;
    else {
      statut = 600;
      factureLe = jourFacture;
      if (o.produit.nomLigne === alt) {
        // The alternate channel: the client becomes 502 and the price loses 90% of the margin.
        canalAlt = true;
        proprietaire = d.clients.canalAlternatif;
        prixFact = o.prixCents - Math.floor((9 * Math.max(0, o.prixCents - o.coutCents)) / 10);
      }
    }
  }
  return { statut, proprietaire, factureLe, canalAlt, prixFact, ecrireStock };
}

/** The invoicing day: the Friday on or after `day`. */
function vendredi(day: number): number {
  return day + ((5 - weekday(day) + 7) % 7);
}
