import { sql } from "drizzle-orm";
import type { ClientInfo } from "./clients.ts";
import type { DemoContext } from "./context.ts";
import { FAMILLES } from "./names.ts";
import type { Produit } from "./produits.ts";
import { cents, isoOf, milli, Random } from "./random.ts";
import type { DemoTables } from "./tables.ts";

/** A stock piece at its entry: what the history copies. */
export interface PieceStock {
  num: number;
  produit: Produit;
  idStade: number;
  typeMetal: number;
  dim: string | null;
  poidsMg: number;
  prixCents: number;
  entree: number;
}

/**
 * Finished-product stock: trays, the pieces in stock (status 650) laid on them, and each piece's stays
 * (new_historique_conf): at the stock client, then entrusted to a shop or sold.
 */
export class Stock {
  private readonly r: Random;
  private readonly plateaux = new Map<string, number[]>();
  private idHisto = 1;

  constructor(
    private readonly ctx: DemoContext,
    private readonly t: DemoTables,
    private readonly stockClient: ClientInfo,
  ) {
    this.r = Random.forArea(ctx.seed, "stock");
  }

  async generatePlateaux(): Promise<void> {
    let id = 1;
    for (let i = 0; i < this.ctx.scale.plateaux; i++) {
      const famille = FAMILLES[i % FAMILLES.length]!;
      const label = `P${String(i + 1).padStart(3, "0")}`;
      const actif = i < this.ctx.scale.plateaux - 2 ? 1 : 0;
      await this.t.plateau.add([
        id,
        label,
        `${famille.nom} — vitrine ${Math.floor(i / FAMILLES.length) + 1}`,
        actif,
      ]);
      if (actif) {
        const list = this.plateaux.get(famille.nom) ?? [];
        list.push(id);
        this.plateaux.set(famille.nom, list);
      }
      id++;
    }
    await this.t.plateau.flush();
  }

  /** A piece entered on `p.entree` and still in the house's stock (or entrusted on `confie`) today. */
  async enStock(p: PieceStock, confie: { client: ClientInfo; day: number } | null): Promise<void> {
    const list = this.plateaux.get(p.produit.famille);
    const plateau = list && !this.r.chance(0.05) ? this.r.pick(list) : null;
    await this.t.newStockProd.add([p.num, plateau, isoOf(p.entree)]);
    await this.histo(p, this.stockClient, p.entree, confie?.day ?? null);
    if (confie) await this.histo(p, confie.client, confie.day, null);
  }

  /** A stock piece sold on `vente`: its stay at the stock client ends that day. */
  async vendu(p: PieceStock, vente: number): Promise<void> {
    await this.histo(p, this.stockClient, p.entree, vente);
  }

  private async histo(p: PieceStock, client: ClientInfo, debut: number, fin: number | null): Promise<void> {
    await this.t.newHistoriqueConf.add([
      this.idHisto++,
      p.num,
      client.id,
      p.produit.description.slice(0, 255),
      p.idStade,
      p.typeMetal,
      p.dim,
      milli(p.poidsMg),
      cents(p.prixCents),
      isoOf(debut),
      fin === null ? null : isoOf(fin),
    ]);
  }
}

/**
 * Reservations: an open customer order (status 50 or 200) gets an identical piece in stock (same
 * product), one piece per order, for about two orders in five that could have one. Deterministic
 * (chosen by OF numbers). A reserved piece is then made of its order's metal and finger size (its
 * stays too), as a reservation asks (issue 28.2): the demo's few pieces rarely match by chance.
 */
export async function reserver(ctx: DemoContext): Promise<void> {
  await ctx.ex.execute(sql`
    with commandes as (
      select num_sachet, idp, row_number() over (partition by idp order by num_sachet) as rang
      from "of" where statut in (50, 200) and id_bijouterie <> ${ctx.settings.clientStock} and num_sachet % 5 < 2
    ), pieces as (
      select o.num_sachet, o.idp, row_number() over (partition by o.idp order by o.num_sachet) as rang
      from "of" o join new_stock_prod s on s.of = o.num_sachet
      where o.statut = 650 and o.id_bijouterie = ${ctx.settings.clientStock}
    )
    update "of" o set of_reservation = c.num_sachet
    from pieces p join commandes c on c.idp = p.idp and c.rang = p.rang
    where o.num_sachet = p.num_sachet`);
  // Invoicing (/livraion) delivers a reserved piece with its order: one order of the standard channel
  // ready to invoice (575) gets a free identical piece of the stock reserved, so the case exists.
  await ctx.ex.execute(sql`
    update "of" o set of_reservation = x.commande
    from (
      select s.num_sachet as piece, c.num_sachet as commande
      from "of" c
      join "of" s on s.idp = c.idp and s.statut = 650 and s.id_bijouterie = ${ctx.settings.clientStock}
        and s.of_reservation is null
      join new_stock_prod p on p.of = s.num_sachet
      where c.statut = 575 and c.id_bijouterie <> ${ctx.settings.clientStock}
        and upper(coalesce(c.nom_ligne, '')) <> upper(${ctx.settings.nomLigneCanalAlternatif})
      order by c.num_sachet, s.num_sachet
      limit 1
    ) x
    where o.num_sachet = x.piece`);
  await ctx.ex.execute(sql`
    update "of" p set type_metal = c.type_metal, dim = c.dim from "of" c
    where c.num_sachet = p.of_reservation and p.statut = 650`);
  await ctx.ex.execute(sql`
    update new_historique_conf h set type_metal = p.type_metal, ladim = p.dim from "of" p
    where h."of" = p.num_sachet and p.statut = 650 and p.of_reservation is not null`);
}
