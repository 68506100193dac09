import { type Decimal, type DecimalInput, dec, totauxDocument } from "@ecrin/domain";

import { sql } from "drizzle-orm";
import type mysql from "mysql2/promise";
import type { Db } from "../db/connection.ts";
import { oldValue } from "./mapping/sommes.ts";
import type { OldSchema } from "./old-schema.ts";
import { type Reconciliation, rowsOf, type TableReport } from "./report.ts";

/** One issued document as both sides hold it: number, client, date, HT, VAT, TTC. */
interface Doc {
  client: string;
  date: string;
  ht: string;
  tva: string;
  ttc: string;
}

interface Canal {
  nom: string;
  head: { old: string; table: string; key: string; client: string; date: string };
  /** Invoice lines (none for credit notes): old table and column of the invoice, Écrin's, amount column. */
  lines?: { old: string; table: string; fact: { old: string; ecrin: string }; amount: string };
  /** A credit note: its HT is its own amount, no VAT. */
  montant?: string;
}

const CANAUX: Canal[] = [
  {
    nom: "factures",
    head: { old: "facture", table: "facture", key: "id_fact", client: "id_bijouterie", date: "date_fact" },
    lines: {
      old: "constituant_fact",
      table: "constituant_fact",
      fact: { old: "fact", ecrin: "fact" },
      amount: "totht",
    },
  },
  {
    nom: "factures EXTENSIA",
    head: {
      old: "facture_extensia",
      table: "facture_extensia",
      key: "id_fact",
      client: "id_bijouterie",
      date: "date_fact",
    },
    lines: {
      old: "constituant_fact_extensia",
      table: "constituant_fact_extensia",
      fact: { old: "fact_id", ecrin: "fact" },
      amount: "prix",
    },
  },
  {
    nom: "avoirs",
    head: { old: "avoir", table: "avoir", key: "id_avoir", client: "id_clt", date: "date" },
    montant: "tot_ht",
  },
];

/** A sum on both sides, and the part of their difference the report explains (documents it names). */
interface Somme {
  old: Decimal;
  ecrin: Decimal;
  /** Écrin − old, of the differing documents the report names. */
  explique: Decimal;
}

function ajoute(
  m: Map<string, Somme>,
  k: string,
  side: "old" | "ecrin",
  v: DecimalInput,
  why: string | null,
): void {
  const s = m.get(k) ?? { old: dec(0), ecrin: dec(0), explique: dec(0) };
  s[side] = s[side].plus(v);
  if (why) s.explique = side === "ecrin" ? s.explique.plus(v) : s.explique.minus(v);
  m.set(k, s);
}

/** The difference adds up to the documents the report names. */
const explique = (s: Somme) => s.ecrin.minus(s.old).equals(s.explique);

function mesure(table: string, measure: string, s: Somme): Reconciliation {
  return {
    table,
    measure,
    old: s.old.toFixed(2),
    ecrin: s.ecrin.toFixed(2),
    ...(!s.old.equals(s.ecrin) && explique(s)
      ? { explained: `écart de ${s.ecrin.minus(s.old).toFixed(2)} : documents expliqués ci-dessus` }
      : {}),
  };
}

const texte = (d: Doc) => `${d.date} HT ${d.ht} TVA ${d.tva} TTC ${d.ttc}`;

/** A header and its lines' sum into the document's totals, by Écrin's own rule (totauxDocument). */
function doc(h: Record<string, unknown>, lignes: string | undefined, credit: boolean): Doc {
  const date = String(h.d ?? "").slice(0, 10);
  if (credit) {
    const ht = dec(String(h.p ?? "0")).toFixed(2);
    return { client: String(h.c), date, ht, tva: "0.00", ttc: ht };
  }
  const t = totauxDocument([lignes ?? "0"], String(h.p ?? "0"), String(h.t ?? "0"));
  return { client: String(h.c), date, ht: t.totalHt, tva: t.tva, ttc: t.totalTtc };
}

async function oldDocs(conn: mysql.Connection, old: OldSchema, c: Canal): Promise<Map<string, Doc>> {
  const n = (t: string, col: string) => conn.escapeId(old.name(t, col));
  const h = c.head;
  const amount = c.montant ?? "port";
  const [heads] = (await conn.query(
    `select ${n(h.old, h.key)} as k, ${n(h.old, h.client)} as c, cast(${n(h.old, h.date)} as char) as d,
      ${oldValue(old.name(h.old, amount), 2)} as p, ${c.montant ? "0" : oldValue(old.name(h.old, "taux_tva"), 2)} as t
     from ${conn.escapeId(h.old)}`,
  )) as unknown as [Record<string, unknown>[]];
  const sums = new Map<string, string>();
  if (c.lines) {
    const l = c.lines;
    const [rows] = (await conn.query(
      `select ${n(l.old, l.fact.old)} as f, cast(sum(${oldValue(old.name(l.old, l.amount), 2)}) as char) as s
       from ${conn.escapeId(l.old)} group by 1`,
    )) as unknown as [{ f: unknown; s: string }[]];
    for (const r of rows) sums.set(String(r.f), r.s);
  }
  return new Map(heads.map((r) => [String(r.k), doc(r, sums.get(String(r.k)), !c.lines)]));
}

async function ecrinDocs(db: Db, c: Canal): Promise<Map<string, Doc>> {
  const h = c.head;
  const id = sql.identifier;
  const heads = rowsOf(
    await db.execute(
      sql`select ${id(h.key)}::text as k, ${id(h.client)}::text as c, ${id(h.date)}::text as d,
        ${id(c.montant ?? "port")}::text as p, ${c.montant ? sql`'0'` : sql`coalesce(taux_tva, 0)::text`} as t
        from ${id(h.table)}`,
    ),
  );
  const sums = new Map<string, string>();
  if (c.lines) {
    const l = c.lines;
    for (const r of rowsOf(
      await db.execute(
        sql`select ${id(l.fact.ecrin)}::text as f, sum(${id(l.amount)})::text as s from ${id(l.table)} group by 1`,
      ),
    ))
      sums.set(String(r.f), String(r.s));
  }
  return new Map(heads.map((r) => [String(r.k), doc(r, sums.get(String(r.k)), !c.lines)]));
}

/** What the report says of an old document (skipped or adjusted, header or lines), or null. */
function reported(reports: TableReport[], c: Canal, k: string): string | null {
  const head = reports.find((r) => r.old === c.head.old);
  const skipped = head?.skipped.find((s) => s.id === k);
  if (skipped) return `document non importé : ${skipped.reason}`;
  const adjusted = head?.adjusted.filter((a) => a.id === k) ?? [];
  if (adjusted.length) return `ajusté : ${adjusted.map((a) => `${a.column} ${a.change}`).join(" ; ")}`;
  return null;
}

/**
 * Every issued invoice and credit note compared one by one (number, date, HT, VAT, TTC, Écrin's totals
 * rule on both sides), the net invoiced HT per client and per year and channel (issue 26.8). Only the
 * documents of the old base are compared: Écrin's own documents are not gaps. A difference is listed
 * with the document's number, explained when the report names it (skipped or adjusted).
 */
export async function reconcileDocuments(
  conn: mysql.Connection,
  db: Db,
  old: OldSchema,
  reports: TableReport[],
  tables: Set<string>,
): Promise<Reconciliation[]> {
  const out: Reconciliation[] = [];
  const parClient = new Map<string, Somme>();
  for (const c of CANAUX) {
    if (!tables.has(c.head.old) || (c.lines && !tables.has(c.lines.old))) continue;
    const before = await oldDocs(conn, old, c);
    const after = await ecrinDocs(db, c);
    const ecarts: Reconciliation[] = [];
    const annees = new Map<string, Somme>();
    const sign = c.montant ? -1 : 1;
    for (const [k, d] of before) {
      const e = after.get(k);
      const same = e !== undefined && texte(e) === texte(d);
      const why = same ? null : reported(reports, c, k);
      ajoute(annees, d.date.slice(0, 4), "old", d.ht, why);
      ajoute(parClient, d.client, "old", dec(d.ht).times(sign), why);
      if (e) {
        ajoute(annees, e.date.slice(0, 4), "ecrin", e.ht, why);
        ajoute(parClient, e.client, "ecrin", dec(e.ht).times(sign), why);
      }
      if (same) continue;
      ecarts.push({
        table: c.head.table,
        measure: `document ${k}`,
        old: texte(d),
        ecrin: e ? texte(e) : "absent",
        ...(why ? { explained: why } : {}),
      });
    }
    out.push({
      table: c.head.table,
      measure: `${c.nom} identiques (numéro, date, HT, TVA, TTC)`,
      old: String(before.size),
      ecrin: String(before.size - ecarts.length),
      ...(ecarts.length && ecarts.every((x) => x.explained)
        ? { explained: `${ecarts.length} document(s) différent(s), chacun expliqué ci-dessous` }
        : {}),
    });
    out.push(...ecarts);
    for (const [y, a] of [...annees].sort()) out.push(mesure(c.head.table, `HT ${c.nom} ${y}`, a));
  }
  const clients = [...parClient].filter(([, v]) => !v.old.equals(v.ecrin));
  if (parClient.size)
    out.push({
      table: "client",
      measure: "clients au facturé HT net (factures − avoirs) identique",
      old: String(parClient.size),
      ecrin: String(parClient.size - clients.length),
      ...(clients.length && clients.every(([, v]) => explique(v))
        ? { explained: "écarts dus aux documents expliqués ci-dessus" }
        : {}),
    });
  for (const [k, v] of clients.sort()) out.push(mesure("client", `facturé HT net du client ${k}`, v));
  return out;
}
