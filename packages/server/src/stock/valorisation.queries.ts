import { COURS, sum, toFixed2, type Valorisation } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { valorisationPierres } from "../pierres/index.ts";

/**
 * /valorisation (spec 03 sections 2.16 and 3): finished products in stock at cost (silver apart),
 * stones (owned diamonds and others; entrusted apart, out of the total), and the gold in the workshop
 * (bags out at the jewellers, gold boxes not yet weighed) at the day's gold rate (rate 4, € per kg).
 */
export async function valorisation(ex: Executor): Promise<Valorisation> {
  const [p] = (
    await ex.execute<{
      n: number;
      revient: string;
      nArgent: number;
      revientArgent: string;
    }>(sql`
      select count(*) filter (where not argent)::int as n,
             coalesce(sum(o.prix_r) filter (where not argent), 0)::numeric(14,2)::text as revient,
             count(*) filter (where argent)::int as "nArgent",
             coalesce(sum(o.prix_r) filter (where argent), 0)::numeric(14,2)::text as "revientArgent"
      from new_stock_prod s join "of" o on o.num_sachet = s."of"
      left join type_metal tm on tm.id_type = o.type_metal
      left join metal m on m.id_metal = tm.id_metal
      cross join lateral (select coalesce(m.description ilike 'argent%' or tm.description ilike 'argent%', false) as argent) a
      where o.statut = 650`)
  ).rows;
  const pierres = await valorisationPierres(ex);
  const [m] = (
    await ex.execute<{
      cours: string;
      atelier: string;
      boite: string;
      atelierValeur: string;
      boiteValeur: string;
    }>(sql`
      with c as (select coalesce((select valeur from cours where id_cours = ${COURS.orCourant}), 0) as kg),
      a as (select coalesce(sum(l.poids_d), 0) as g from ouvrier l where l.rendu = 0),
      b as (select coalesce(sum(bo.done_ouvr - bo.rendu_ouvr), 0) as g from boite_or bo where bo.num_pesee is null)
      select c.kg::text as cours, a.g::numeric(14,3)::text as atelier, b.g::numeric(14,3)::text as boite,
             (a.g * c.kg / 1000)::numeric(14,2)::text as "atelierValeur",
             (b.g * c.kg / 1000)::numeric(14,2)::text as "boiteValeur"
      from c, a, b`)
  ).rows;
  const metal = {
    cours: m?.cours ?? "0",
    atelierGrammes: m?.atelier ?? "0",
    atelierValeur: m?.atelierValeur ?? "0",
    boiteOrGrammes: m?.boite ?? "0",
    boiteOrValeur: m?.boiteValeur ?? "0",
  };
  const total = toFixed2(
    sum([
      p?.revient ?? "0",
      p?.revientArgent ?? "0",
      pierres.proprietaireDiamant,
      pierres.proprietaireAutres,
      metal.atelierValeur,
      metal.boiteOrValeur,
    ]),
  );
  return {
    produits: { nombre: p?.n ?? 0, totalRevient: p?.revient ?? "0.00" },
    produitsArgent: { nombre: p?.nArgent ?? 0, totalRevient: p?.revientArgent ?? "0.00" },
    pierres,
    metal,
    total,
  };
}
