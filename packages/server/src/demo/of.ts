import { type Atelier, type Etape, ecrireEtapes, Presence, planFabrication } from "./atelier.ts";
import type { ClientInfo, Clients } from "./clients.ts";
import { coursCentiemes, type DemoContext } from "./context.ts";
import { type Facturation, orEurosKg } from "./facturation.ts";
import type { ReceptionsMetal } from "./metal.ts";
import { NOMS } from "./names.ts";
import type { StockPierres } from "./pierres.ts";
import { type Catalogue, type Produit, pickProduit } from "./produits.ts";
import { addWorkdays, cents, endOfMonth, isoOf, milli, Random, weekday, workday } from "./random.ts";
import type { PieceStock, Stock } from "./stock.ts";
import type { DemoTables } from "./tables.ts";

interface OfDeps {
  clients: Clients;
  catalogue: Catalogue;
  atelier: Atelier;
  pierres: StockPierres;
  facturation: Facturation;
  stock: Stock;
  receptions: ReceptionsMetal;
  /** Demo users who create the recent OFs. */
  users: number[];
}

/** Sales by month of the year: the Christmas peak, the August break. */
/** How many distinct OF photos the demo names (photo-of-1.jpg...), shared by the OFs that have one. */
const PHOTOS_OF = 40;
const SAISON = [0.8, 0.9, 1, 1, 1.1, 1.1, 0.8, 0.5, 1, 1.1, 1.3, 1.4];

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
const SAV = [
  "SAV : mise à taille",
  "SAV : remplacement d'une pierre perdue",
  "SAV : ressertissage et polissage",
  "SAV : réparation d'un fermoir",
  "SAV : rhodiage",
];

/**
 * The OFs of every month from the start to today, in creation order (so bag numbers follow the dates),
 * each with its workshop and setting passes, its stone feeding, and what today's date makes of it:
 * created, in the workshop, finished, finalised, ready to invoice, invoiced (either channel), or in
 * stock. Everything is written as it is generated, month by month.
 */
export async function generateOfs(ctx: DemoContext, t: DemoTables, d: OfDeps): Promise<Map<number, number>> {
  const r = Random.forArea(ctx.seed, "of");
  const statuts = new Map<number, number>();
  const presence = new Presence(d.atelier);
  const ids = { ligne: 1, sert: 1 };
  const labour = coursCentiemes(ctx.ref, 2, 95);
  const metalWeights = ctx.ref.typesMetal.map((m) => [m, poidsMetal(m.description)] as const);
  const transports = ctx.ref.transports.map((id, i) => [id, [40, 25, 15, 10, 10][i] ?? 5] as const);
  const alt = ctx.settings.nomLigneCanalAlternatif;
  const stadesCourants = [1, 2, 3, 4, 8].filter((s) => ctx.ref.stades.includes(s));
  const stadeSav = ctx.ref.stades.includes(12) ? 12 : ctx.ref.stades[0]!;
  const typeCommande = (id: number) => (ctx.ref.typesCommande.includes(id) ? id : ctx.ref.typesCommande[0]!);

  // Months and how many OFs each gets: the business grows, with seasons; the current month is partial.
  const months: Array<{ debut: number; fin: number; poids: number }> = [];
  for (let m = endOfMonth(ctx.start); ; m = endOfMonth(m + 1)) {
    const debut = Math.max(ctx.start, m - new Date(m * 86_400_000).getUTCDate() + 1);
    const fin = Math.min(m, ctx.today);
    const growth = 1 + (0.6 * (debut - ctx.start)) / Math.max(1, ctx.today - ctx.start);
    const partial = (fin - debut + 1) / (m - (m - new Date(m * 86_400_000).getUTCDate() + 1) + 1);
    months.push({ debut, fin, poids: growth * SAISON[new Date(m * 86_400_000).getUTCMonth()]! * partial });
    if (m >= ctx.today) break;
  }
  const totalPoids = months.reduce((s, m) => s + m.poids, 0);
  let num = 100_001;
  let acc = 0;
  let done = 0;

  for (const [mi, month] of months.entries()) {
    await d.facturation.flush(month.debut);
    acc += month.poids;
    const n = Math.round((acc / totalPoids) * ctx.scale.ofs) - done;
    done += n;
    const jours: number[] = [];
    for (let i = 0; i < n; i++) jours.push(workday(r.int(month.debut, month.fin)));
    jours.sort((a, b) => a - b);
    const agences = clientsActifs(d.clients.agences, month.debut);
    for (const jour of jours) {
      const crea = Math.min(jour, ctx.today);
      const ofNum = num++;
      const stockOf = r.chance(0.06);
      const client = stockOf ? d.clients.stock : pickClient(r, agences);
      const p = pickProduit(d.catalogue, r);
      const sav = !stockOf && r.chance(0.05);
      const idStade = sav ? stadeSav : r.chance(0.85) ? p.idStade : r.pick(stadesCourants);
      const metal = r.weighted(metalWeights);
      const typTransp = r.weighted(transports);
      const facon = !stockOf && client.facon && r.chance(0.3);
      const pierresClt = !stockOf && p.pierres.length > 0 && r.chance(0.04);
      const labo = p.pierres.length > 0 && r.chance(0.08);
      const dim = dimOf(r, p);
      const etapes = planFabrication(r, p, crea, sav, presence);
      const last = etapes[etapes.length - 1]!;
      const finalise = addWorkdays(last.retour, r.int(0, 2));
      const pret = addWorkdays(finalise, r.int(1, 3));

      // Price at the creation date: labour and stones indexed, metal at that day's gold.
      const indice = Math.max(55, 100 - Math.round((2 * (ctx.today - crea)) / 365));
      const stones = pierresClt ? 0 : Math.round((p.pierresCents * (labo ? 30 : 100)) / 100);
      const fixe = sav
        ? Math.round((p.faconMin / 3) * labour) + 1500
        : p.faconMin * labour + p.sertiCents + p.diversCents + stones;
      const metalCents =
        facon || sav
          ? 0
          : Math.round((p.poidsMg * centsParGramme(metal.idMetal, metal.description, crea)) / 1000);
      const coutCents = Math.round((fixe * indice) / 100) + metalCents;
      const prixCents = Math.ceil((coutCents * p.coeff) / 100 / 100) * 100;
      const remise = r.chance(0.15) ? r.pick([5, 10, 15]) : 0;
      const reaco = r.chance(0.05) ? r.int(10, 80) * 100 : 0;

      // What today makes of it.
      let statut: number;
      let proprietaire: ClientInfo = client;
      let factureLe: number | null = null;
      let canalAlt = false;
      let prixFact = prixCents;
      // Stock rows reference the OF: written after it.
      let ecrireStock: (() => Promise<void>) | null = null;
      const T = ctx.today;
      if (T < etapes[0]!.envoi) statut = 50;
      else if (T < last.retour) statut = 200;
      else if (T < finalise) statut = 500;
      else if (T < pret) statut = 550;
      else if (stockOf) {
        const vente = pret + Math.round(-Math.log(1 - r.float()) * 200);
        const piece: PieceStock = {
          num: ofNum,
          produit: p,
          idStade,
          typeMetal: metal.id,
          dim,
          poidsMg: last.poidsRMg,
          prixCents,
          entree: pret,
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
          const confieLe = pret + r.int(10, 120);
          const confie =
            r.chance(0.15) && confieLe <= T ? { client: pickClient(r, agences), day: confieLe } : null;
          if (confie) proprietaire = confie.client;
          ecrireStock = () => d.stock.enStock(piece, confie);
        }
      } else {
        const jourFacture = vendredi(pret + r.int(0, 5));
        // A few finished OFs are never collected: they stay ready to invoice.
        if (jourFacture > T || r.chance(0.002)) statut = 575;
        else {
          statut = 600;
          factureLe = jourFacture;
          if (p.nomLigne === alt) {
            // The alternate channel: the client becomes 502 and the price loses 90% of the margin.
            canalAlt = true;
            proprietaire = d.clients.canalAlternatif;
            prixFact = prixCents - Math.floor((9 * Math.max(0, prixCents - coutCents)) / 10);
          }
        }
      }
      statuts.set(statut, (statuts.get(statut) ?? 0) + 1);

      const fini = statut >= 500;
      const poidsMg = fini ? last.poidsRMg : p.poidsMg;
      const refClt = stockOf ? null : r.chance(0.4) ? refClient(r) : null;
      const information = sav ? r.pick(SAV) : null;
      const ref1 = sav ? `OF ${Math.max(100_001, ofNum - r.int(100, 5000))}` : null;
      const echeance = stockOf && !factureLe ? 0 : proprietaire.echeance;
      await t.of.add([
        ofNum,
        p.idCentre,
        proprietaire.id,
        statut,
        idStade,
        typTransp,
        metal.id,
        r.weighted([
          [1, 85],
          [0, 10],
          [2, 5],
        ]),
        typeCommande(stockOf ? 2 : sav ? 3 : 1),
        crea > T - 400 && d.users.length > 0 ? r.pick(d.users) : null,
        isoOf(crea),
        isoOf(addWorkdays(crea, r.int(10, 25))),
        r.chance(0.08) ? 1 : 0,
        typTransp === ctx.ref.transports[0] ? 1 : 0,
        r.chance(0.03) ? 1 : 0,
        facon ? 1 : 0,
        pierresClt ? 1 : 0,
        r.chance(0.05) ? 1 : 0,
        r.chance(0.1) ? 1 : 0,
        labo ? 1 : 0,
        dim,
        milli(poidsMg),
        facon ? milli(Math.round(p.poidsMg * 1.1)) : null,
        facon ? "Vieil or fourni par le client" : null,
        r.chance(0.15) ? r.pick(NOTES) : null,
        information,
        refClt,
        ref1,
        stockOf ? p.refCv.slice(0, 15) : null,
        cents(prixFact),
        cents(coutCents),
        cents(reaco),
        String(remise),
        echeance,
        null,
        // A few photos shared by many OFs: the demo's pictures stay a handful of files at every scale.
        r.chance(0.2) ? `photo-of-${(ofNum % PHOTOS_OF) + 1}.jpg` : null,
        p.image,
        p.ref,
        p.refCv,
        proprietaire.nomAgence,
        p.nomLigne,
        p.prenomLigne,
        ctx.ref.tauxTva,
        proprietaire.adresse,
        proprietaire.cp,
        proprietaire.ville,
      ]);
      if (ecrireStock) await ecrireStock();
      await ecrireEtapes(t, ids, d.atelier, ofNum, etapes, T);
      await consommerPierres(d, p, ofNum, etapes, T, pierresClt, labo, r);
      if (facon && crea <= T) await d.receptions.add(client, crea, Math.round(p.poidsMg * 1.1));
      if (factureLe !== null) {
        d.facturation.add({
          num: ofNum,
          day: factureLe,
          client: proprietaire,
          canalAlternatif: canalAlt,
          echeance,
          labo,
          designation: sav ? (information ?? p.description) : p.description,
          commentaire: sav ? ref1 : refClt,
          prixCents: prixFact,
          reacoCents: canalAlt ? 0 : reaco,
          remise: canalAlt ? 0 : remise,
          poidsMg,
          prenom: p.prenomLigne,
          ref: p.ref,
          refClt,
        });
      }
    }
    if (mi % 12 === 11) ctx.progress(`OF : ${done} créés (jusqu'au ${isoOf(month.fin)})`);
  }

  // Stock OFs just opened with the OF tools: placeholder product, stock client and stock metal.
  const placeholders = Math.max(3, Math.round(ctx.scale.ofs / 15_000));
  for (let i = 0; i < placeholders; i++) {
    const crea = workday(ctx.today - r.int(1, 10));
    const s = d.clients.stock;
    const p = d.catalogue.produitStock;
    await t.of.add([
      num++,
      p.idCentre,
      s.id,
      50,
      p.idStade,
      ctx.ref.transports[0]!,
      ctx.settings.typeMetalStock,
      1,
      typeCommande(2),
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
    statuts.set(50, (statuts.get(50) ?? 0) + 1);
  }
  await d.facturation.flush();
  return statuts;
}

async function consommerPierres(
  d: OfDeps,
  p: Produit,
  of: number,
  etapes: Etape[],
  today: number,
  pierresClt: boolean,
  labo: boolean,
  r: Random,
): Promise<void> {
  if (pierresClt || p.pierres.length === 0) return;
  const day = (etapes.find((e) => e.kind === "s") ?? etapes[0]!).envoi;
  if (day > today) return;
  for (const l of p.pierres) {
    // A little more than the line: breakage at setting.
    const besoin = Math.round((l.caratsMilli * r.int(100, 106)) / 100);
    await d.pierres.consommer(of, l.pierre, besoin, day, labo);
  }
}

interface Actifs {
  list: ClientInfo[];
  cumul: number[];
}

const actifsCache = new WeakMap<ClientInfo[], Map<number, Actifs>>();

function clientsActifs(all: ClientInfo[], day: number): Actifs {
  let byMonth = actifsCache.get(all);
  if (!byMonth) {
    byMonth = new Map();
    actifsCache.set(all, byMonth);
  }
  const key = Math.floor(day / 30);
  let a = byMonth.get(key);
  if (!a) {
    let list = all.filter((c) => c.debut <= day && c.fin >= day);
    if (list.length === 0) list = all;
    const cumul: number[] = [];
    let s = 0;
    for (const c of list) {
      s += c.poids;
      cumul.push(s);
    }
    a = { list, cumul };
    byMonth.set(key, a);
  }
  return a;
}

function pickClient(r: Random, a: Actifs): ClientInfo {
  const x = r.float() * a.cumul[a.cumul.length - 1]!;
  let lo = 0;
  let hi = a.cumul.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a.cumul[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return a.list[lo]!;
}

/** The invoicing day: the Friday on or after `day`. */
function vendredi(day: number): number {
  return day + ((5 - weekday(day) + 7) % 7);
}

function poidsMetal(description: string): number {
  if (/OR (JAUNE|BLANC) 750/.test(description)) return 35;
  if (/OR ROSE 750/.test(description)) return 15;
  if (/375/.test(description)) return 3;
  if (/ARGENT/.test(description)) return 5;
  if (/PLATINE/.test(description)) return 4;
  return 1;
}

/** Alloy price, cents per gram, at a date: gold follows its history, the other metals are flat. */
function centsParGramme(idMetal: number | null, description: string, day: number): number {
  if (/ARGENT/.test(description)) return 90;
  if (/BRONZE/.test(description)) return 3;
  if (/PLATINE|PALLADIUM/.test(description)) return 4200;
  const titre = /375/.test(description) ? 0.375 : 0.75;
  // Fine gold €/kg -> cents per gram of alloy, plus 15% alloying and casting.
  return idMetal === null ? 5000 : Math.round((orEurosKg(day) * titre * 1.15) / 10);
}

function dimOf(r: Random, p: Produit): string | null {
  switch (p.famille) {
    case "Bague":
    case "Alliance":
    case "Solitaire":
    case "Chevalière":
      return String(r.int(48, 62));
    case "Collier":
      return `${r.pick([40, 42, 45, 50])} cm`;
    case "Bracelet":
      return `${r.pick([16, 17, 18, 19])} cm`;
    default:
      return null;
  }
}

function refClient(r: Random): string {
  return r.chance(0.6) ? `CDE-${r.int(1000, 99_999)}` : `${r.pick(["Mme", "M.", "Mlle"])} ${r.pick(NOMS)}`;
}
