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

/**
 * Metal ledgers: monthly fine-gold purchases from the CLAL and refining of the workshop's filings;
 * supplier purchases (gold suppliers of type 998, platinum from the special supplier); old gold brought
 * by customers with the customer loss of rate 14. Amounts in grams with 2 decimals (the form rounds so).
 * `volume` scales the purchases to the OFs of each month.
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
  // Grams of 750 gold the workshop uses in a month, in hundredths of a gram.
  const besoinCg = Math.max(10_000, ofsParMois * 500);
  let idClal = 1;
  let idMvt = 1;
  for (let m = endOfMonth(ctx.start); m <= endOfMonth(ctx.today); m = endOfMonth(m + 1)) {
    const debut = m - new Date(m * 86_400_000).getUTCDate() + 1;
    const jour = (min: number) => {
      const d = workday(Math.max(ctx.start, debut) + r.int(min, 27));
      return Math.min(d, ctx.today);
    };
    // CLAL: one or two fine-gold bars bought, filings sent to refining each quarter.
    for (let k = r.int(1, 2); k > 0; k--) {
      await t.mouvementClal.add([
        idClal++,
        isoOf(jour(0)),
        r.pick(["Achat lingot or fin", "Achat grenaille or fin", "Achat or fin (compte poids)"]),
        or,
        cents(Math.round((besoinCg * 0.75 * r.int(40, 80)) / 100)),
        "0",
        "0",
        "0",
      ]);
    }
    if (new Date(m * 86_400_000).getUTCMonth() % 3 === 2) {
      const s750 = Math.round((besoinCg * r.int(5, 12)) / 100);
      await t.mouvementClal.add([
        idClal++,
        isoOf(jour(10)),
        "Envoi limailles et balayures à l'affinage",
        or,
        "0",
        cents(s750),
        cents(Math.round(s750 * 0.75)),
        "0",
      ]);
    }
    if (r.chance(0.15)) {
      await t.mouvementClal.add([
        idClal++,
        isoOf(jour(5)),
        "Achat platine 950",
        metalSpecial,
        cents(r.int(5_000, 40_000)),
        "0",
        "0",
        "0",
      ]);
    }
    // Suppliers: cast alloy bought, the supplier's loss percent applied.
    for (const f of fourOr) {
      if (!r.chance(0.5)) continue;
      const s750 = Math.round((besoinCg * r.int(10, 40)) / 100);
      await t.mouvementMetal.add([
        idMvt++,
        f.id,
        null,
        isoOf(jour(3)),
        r.pick(["Achat alliage or 750 jaune", "Achat alliage or 750 gris", "Achat fil et plaque 750"]),
        or,
        cents(Math.round(s750 * 0.75)),
        cents(s750),
        "0",
        cents(f.perteCentiemes),
      ]);
    }
    if (r.chance(0.3)) {
      await t.mouvementMetal.add([
        idMvt++,
        special,
        null,
        isoOf(jour(3)),
        "Achat platine 950",
        metalSpecial,
        cents(r.int(2_000, 20_000)),
        "0",
        "0",
        "1.50",
      ]);
    }
    // Customers: old gold brought in (entry) or metal delivered on account (exit, fin = 750 on submit).
    for (let k = Math.min(clientsVieilOr.length, r.int(0, 3)); k > 0; k--) {
      const c = r.pick(clientsVieilOr);
      const d = jour(0);
      if (c.debut > d || c.fin < d) continue;
      const entree = r.chance(0.7);
      const amount = r.int(1_000, 30_000);
      await t.mouvementMetal.add([
        idMvt++,
        null,
        c.id,
        isoOf(d),
        entree ? "Vieil or client" : "Livraison métal sur compte poids",
        or,
        entree ? cents(amount) : "0",
        entree ? "0" : cents(amount),
        entree ? "0" : cents(amount),
        cents(perteClient),
      ]);
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
