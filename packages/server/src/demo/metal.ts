import type { ClientInfo, Fournisseur } from "./clients.ts";
import { coursCentiemes, type DemoContext } from "./context.ts";
import { cents, endOfMonth, isoOf, Random, workday } from "./random.ts";
import type { DemoTables } from "./tables.ts";

/** Gold received from customers for their façon OFs (Suivi Métal), fine weight rounded to the cent of gram. */
export class ReceptionsMetal {
  private id = 1;
  constructor(private readonly t: DemoTables) {}

  async add(client: ClientInfo, day: number, poids750Mg: number): Promise<void> {
    const finCg = Math.round((poids750Mg * 75) / 1000);
    if (finCg > 0) await this.t.receptionMetal.add([this.id++, client.id, cents(finCg), isoOf(day)]);
  }
}

/** OFs per month of workshop activity per ledger row a working day and a tab (large: 3, medium: 1, small: monthly rows). */
const OFS_PAR_MOUVEMENT_JOUR = 400;

/** The ledgers' rows, written with their own ids; amounts in hundredths of a gram. */
class Grands {
  private idClal = 1;
  private idMvt = 1;
  constructor(
    private readonly t: DemoTables,
    private readonly or: number,
  ) {}
  clal(d: number, designation: string, metal: number, entreeCg: number, s750Cg = 0, sFinCg = 0) {
    return this.t.mouvementClal.add([
      this.idClal++,
      isoOf(d),
      designation,
      metal,
      cents(entreeCg),
      cents(s750Cg),
      cents(sFinCg),
      "0",
    ]);
  }
  /** Cast alloy bought from a supplier: the fine entry is 0.75 of the 750 weight, the supplier's loss applied. */
  alliage(d: number, f: Fournisseur, designation: string, s750Cg: number) {
    return this.t.mouvementMetal.add([
      this.idMvt++,
      f.id,
      null,
      isoOf(d),
      designation,
      this.or,
      cents(Math.round(s750Cg * 0.75)),
      cents(s750Cg),
      "0",
      cents(f.perteCentiemes),
    ]);
  }
  platine(d: number, special: number, metal: number, entreeCg: number) {
    return this.t.mouvementMetal.add([
      this.idMvt++,
      special,
      null,
      isoOf(d),
      "Achat platine 950",
      metal,
      cents(entreeCg),
      "0",
      "0",
      "1.50",
    ]);
  }
  /** Old gold brought by a customer (entry) or metal delivered on account (exit, fin = 750 on submit). */
  client(d: number, c: ClientInfo, entree: boolean, amountCg: number, perteCentiemes: number) {
    return this.t.mouvementMetal.add([
      this.idMvt++,
      null,
      c.id,
      isoOf(d),
      entree ? "Vieil or client" : "Livraison métal sur compte poids",
      this.or,
      entree ? cents(amountCg) : "0",
      entree ? "0" : cents(amountCg),
      entree ? "0" : cents(amountCg),
      cents(perteCentiemes),
    ]);
  }
}

const ACHATS_CLAL = ["Achat lingot or fin", "Achat grenaille or fin", "Achat or fin (compte poids)"];
const ALLIAGES = ["Achat alliage or 750 jaune", "Achat alliage or 750 gris", "Achat fil et plaque 750"];
const AFFINAGE = "Envoi limailles et balayures à l'affinage";

/**
 * Metal ledgers: fine-gold purchases from the CLAL and refining of the workshop's filings; supplier
 * purchases (gold suppliers of type 998, platinum from the special supplier); old gold brought by
 * customers with the customer loss of rate 14. Amounts in grams with 2 decimals (the form rounds so).
 * `ofsParMois` scales the purchases to the workshop: a busy workshop (the large set) writes a few rows
 * per working day on each tab over the years, a small one monthly rows.
 */
export async function generateLedgers(
  ctx: DemoContext,
  t: DemoTables,
  fournisseurs: Fournisseur[],
  clients: ClientInfo[],
  ofsParMois: number,
): Promise<void> {
  const r = Random.forArea(ctx.seed, "metal");
  const or = ctx.settings.metalParDefaut;
  const special = ctx.settings.fournisseurMetalSpecial;
  const metalSpecial = ctx.ref.metaux.includes(ctx.settings.metalFournisseurSpecial)
    ? ctx.settings.metalFournisseurSpecial
    : or;
  const perteClient = coursCentiemes(ctx.ref, 14, 300);
  const fourOr = fournisseurs.filter((f) => f.or && f.id !== special);
  const clientsVieilOr = clients.filter((c) => c.facon);
  const g = new Grands(t, or);
  // Grams of 750 gold the workshop uses in a month, in hundredths of a gram.
  const besoinCg = Math.max(10_000, ofsParMois * 500);
  const parJour = Math.floor(ofsParMois / OFS_PAR_MOUVEMENT_JOUR);
  const actif = (c: ClientInfo, d: number) => c.debut <= d && d <= c.fin;

  if (parJour > 0) {
    // About 21 working days a month, (1 + parJour) / 2 rows a day on each tab.
    const part = (cg: number) => Math.max(100, Math.round((cg * 2) / (21 * (1 + parJour))));
    for (let d = workday(ctx.start); d <= ctx.today; d = workday(d + 1)) {
      for (let k = r.int(1, parJour); k > 0; k--) {
        if (r.chance(0.1)) {
          const s750 = part((besoinCg * r.int(15, 36)) / 100);
          await g.clal(d, AFFINAGE, or, 0, s750, Math.round(s750 * 0.75));
        } else if (r.chance(0.03))
          await g.clal(d, "Achat platine 950", metalSpecial, part(r.int(5_000, 40_000)));
        else await g.clal(d, r.pick(ACHATS_CLAL), or, part((besoinCg * 0.75 * r.int(40, 80)) / 100));
      }
      for (let k = r.int(1, parJour); k > 0; k--) {
        if (r.chance(0.05)) await g.platine(d, special, metalSpecial, part(r.int(2_000, 20_000)));
        else if (fourOr.length > 0) {
          await g.alliage(d, r.pick(fourOr), r.pick(ALLIAGES), part((besoinCg * r.int(10, 40)) / 100));
        }
      }
      for (let k = clientsVieilOr.length > 0 ? r.int(1, parJour) : 0; k > 0; k--) {
        const c = r.pick(clientsVieilOr);
        if (actif(c, d)) await g.client(d, c, r.chance(0.7), r.int(1_000, 30_000), perteClient);
      }
    }
  } else {
    for (let m = endOfMonth(ctx.start); m <= endOfMonth(ctx.today); m = endOfMonth(m + 1)) {
      const debut = m - new Date(m * 86_400_000).getUTCDate() + 1;
      const jour = (min: number) => Math.min(workday(Math.max(ctx.start, debut) + r.int(min, 27)), ctx.today);
      // CLAL: one or two fine-gold bars bought, filings sent to refining each quarter.
      for (let k = r.int(1, 2); k > 0; k--) {
        await g.clal(jour(0), r.pick(ACHATS_CLAL), or, Math.round((besoinCg * 0.75 * r.int(40, 80)) / 100));
      }
      if (new Date(m * 86_400_000).getUTCMonth() % 3 === 2) {
        const s750 = Math.round((besoinCg * r.int(5, 12)) / 100);
        await g.clal(jour(10), AFFINAGE, or, 0, s750, Math.round(s750 * 0.75));
      }
      if (r.chance(0.15)) await g.clal(jour(5), "Achat platine 950", metalSpecial, r.int(5_000, 40_000));
      // Suppliers: cast alloy bought, the supplier's loss percent applied.
      for (const f of fourOr) {
        if (!r.chance(0.5)) continue;
        const s750 = Math.round((besoinCg * r.int(10, 40)) / 100);
        await g.alliage(jour(3), f, r.pick(ALLIAGES), s750);
      }
      if (r.chance(0.3)) await g.platine(jour(3), special, metalSpecial, r.int(2_000, 20_000));
      for (let k = Math.min(clientsVieilOr.length, r.int(0, 3)); k > 0; k--) {
        const c = r.pick(clientsVieilOr);
        const d = jour(0);
        if (actif(c, d)) await g.client(d, c, r.chance(0.7), r.int(1_000, 30_000), perteClient);
      }
    }
  }
  await t.mouvementClal.flush();
  await t.mouvementMetal.flush();
}

/**
 * The gold price history: one price per working day, euros per gram of fine gold, a bounded random walk
 * from about 16 €/g at the start to about 90 €/g today (the trend of the last twenty years).
 */
export async function generateCoursOr(ctx: DemoContext, t: DemoTables): Promise<void> {
  const r = Random.forArea(ctx.seed, "cours-or");
  const jours = ctx.today - ctx.start;
  let ecart = 0;
  for (let d = workday(ctx.start); d <= ctx.today; d = workday(d + 1)) {
    const tendance = 1600 + Math.round(((d - ctx.start) * 7400) / Math.max(1, jours));
    ecart = Math.max(-800, Math.min(800, ecart + r.int(-60, 60)));
    await t.coursOr.add([isoOf(d), cents(Math.max(500, tendance + ecart)), "Démo"]);
  }
  await t.coursOr.flush();
}
