import {
  add,
  type LigneStock,
  mul,
  prixSelonStade,
  type ResumeStock,
  revientReproductionSelonStade,
  type StockQuery,
  sum,
  toDecimalString,
  toFixed2,
} from "@ecrin/domain";
import type { SQL } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";
import { prixDesCentres } from "../produits/index.ts";
import * as q from "./liste.queries.ts";

type PrixCentre = Awaited<ReturnType<typeof prixDesCentres>> extends Map<number, infer V> ? V : never;

/**
 * The catalogue prices of the stock's products, kept one minute: the summary of the whole stock prices
 * a few hundred centres (about 40 ms of decimal arithmetic), and a minute-old catalogue price is good
 * enough for a cost-of-reproduction total. The stock's own figures (cost, price, weight) are never cached.
 */
const CACHE_PRIX_MS = 60_000;
const cachePrix = new Map<number, { at: number; prix: PrixCentre }>();

/** The catalogue prices of these products, or none when a rate is missing (the list still shows). */
async function prixCatalogue(ex: Executor, idps: readonly number[]): Promise<Map<number, PrixCentre>> {
  const now = Date.now();
  const out = new Map<number, PrixCentre>();
  const manquants: number[] = [];
  for (const id of new Set(idps)) {
    const c = cachePrix.get(id);
    if (c && now - c.at < CACHE_PRIX_MS) out.set(id, c.prix);
    else manquants.push(id);
  }
  if (manquants.length === 0) return out;
  try {
    for (const [id, prix] of await prixDesCentres(ex, manquants)) {
      cachePrix.set(id, { at: now, prix });
      out.set(id, prix);
    }
  } catch {
    // A missing rate: no catalogue price (the refusal belongs to the price screens).
  }
  return out;
}

/** One page of the stock, each row with its catalogue price at its stade (Prix Fiche). */
export async function listStock(ex: Executor, f: StockQuery, page: Page) {
  const { rows, total } = await q.stockPage(ex, f, page);
  const prix = await prixCatalogue(
    ex,
    rows.map((r) => r.idp),
  );
  const out: LigneStock[] = rows.map(({ idp, ...r }) => {
    const p = prix.get(idp);
    return { ...r, prixFiche: p ? toFixed2(prixSelonStade(p.prix, r.idStade).prix) : null };
  });
  return { rows: out, total };
}

/**
 * The summary lines (count, Prix Revient, Prix Revient Reproduction, Prix Vente, Poids Total) of a
 * set of stock pieces, by the server: sums per product and stade in SQL, the reproduction cost from
 * the price engine (stade 1 revient_mfs, 3 revient_cv, 2 or 4 revient_piece, else 0).
 */
async function resume(ex: Executor, where: SQL): Promise<ResumeStock> {
  const groupes = await q.stockAgregats(ex, where);
  const prix = await prixCatalogue(
    ex,
    groupes.map((g) => g.idp),
  );
  const reproduction = groupes.map((g) => {
    const p = prix.get(g.idp);
    return p ? mul(revientReproductionSelonStade(p.prix, g.idStade), g.nombre) : "0";
  });
  return {
    nombre: groupes.reduce((n, g) => n + g.nombre, 0),
    prixRevient: toFixed2(sum(groupes.map((g) => g.prixRevient))),
    prixRevientReproduction: toFixed2(add("0", ...reproduction)),
    prixVente: toFixed2(sum(groupes.map((g) => g.prixVente))),
    poidsTotal: toDecimalString(sum(groupes.map((g) => g.poids)), 3),
  };
}

export const resumeFiltre = (
  ex: Executor,
  f: Omit<StockQuery, "page" | "pageSize" | "sort" | "dir" | "format" | "q">,
) => resume(ex, q.whereStock(f));
export const resumeSelection = (ex: Executor, ofs: readonly number[]) => resume(ex, q.whereSelection(ofs));
