import { sql } from "drizzle-orm";
import type { Fournisseur } from "./clients.ts";
import type { DemoContext } from "./context.ts";
import { cents, isoOf, milli, Random, units } from "./random.ts";
import type { DemoTables } from "./tables.ts";

export interface Pierre {
  id: number;
  typeId: number;
  /** Melee (small stones set by the dozen) or a centre stone. */
  melee: boolean;
  /** Carats per stone, thousandths. */
  poidsMilli: number;
  /** Euro cents per carat of the reference quality. */
  euroCtCents: number;
  idQual: number;
  description: string;
}

interface Forme {
  id: number;
  description: string;
}

const byName = (list: Forme[], name: string, fallback = 0): Forme =>
  list.find((f) => f.description.toLowerCase().startsWith(name.toLowerCase())) ?? list[fallback] ?? list[0]!;

/** Round diameter in hundredths of a mm to carats in thousandths (0.0036 x d^3, the trade's rule of thumb). */
function caratsRond(dCentiMm: number): number {
  const d = dCentiMm / 100;
  return Math.max(2, Math.round(3.6 * d * d * d));
}

/** The stone catalogue (pierre) and its price list (tarifs): melee diamonds, centre stones, coloured stones. */
export async function generatePierres(
  ctx: DemoContext,
  t: DemoTables,
  fournisseurs: Fournisseur[],
): Promise<Pierre[]> {
  const r = Random.forArea(ctx.seed, "pierres");
  const { typesPier, formes, couleurs, qualites } = ctx.ref;
  const diamant = byName(typesPier, "Diamant");
  const rond = byName(formes, "Rond");
  const blanc = byName(couleurs, "Blanc");
  const qualDiamant = qualites.filter((q) => /VS|SI|IF/.test(q.description));
  const qualCouleur = qualites.filter((q) => /^A+$|Commerciale/.test(q.description));
  const qualOf = (list: typeof qualites) => (list.length > 0 ? list : qualites);
  const out: Pierre[] = [];
  let id = 1;
  let idTarif = 1;
  const fourPierres = fournisseurs.filter((f) => !f.or);

  const add = async (
    p: Omit<Pierre, "id" | "idQual">,
    forme: Forme,
    color: number | null,
    typDim: number,
    dims: number[],
    coeffCent: number,
    quals: typeof qualites,
  ) => {
    const qs = qualOf(quals);
    const idQual = qs[Math.min(1, qs.length - 1)]!.id;
    const pierre: Pierre = { ...p, id: id++, idQual };
    out.push(pierre);
    await t.pierre.add([
      pierre.id,
      p.typeId,
      forme.id,
      color,
      typDim,
      cents(dims[0] ?? 0),
      cents(dims[1] ?? 0),
      cents(dims[2] ?? 0),
      milli(p.poidsMilli),
      p.description,
      units(coeffCent * 100, 4),
    ]);
    // A price per quality (better qualities cost more), some also per supplier.
    for (let k = 0; k < Math.min(3, qs.length); k++) {
      const q = qs[k]!;
      const euro = Math.round((p.euroCtCents * (100 + (1 - k) * 25)) / 100);
      const four = k === 2 && fourPierres.length > 0 ? r.pick(fourPierres).id : null;
      await t.tarifs.add([idTarif++, pierre.id, q.id, four, cents(euro), cents(Math.round(euro * 1.08))]);
    }
  };

  // Melee diamonds 0.80 to 2.70 mm.
  for (let d = 80; d <= 270; d += 10) {
    const ct = caratsRond(d);
    await add(
      {
        typeId: diamant.id,
        melee: true,
        poidsMilli: ct,
        euroCtCents: 38_000 + d * 150,
        description: `${diamant.description} ${rond.description} ${fr(d)} mm`,
      },
      rond,
      blanc.id,
      0,
      [d],
      180,
      qualDiamant,
    );
  }
  // Centre diamonds 3.00 to 8.00 mm (0.10 ct to 1.85 ct); the price per carat climbs with the size.
  for (let d = 300; d <= 800; d += 25) {
    const ct = caratsRond(d);
    await add(
      {
        typeId: diamant.id,
        melee: false,
        poidsMilli: ct,
        euroCtCents: 120_000 + ct * 500,
        description: `${diamant.description} ${rond.description} ${fr(d)} mm`,
      },
      rond,
      blanc.id,
      0,
      [d],
      160,
      qualDiamant,
    );
  }
  // Other diamond shapes as centre stones.
  for (const name of ["Princesse", "Ovale", "Poire", "Coeur", "Coussin", "Emeraude"]) {
    const forme = byName(formes, name);
    for (const [l, w] of [
      [500, 500],
      [600, 400],
      [700, 500],
    ] as const) {
      const ct = Math.round((2.4 * l * w * w) / 1_000_000);
      if (
        out.some((p) => p.description === `${diamant.description} ${forme.description} ${fr(l)}x${fr(w)} mm`)
      )
        continue;
      await add(
        {
          typeId: diamant.id,
          melee: false,
          poidsMilli: Math.max(ct, 100),
          euroCtCents: 150_000 + r.int(0, 60_000),
          description: `${diamant.description} ${forme.description} ${fr(l)}x${fr(w)} mm`,
        },
        forme,
        blanc.id,
        l === w ? 0 : 1,
        [l, w],
        160,
        qualDiamant,
      );
    }
  }
  // Coloured stones: ovals, rounds and cabochons of each type.
  const colorOf: Record<string, string> = {
    Saphir: "Bleu",
    Rubis: "Rouge",
    Emeraude: "Vert",
    Tanzanite: "Violet",
    Topaze: "Bleu",
    Améthyste: "Violet",
    Perle: "Blanc",
    Tsavorite: "Vert",
    "Aigue-marine": "Bleu",
  };
  const prixCouleur: Record<string, number> = {
    Saphir: 90_000,
    Rubis: 120_000,
    Emeraude: 100_000,
    Tanzanite: 40_000,
  };
  for (const type of typesPier) {
    if (type.id === diamant.id) continue;
    const color = byName(couleurs, colorOf[type.description] ?? "Multicolore").id;
    const perle = type.description.startsWith("Perle");
    const euroCt = prixCouleur[type.description] ?? 6_000 + r.int(0, 12_000);
    const shapes: Array<[Forme, number, number[]]> = perle
      ? [
          [byName(formes, "Cabochon"), 0, [600]],
          [byName(formes, "Cabochon"), 0, [800]],
        ]
      : [
          [rond, 0, [150]],
          [rond, 0, [200]],
          [byName(formes, "Ovale"), 1, [600, 400]],
          [byName(formes, "Ovale"), 1, [800, 600]],
          [byName(formes, "Poire"), 1, [700, 500]],
        ];
    for (const [forme, typDim, dims] of shapes) {
      const ct =
        dims.length === 1
          ? caratsRond(dims[0]!)
          : Math.round((2.6 * dims[0]! * dims[1]! * dims[1]!) / 1_000_000);
      const mm = dims.map(fr).join("x");
      await add(
        {
          typeId: type.id,
          melee: ct < 50,
          poidsMilli: Math.max(ct, 2),
          euroCtCents: euroCt,
          description: `${type.description} ${forme.description} ${mm} mm`,
        },
        forme,
        color,
        typDim,
        dims,
        200,
        qualCouleur,
      );
    }
  }
  await t.tarifs.flush();
  return out;
}

/** 250 (hundredths of a mm) -> "2,50". */
function fr(centi: number): string {
  return cents(centi).replace(".", ",");
}

interface Lot {
  id: number;
  resteMilli: number;
  /** Stones left, when the lot is counted in pieces (melee); null otherwise. */
  restePieces: number | null;
}

/**
 * Entrusted stones (pierres_recues) and their feeding to OFs (op_stock). A lot is received from a
 * supplier when an OF needs a stone that no open lot can give, so every consumption has its lot and
 * no lot goes negative.
 */
export class StockPierres {
  private readonly r: Random;
  private readonly open = new Map<number, Lot[]>();
  private nextLot = 1;
  private nextOp = 1;
  private noConfie = 4000;
  private readonly fournisseurs: Fournisseur[];

  constructor(
    private readonly ctx: DemoContext,
    private readonly t: DemoTables,
    fournisseurs: Fournisseur[],
  ) {
    this.r = Random.forArea(ctx.seed, "pierres-recues");
    this.fournisseurs = fournisseurs.filter((f) => !f.or);
  }

  /** Feeds `besoinMilli` carats of a stone to an OF on `day`. */
  async consommer(
    of: number,
    pierre: Pierre,
    besoinMilli: number,
    day: number,
    labo: boolean,
  ): Promise<void> {
    let lots = this.open.get(pierre.id);
    if (!lots) {
      lots = [];
      this.open.set(pierre.id, lots);
    }
    let lot = lots.find((l) => l.resteMilli >= besoinMilli);
    if (!lot) {
      lot = await this.recevoir(pierre, besoinMilli, day, labo);
      lots.push(lot);
      // Old leftovers stay in stock (and in the database) but are no longer drawn from.
      if (lots.length > 3) lots.shift();
    }
    lot.resteMilli -= besoinMilli;
    // Melee is counted in pieces too: as many stones as the carats hold, never more than the lot has left.
    const pieces =
      lot.restePieces === null
        ? null
        : Math.min(lot.restePieces, Math.max(1, Math.round(besoinMilli / pierre.poidsMilli)));
    if (lot.restePieces !== null && pieces !== null) lot.restePieces -= pieces;
    await this.t.opStock.add([this.nextOp++, isoOf(day), milli(besoinMilli), of, lot.id, pieces]);
  }

  private async recevoir(pierre: Pierre, besoinMilli: number, day: number, labo: boolean): Promise<Lot> {
    const r = this.r;
    const poids = pierre.melee ? besoinMilli * r.int(10, 60) : besoinMilli * r.int(1, 3);
    const recu = Math.max(this.ctx.start - 30, day - r.int(1, 25));
    const enDollars = r.chance(0.3);
    const prix = Math.round((pierre.euroCtCents * r.int(90, 110)) / 100) * (labo ? 0.3 : 1);
    const euro = enDollars ? 0 : Math.round(prix);
    const coursCent = enDollars ? r.int(104, 120) : 100;
    const dollar = enDollars ? Math.round((prix * coursCent) / 100) : 0;
    if (r.chance(0.2)) this.noConfie++;
    const id = this.nextLot++;
    const pieces = pierre.melee ? Math.max(1, Math.round(poids / pierre.poidsMilli)) : null;
    await this.t.pierresRecues.add([
      id,
      `C${this.noConfie++}`,
      isoOf(recu),
      r.pick(this.fournisseurs).id,
      pierre.id,
      pierre.idQual,
      cents(euro),
      cents(dollar),
      units(coursCent * 100, 4),
      milli(poids),
      pierre.melee ? null : `${labo ? "IGI-LG" : "GIA"} ${r.int(1_000_000_000, 2_147_000_000)}`,
      labo ? 1 : 0,
      pieces,
    ]);
    return { id, resteMilli: poids, restePieces: pieces };
  }
}

/**
 * Final states of the lots, set from their rows as an office keeps its stones (spec 02 section 4.4), so
 * that the stock holds the lots of the last months, not twenty years of leftovers. A used-up lot is
 * consumed (etat 5). A leftover no longer drawn from for six months is settled with its supplier, chosen
 * by id (deterministic, not by chance): three in five go back (pierre_retour of what remains, carats and
 * pieces; etat 3), one in five is taken out of stock (etat 4), one in five is bought (invoiced, etat 2:
 * ours from then on, still in stock). A bought leftover still unused three years on is taken out of stock
 * too (etat 4: set aside for repairs; it stays ours).
 */
export async function finaliserPierres(ctx: DemoContext): Promise<void> {
  const dormant = isoOf(ctx.today - 182);
  const ancien = isoOf(ctx.today - 3 * 365);
  await ctx.ex.execute(sql`
    create temporary table demo_reste on commit drop as
    select p.id_conf, p.poids - coalesce(sum(o.poids_sortant), 0) as reste,
           p.pieces - coalesce(sum(o.pieces), 0) as pieces,
           coalesce(max(o.date_op), p.date_reception) as dernier
    from pierres_recues p left join op_stock o on o.id_stock = p.id_conf
    group by p.id_conf`);
  await ctx.ex.execute(sql`
    update pierres_recues p set en_cours = 0, pierre_etat = 5, date_sorti = r.dernier
    from demo_reste r where r.id_conf = p.id_conf and r.reste = 0`);
  await ctx.ex.execute(sql`
    insert into pierre_retour (id_confie, pds, pieces, designation, date)
    select r.id_conf, r.reste, r.pieces, 'Retour fournisseur : fin de commande', r.dernier + 30
    from demo_reste r where r.reste > 0 and r.dernier < ${dormant}::date and r.id_conf % 5 in (0, 3, 4)
    order by r.id_conf`);
  await ctx.ex.execute(sql`
    update pierres_recues p set en_cours = 0, pierre_etat = 3, date_sorti = r.dernier + 30
    from demo_reste r where r.id_conf = p.id_conf and r.reste > 0 and r.dernier < ${dormant}::date
      and r.id_conf % 5 in (0, 3, 4)`);
  await ctx.ex.execute(sql`
    update pierres_recues p set en_cours = 0, pierre_etat = 4, date_sorti = r.dernier + 60
    from demo_reste r where r.id_conf = p.id_conf and r.reste > 0 and r.dernier < ${dormant}::date
      and r.id_conf % 5 = 1`);
  await ctx.ex.execute(sql`
    update pierres_recues p set facture = 1, pierre_etat = 2, date_fact = r.dernier + 45,
      label_fact = 'FP-' || to_char(r.dernier + 45, 'YYYYMM') || '-' || p.id_conf
    from demo_reste r where r.id_conf = p.id_conf and r.reste > 0 and r.dernier < ${dormant}::date
      and r.id_conf % 5 = 2`);
  await ctx.ex.execute(sql`
    update pierres_recues p set en_cours = 0, pierre_etat = 4, date_sorti = r.dernier + 3 * 365
    from demo_reste r where r.id_conf = p.id_conf and r.reste > 0 and r.dernier < ${ancien}::date
      and r.id_conf % 5 = 2`);
}
