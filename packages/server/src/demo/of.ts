import { type Atelier, type Etape, ecrireEtapes, Presence, planFabrication } from "./atelier.ts";
import type { Clients } from "./clients.ts";
import { coursCentiemes, type DemoContext } from "./context.ts";
import type { Facturation } from "./facturation.ts";
import type { ReceptionsMetal } from "./metal.ts";
import { NOMS } from "./names.ts";
import { clientsActifs, pickClient } from "./of-clients.ts";
import { ecrireOf, ecrireOfStockOuvert } from "./of-ligne.ts";
import { prixCreation } from "./of-prix.ts";
import { devenirOf } from "./of-statut.ts";
import type { StockPierres } from "./pierres.ts";
import { type Catalogue, type Produit, pickProduit } from "./produits.ts";
import { addWorkdays, endOfMonth, isoOf, Random, workday } from "./random.ts";
import type { Stock } from "./stock.ts";
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
const SAISON = [0.8, 0.9, 1, 1, 1.1, 1.1, 0.8, 0.5, 1, 1.1, 1.3, 1.4];

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

      const { coutCents, prixCents } = prixCreation(ctx.today, labour, {
        produit: p,
        crea,
        metal,
        sav,
        facon,
        labo,
        pierresClt,
      });
      const remise = r.chance(0.15) ? r.pick([5, 10, 15]) : 0;
      const reaco = r.chance(0.05) ? r.int(10, 80) * 100 : 0;

      // What today makes of it.
      const T = ctx.today;
      const { statut, proprietaire, factureLe, canalAlt, prixFact, ecrireStock } = devenirOf(r, T, d, alt, {
        num: ofNum,
        client,
        produit: p,
        idStade,
        typeMetal: metal.id,
        dim,
        stockOf,
        envoi: etapes[0]!.envoi,
        retour: last.retour,
        poidsRMg: last.poidsRMg,
        finalise,
        pret,
        prixCents,
        coutCents,
        agences,
      });
      statuts.set(statut, (statuts.get(statut) ?? 0) + 1);

      const fini = statut >= 500;
      const poidsMg = fini ? last.poidsRMg : p.poidsMg;
      const refClt = stockOf ? null : r.chance(0.4) ? refClient(r) : null;
      const information = sav ? r.pick(SAV) : null;
      const ref1 = sav ? `OF ${Math.max(100_001, ofNum - r.int(100, 5000))}` : null;
      const echeance = stockOf && !factureLe ? 0 : proprietaire.echeance;
      await ecrireOf(ctx, t, r, {
        num: ofNum,
        produit: p,
        proprietaire,
        statut,
        idStade,
        typTransp,
        typeMetal: metal.id,
        stockOf,
        sav,
        crea,
        T,
        users: d.users,
        facon,
        pierresClt,
        labo,
        dim,
        poidsMg,
        information,
        refClt,
        ref1,
        prixFact,
        coutCents,
        reaco,
        remise,
        echeance,
      });
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
    await ecrireOfStockOuvert(ctx, t, num++, crea, d.clients.stock, d.catalogue.produitStock);
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

/** How often an OF is made in an alloy (relative weights). */
function poidsMetal(description: string): number {
  if (/OR (JAUNE|BLANC) 750/.test(description)) return 35;
  if (/OR ROSE 750/.test(description)) return 15;
  if (/375/.test(description)) return 3;
  if (/ARGENT/.test(description)) return 5;
  if (/PLATINE/.test(description)) return 4;
  return 1;
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
