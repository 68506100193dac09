import {
  completerPeriode,
  type DetailPrixQuery,
  defaultPeriodeCa,
  type IncoherentsQuery,
  type LigneDetailPrix,
  type LigneIncoherente,
  type LigneSynthesePrix,
  type ListResult,
  lireTranche,
  type PrixFiltreQuery,
  type SynthesePrixQuery,
  TRANCHES_PRIX,
  texteTranche,
  toIsoDate,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import type { Page } from "../http/list.ts";
import { MSG_TRANCHE_INVALIDE } from "./ca.service.ts";
import { detailPrixQuery, incoherentsQuery, type PrixFiltre, synthesePrixQuery } from "./prix.queries.ts";

/** The period defaults to the current year, as the sales analysis (spec 03 section 9). */
export function filtrePrix<F extends PrixFiltreQuery>(
  q: F,
  todayIso: string = toIsoDate(new Date()),
): F & PrixFiltre {
  return { ...q, ...completerPeriode(q, defaultPeriodeCa(todayIso)) };
}

/** The bracket text of an index; '' when not grouped on it (-1), '(aucune)' outside every bracket. */
const texte = (i: number) =>
  i === -1 ? "" : i < 0 ? "(aucune)" : texteTranche(TRANCHES_PRIX[i] ?? { min: 0, max: 0 });

type Brut<T> = { [K in keyof T]: T[K] } & { n: number };

export async function synthesePrix(
  ctx: AppContext,
  q: SynthesePrixQuery,
  page: Page,
): Promise<ListResult<LigneSynthesePrix>> {
  const rows = (
    await ctx.db.execute<
      Brut<Omit<LigneSynthesePrix, "tranche" | "typeProduitId" | "tarifProduitId">> & {
        gtype: number;
        gtarif: number;
        gtranche: number;
      }
    >(synthesePrixQuery(filtrePrix(q), q, page))
  ).rows;
  return {
    rows: rows.map(({ n: _n, gtype, gtarif, gtranche, ...r }) => ({
      ...r,
      typeProduitId: gtype === -1 ? null : gtype,
      tarifProduitId: gtarif === -1 ? null : gtarif,
      tranche: texte(gtranche),
    })),
    total: rows[0]?.n ?? 0,
  };
}

export async function detailPrix(
  ctx: AppContext,
  q: DetailPrixQuery,
  page: Page,
): Promise<ListResult<LigneDetailPrix>> {
  let tranche: ReturnType<typeof lireTranche> | undefined;
  if (q.tranche !== undefined && q.tranche !== "") {
    tranche = lireTranche(q.tranche);
    if (tranche === null) refus({ code: "TRANCHE_INVALIDE", message: MSG_TRANCHE_INVALIDE });
  }
  const rows = (
    await ctx.db.execute<Brut<LigneDetailPrix>>(
      detailPrixQuery(
        filtrePrix(q),
        { type: q.typeProduitId, tarif: q.tarifProduitId, tranche: tranche ?? undefined },
        q,
        page,
      ),
    )
  ).rows;
  return { rows: rows.map(({ n: _n, ...r }) => r), total: rows[0]?.n ?? 0 };
}

export async function incoherents(
  ctx: AppContext,
  q: IncoherentsQuery,
  page: Page,
): Promise<ListResult<LigneIncoherente>> {
  const rows = (
    await ctx.db.execute<Brut<Omit<LigneIncoherente, "tranche">> & { gtranche: number }>(
      incoherentsQuery(filtrePrix(q), q, page),
    )
  ).rows;
  return {
    rows: rows.map(({ n: _n, gtranche, ...r }) => ({ ...r, tranche: texte(gtranche) })),
    total: rows[0]?.n ?? 0,
  };
}
