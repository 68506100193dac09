import type { Settings } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { dayOf } from "./random.ts";

/** "Today" of the demo data: a fixed anchor, so the same seed gives the same rows on any day. */
export const DEMO_TODAY = "2026-11-21";

export interface ScaleParams {
  years: number;
  /** Client shops (groups and agencies, 249 and 502 included). */
  clients: number;
  groupes: number;
  joailliers: number;
  sertisseurs: number;
  centresVides: number;
  /** Sellable products (centres), product 619 included. */
  centres: number;
  ofs: number;
  plateaux: number;
  /** Rows per INSERT. */
  batch: number;
}

export const SCALES: Record<"small" | "medium" | "large", ScaleParams> = {
  small: {
    years: 3,
    clients: 80,
    groupes: 8,
    joailliers: 20,
    sertisseurs: 10,
    centresVides: 120,
    centres: 300,
    ofs: 3000,
    plateaux: 12,
    batch: 2000,
  },
  // The embedded database's bench (npm run bench -- --pglite): loads in about a minute.
  medium: {
    years: 8,
    clients: 200,
    groupes: 15,
    joailliers: 40,
    sertisseurs: 20,
    centresVides: 400,
    centres: 1200,
    ofs: 60_000,
    plateaux: 40,
    batch: 2000,
  },
  large: {
    years: 20,
    clients: 420,
    groupes: 30,
    joailliers: 70,
    sertisseurs: 30,
    centresVides: 900,
    centres: 2500,
    ofs: 320_000,
    plateaux: 80,
    batch: 5000,
  },
};

/** Reference rows loaded by migration 0003 that the generator draws from. */
export interface Reference {
  stades: number[];
  transports: number[];
  /** OF alloys, without the stock metal. */
  typesMetal: Array<{ id: number; description: string; idMetal: number | null }>;
  metaux: number[];
  typesCommande: number[];
  typesCom: number[];
  /** VAT of the invoices (the 20% rate), as stored. */
  tauxTva: string;
  typesProduit: Array<{ id: number; description: string }>;
  tarifsProduit: number[];
  typesPier: Array<{ id: number; description: string }>;
  formes: Array<{ id: number; description: string }>;
  couleurs: Array<{ id: number; description: string }>;
  qualites: Array<{ id: number; description: string }>;
  etats: number[];
  statuts: number[];
  /** Rates by id (cours), in hundredths or as stored strings. */
  cours: Map<number, string>;
}

export interface DemoContext {
  ex: Executor;
  seed: number;
  scale: ScaleParams;
  /** Days since 1970-01-01. */
  today: number;
  start: number;
  settings: Settings;
  ref: Reference;
  progress(step: string): void;
}

export function startDay(todayIso: string, years: number): number {
  const y = Number(todayIso.slice(0, 4)) - years;
  return dayOf(`${y}${todayIso.slice(4)}`);
}

type Row = Record<string, unknown>;

async function rows<T extends Row>(ex: Executor, query: string): Promise<T[]> {
  const res = await ex.execute(sql.raw(query));
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

export async function readReference(ex: Executor, stockMetal: number): Promise<Reference> {
  const ids = async (q: string) => (await rows<{ id: number }>(ex, q)).map((r) => Number(r.id));
  const labelled = async (q: string) =>
    (await rows<{ id: number; description: string }>(ex, q)).map((r) => ({
      id: Number(r.id),
      description: String(r.description),
    }));
  const tva = await rows<{ taux: string }>(
    ex,
    "select taux::text as taux from tva order by taux desc limit 1",
  );
  const cours = await rows<{ id: number; valeur: string }>(
    ex,
    "select id_cours as id, valeur::text as valeur from cours",
  );
  const typesMetal = await rows<{ id: number; description: string; id_metal: number | null }>(
    ex,
    // Migration 0015 numbered its four metals in the order of its anti-join, which is PostgreSQL's VALUES order
    // but a hash order on PGlite: read them in PostgreSQL's order, so that one seed gives the same demo on both.
    `select id_type as id, description, id_metal from type_metal where id_type <> ${stockMetal}
     order by case description when 'OR FIN 999' then 1002 when 'OR JAUNE 916' then 1003
       when 'OR JAUNE 585' then 1004 when 'ARGENT 800' then 1005 else id_type end, id_type`,
  );
  const ref: Reference = {
    stades: await ids("select id_stade as id from stade order by 1"),
    transports: await ids("select id_type as id from type_transport order by 1"),
    typesMetal: typesMetal.map((r) => ({
      id: Number(r.id),
      description: String(r.description),
      idMetal: r.id_metal === null ? null : Number(r.id_metal),
    })),
    metaux: await ids("select id_metal as id from metal order by 1"),
    typesCommande: await ids("select id from type_commande order by 1"),
    typesCom: await ids("select id_typ_com as id from type_comission order by 1"),
    tauxTva: tva[0]?.taux ?? "20.00",
    typesProduit: await labelled("select id_typ_prod as id, description from type_produit order by 1"),
    tarifsProduit: await ids("select id_tarif_produit as id from tarif_produit order by 1"),
    typesPier: await labelled("select id_typ_pier as id, description from type_pier order by 1"),
    formes: await labelled("select id_form as id, description from forme_pier order by 1"),
    couleurs: await labelled("select id_color as id, description from couleur order by 1"),
    qualites: await labelled("select id_qual as id, description from qualite order by 1"),
    etats: await ids("select id_etat as id from pierres_recues_etat order by 1"),
    statuts: await ids("select statut as id from t_statuts order by 1"),
    cours: new Map(cours.map((r) => [Number(r.id), String(r.valeur)])),
  };
  for (const [name, list] of [
    ["stade", ref.stades],
    ["type_transport", ref.transports],
    ["type_metal", ref.typesMetal],
    ["type_produit", ref.typesProduit],
    ["type_pier", ref.typesPier],
    ["qualite", ref.qualites],
    ["t_statuts", ref.statuts],
  ] as const) {
    if (list.length === 0)
      throw new Error(`Données de référence absentes (${name}) : les migrations sont-elles passées ?`);
  }
  return ref;
}

/** A rate (cours) as integer hundredths, with a fallback when the row is absent. */
export function coursCentiemes(ref: Reference, id: number, fallback: number): number {
  const v = ref.cours.get(id);
  return v === undefined ? fallback : Math.round(Number(v) * 100);
}

/** Rows of a raw query, whichever driver answers. */
export { rows as queryRows };
