import type { ClientInfo } from "./clients.ts";
import type { DemoContext } from "./context.ts";
import type { Produit } from "./produits.ts";
import { addWorkdays, cents, isoOf, milli, type Random } from "./random.ts";
import type { DemoTables } from "./tables.ts";

/** How many distinct OF photos the demo names (photo-of-1.jpg...), shared by the OFs that have one. */
const PHOTOS_OF = 40;

const NOTES = [
  "Client pressé, prévenir dès que prêt",
  "Gravure à l'intérieur de l'anneau",
  "Polissage miroir",
  "Finition brossée",
  "Vérifier la taille avec la boutique",
  "Pierres à contrôler avant serti",
  "Rhodiage demandé",
  "Cadeau : emballage soigné",
];

/** An order type the reference has (else its first one): 1 order, 2 stock, 3 after-sales. */
export const typeCommande = (ctx: DemoContext, id: number) =>
  ctx.ref.typesCommande.includes(id) ? id : ctx.ref.typesCommande[0]!;

/** A generated OF as its `of` row states it (what `generateOfs` decided, at today's date `T`). */
export interface LigneOf {
  num: number;
  produit: Produit;
  proprietaire: ClientInfo;
  statut: number;
  idStade: number;
  typTransp: number;
  typeMetal: number;
  stockOf: boolean;
  sav: boolean;
  crea: number;
  T: number;
  users: number[];
  facon: boolean;
  pierresClt: boolean;
  labo: boolean;
  dim: string | null;
  poidsMg: number;
  information: string | null;
  refClt: string | null;
  ref1: string | null;
  prixFact: number;
  coutCents: number;
  reaco: number;
  remise: number;
  echeance: number;
}

/** Writes a generated OF's row; the flags, notes and photo still undecided are drawn here, in order. */
export async function ecrireOf(ctx: DemoContext, t: DemoTables, r: Random, o: LigneOf): Promise<void> {
  const p = o.produit;
  await t.of.add([
    o.num,
    p.idCentre,
    o.proprietaire.id,
    o.statut,
    o.idStade,
    o.typTransp,
    o.typeMetal,
    r.weighted([
      [1, 85],
      [0, 10],
      [2, 5],
    ]),
    typeCommande(ctx, o.stockOf ? 2 : o.sav ? 3 : 1),
    o.crea > o.T - 400 && o.users.length > 0 ? r.pick(o.users) : null,
    isoOf(o.crea),
    isoOf(addWorkdays(o.crea, r.int(10, 25))),
    r.chance(0.08) ? 1 : 0,
    o.typTransp === ctx.ref.transports[0] ? 1 : 0,
    r.chance(0.03) ? 1 : 0,
    o.facon ? 1 : 0,
    o.pierresClt ? 1 : 0,
    r.chance(0.05) ? 1 : 0,
    r.chance(0.1) ? 1 : 0,
    o.labo ? 1 : 0,
    o.dim,
    milli(o.poidsMg),
    o.facon ? milli(Math.round(p.poidsMg * 1.1)) : null,
    o.facon ? "Vieil or fourni par le client" : null,
    r.chance(0.15) ? r.pick(NOTES) : null,
    o.information,
    o.refClt,
    o.ref1,
    o.stockOf ? p.refCv.slice(0, 15) : null,
    cents(o.prixFact),
    cents(o.coutCents),
    cents(o.reaco),
    String(o.remise),
    o.echeance,
    null,
    // A few photos shared by many OFs: the demo's pictures stay a handful of files at every scale.
    r.chance(0.2) ? `photo-of-${(o.num % PHOTOS_OF) + 1}.jpg` : null,
    p.image,
    p.ref,
    p.refCv,
    o.proprietaire.nomAgence,
    p.nomLigne,
    p.prenomLigne,
    ctx.ref.tauxTva,
    o.proprietaire.adresse,
    o.proprietaire.cp,
    o.proprietaire.ville,
  ]);
}

/**
 * Writes a stock OF just opened with the OF tools (created on `crea`): the placeholder product `p`, the
 * stock client `s`, the stock metal, nothing else filled in yet.
 */
export async function ecrireOfStockOuvert(
  ctx: DemoContext,
  t: DemoTables,
  num: number,
  crea: number,
  s: ClientInfo,
  p: Produit,
): Promise<void> {
  await t.of.add([
    num,
    p.idCentre,
    s.id,
    50,
    p.idStade,
    ctx.ref.transports[0]!,
    ctx.settings.typeMetalStock,
    1,
    typeCommande(ctx, 2),
    null,
    isoOf(Math.min(crea, ctx.today)),
    isoOf(addWorkdays(crea, 15)),
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    "0",
    "0",
    0,
    null,
    null,
    null,
    p.ref,
    p.refCv,
    s.nomAgence,
    null,
    null,
    ctx.ref.tauxTva,
    s.adresse,
    s.cp,
    s.ville,
  ]);
}
