import { sql } from "drizzle-orm";
import type { DemoContext } from "./context.ts";
import { NOMS, PRENOMS } from "./names.ts";
import type { Produit } from "./produits.ts";
import { addWorkdays, cents, endOfMonth, isoOf, milli, Random, weekday, workday } from "./random.ts";
import type { DemoTables } from "./tables.ts";

interface Ouvrier {
  id: number;
  debut: number;
  fin: number;
  /** Still working today (fin is then today): receives OFs up to the last day. */
  actif: boolean;
  /** Pesée dates (ascending) and their ids, jewellers only. */
  pesees: Array<{ day: number; id: number }>;
}

/** One pass of the OF in the workshop: at a jeweller ('o') or a setter ('s'). */
export interface Etape {
  kind: "o" | "s";
  ouvrier: number;
  envoi: number;
  retour: number;
  poidsDMg: number;
  poidsRMg: number;
  tempsMin: number;
  prixCents: number;
}

export interface Atelier {
  joailliers: Ouvrier[];
  sertisseurs: Ouvrier[];
}

/**
 * Jewellers and setters, active and inactive (those who left stopped receiving OFs), and the monthly
 * weighings (pesée) of each jeweller while he worked, plus a last one when he left.
 */
export async function generateAtelier(ctx: DemoContext, t: DemoTables): Promise<Atelier> {
  const r = Random.forArea(ctx.seed, "atelier");
  const span = ctx.today - ctx.start;
  const people = (n: number) => {
    const out: Array<{ id: number; label: string; debut: number; fin: number; actif: boolean }> = [];
    const seen = new Set<string>();
    for (let i = 0; i < n; i++) {
      let label = "";
      while (label === "" || seen.has(label)) label = `${r.pick(PRENOMS)} ${r.pick(NOMS)}`;
      seen.add(label);
      // A third have left; a quarter joined after the start.
      const actif = i < 2 || !r.chance(0.33);
      const debut = i < 4 || r.chance(0.75) ? ctx.start : ctx.start + r.int(0, Math.floor(span * 0.6));
      const fin = actif ? ctx.today : Math.min(ctx.today - 45, debut + r.int(Math.floor(span * 0.15), span));
      out.push({ id: i + 1, label, debut, fin: Math.max(fin, debut + 90), actif });
    }
    return out;
  };
  const joailliers: Ouvrier[] = [];
  let numPesee = 1;
  for (const p of people(ctx.scale.joailliers)) {
    await t.joaillier.add([p.id, p.label, p.actif ? 1 : 0, p.actif ? `avatar-j${p.id}.png` : null]);
    const pesees: Ouvrier["pesees"] = [];
    for (let m = endOfMonth(p.debut); m < p.fin && m < ctx.today; m = endOfMonth(m + 1)) {
      const day = lastWorkday(m);
      if (day >= p.debut) pesees.push({ day, id: numPesee++ });
    }
    if (!p.actif) pesees.push({ day: p.fin, id: numPesee++ });
    for (const pe of pesees) await t.pesee.add([pe.id, p.id, isoOf(pe.day)]);
    joailliers.push({ id: p.id, debut: p.debut, fin: p.fin, actif: p.actif, pesees });
  }
  const sertisseurs: Ouvrier[] = [];
  for (const p of people(ctx.scale.sertisseurs)) {
    await t.sertisseur.add([p.id, p.label, p.actif ? 1 : 0, null]);
    sertisseurs.push({ id: p.id, debut: p.debut, fin: p.fin, actif: p.actif, pesees: [] });
  }
  await t.pesee.flush();
  await t.sertisseur.flush();
  return { joailliers, sertisseurs };
}

function lastWorkday(day: number): number {
  let d = day;
  while (weekday(d) === 0 || weekday(d) === 6) d--;
  return d;
}

/** The pesée that closed a row of this jeweller dated `day` (the first on or after it), or null (open). */
function peseeOf(o: Ouvrier, day: number): number | null {
  let lo = 0;
  let hi = o.pesees.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (o.pesees[mid]!.day >= day) hi = mid;
    else lo = mid + 1;
  }
  return o.pesees[lo]?.id ?? null;
}

/** Workers present on a day, cached by week. */
export class Presence {
  private readonly cache = new Map<string, Ouvrier[]>();
  constructor(private readonly atelier: Atelier) {}

  at(kind: "o" | "s", day: number): Ouvrier[] {
    const key = `${kind}${Math.floor(day / 7)}`;
    let list = this.cache.get(key);
    if (!list) {
      const all = kind === "o" ? this.atelier.joailliers : this.atelier.sertisseurs;
      // Someone leaving gets no new OF in his last three weeks; those still here get them to the end.
      list = all.filter((o) => o.debut <= day && (o.actif || o.fin >= day + 21));
      if (list.length === 0) list = [all[0]!];
      this.cache.set(key, list);
    }
    return list;
  }
}

/**
 * The path of an OF through the workshop: jewellers and setters one after the other, each sent the day
 * the previous one returned it, weights going down with filing (and up with the stones at the setter).
 */
export function planFabrication(
  r: Random,
  p: Produit,
  debut: number,
  sav: boolean,
  presence: Presence,
): Etape[] {
  const nJ = sav
    ? r.int(1, 2)
    : r.weighted([
        [2, 20],
        [3, 35],
        [4, 25],
        [5, 12],
        [6, 8],
      ]);
  const nS = p.pierres.length === 0 || sav ? 0 : r.chance(0.8) ? 1 : 2;
  const kinds: Array<"o" | "s"> = [];
  for (let i = 0; i < nJ; i++) kinds.push("o");
  // Setting after the first jeweller (assembly), before the last (polishing).
  for (let i = 0; i < nS; i++) kinds.splice(Math.min(1 + i * 2, kinds.length - 1), 0, "s");
  const totalMin = Math.max(15, Math.round((p.faconMin * r.int(70, 140)) / 100 / (sav ? 3 : 1)));
  const stonesMg = Math.round(p.pierres.reduce((s, l) => s + l.caratsMilli, 0) / 5);
  let poids = Math.round((p.poidsMg * r.int(103, 110)) / 100);
  let day = addWorkdays(debut, r.int(1, 4));
  const out: Etape[] = [];
  for (const kind of kinds) {
    const ouvrier = r.pick(presence.at(kind, day)).id;
    const retour = addWorkdays(day, kind === "o" ? r.int(1, 6) : r.int(2, 8));
    const poidsD = poids;
    const poidsR =
      kind === "o"
        ? Math.round((poids * r.int(970, 995)) / 1000)
        : poids + Math.round(stonesMg / Math.max(1, nS));
    out.push({
      kind,
      ouvrier,
      envoi: day,
      retour,
      poidsDMg: poidsD,
      poidsRMg: poidsR,
      tempsMin: kind === "o" ? Math.max(5, Math.round(totalMin / nJ) + r.int(-10, 10)) : 0,
      prixCents: kind === "s" ? Math.round(((p.sertiCents / Math.max(1, nS)) * r.int(85, 115)) / 100) : 0,
    });
    poids = poidsR;
    day = retour;
  }
  return out;
}

/** Writes the passes already begun on `today`: returned ones with weight and time, the open one rendu 0. */
export async function ecrireEtapes(
  t: DemoTables,
  ids: { ligne: number; sert: number },
  atelier: Atelier,
  of: number,
  etapes: Etape[],
  today: number,
): Promise<void> {
  for (const e of etapes) {
    if (e.envoi > today) break;
    const rendu = e.retour <= today;
    if (e.kind === "o") {
      const j = atelier.joailliers[e.ouvrier - 1]!;
      await t.ouvrier.add([
        ids.ligne++,
        of,
        e.ouvrier,
        isoOf(e.envoi),
        milli(e.poidsDMg),
        rendu ? milli(e.poidsRMg) : "0",
        rendu ? String(e.tempsMin) : "0",
        rendu ? 1 : 0,
        rendu ? isoOf(e.retour) : null,
        rendu ? peseeOf(j, e.retour) : null,
      ]);
    } else {
      await t.serti.add([
        ids.sert++,
        of,
        e.ouvrier,
        isoOf(e.envoi),
        milli(e.poidsDMg),
        rendu ? milli(e.poidsRMg) : "0",
        rendu ? cents(e.prixCents) : "0",
        rendu ? 1 : 0,
        rendu ? isoOf(e.retour) : null,
      ]);
    }
  }
}

/** Gold box of each jeweller: gold given on Mondays, filings returned on Fridays, closed by the pesées. */
export async function generateBoiteOr(ctx: DemoContext, t: DemoTables, atelier: Atelier): Promise<void> {
  const r = Random.forArea(ctx.seed, "boite-or");
  let id = 1;
  for (const j of atelier.joailliers) {
    let monday = j.debut + ((8 - weekday(j.debut)) % 7);
    for (; monday <= Math.min(j.fin, ctx.today); monday += 7) {
      const done = r.int(2_000, 30_000);
      await t.boiteOr.add([
        id++,
        j.id,
        milli(done),
        "0",
        isoOf(monday),
        r.pick(LABELS_DONNE),
        peseeOf(j, monday),
      ]);
      const friday = workday(monday + 4);
      if (friday <= Math.min(j.fin, ctx.today)) {
        const rendu = Math.round((done * r.int(55, 98)) / 100);
        await t.boiteOr.add([
          id++,
          j.id,
          "0",
          milli(rendu),
          isoOf(friday),
          r.pick(LABELS_RENDU),
          peseeOf(j, friday),
        ]);
      }
    }
  }
  await t.boiteOr.flush();
}

const LABELS_DONNE = ["Apport or 750 (soudure)", "Or pour mise à taille", "Fil or 750", "Plaque or 750"];
const LABELS_RENDU = ["Retour limailles", "Retour chutes", "Retour balayures", "Retour or non utilisé"];

/** The weights recorded at each pesée are the sums of the rows it closed. */
export async function finaliserPesees(ctx: DemoContext): Promise<void> {
  await ctx.ex.execute(sql`
    update pesee p set poids_of_sorti = s.d, poids_of_rentre = s.r
    from (select num_pesee, sum(poids_d) as d, sum(poids_r) as r from ouvrier where num_pesee is not null
          group by num_pesee) s
    where s.num_pesee = p.num_pesee`);
  await ctx.ex.execute(sql`
    update pesee p set pds_or_s = s.d, pds_or_e = s.r
    from (select num_pesee, sum(done_ouvr) as d, sum(rendu_ouvr) as r from boite_or where num_pesee is not null
          group by num_pesee) s
    where s.num_pesee = p.num_pesee`);
}
