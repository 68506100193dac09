import { identifiantFacture } from "@ecrin/domain";
import type { ClientInfo } from "./clients.ts";
import type { DemoContext } from "./context.ts";
import { cents, endOfMonth, isoOf, milli, Random, units } from "./random.ts";
import type { DemoTables } from "./tables.ts";

/** An OF invoiced on `day`, with what its line carries. */
interface OfFacture {
  num: number;
  day: number;
  client: ClientInfo;
  canalAlternatif: boolean;
  echeance: number;
  labo: boolean;
  designation: string;
  commentaire: string | null;
  prixCents: number;
  reacoCents: number;
  remise: number;
  poidsMg: number;
  prenom: string | null;
  /** The OF's product ref and client ref, copied on the line as invoiced. */
  ref: string | null;
  refClt: string | null;
}

/** Gold, euros per kilogram of fine metal, at a date (rates 4 and 10 of the invoices): a rough history. */
const OR_HISTORIQUE: ReadonlyArray<readonly [year: number, eurosKg: number]> = [
  [2005, 14_000],
  [2008, 20_000],
  [2011, 40_000],
  [2013, 32_000],
  [2016, 36_000],
  [2019, 42_000],
  [2020, 52_000],
  [2022, 55_000],
  [2024, 70_000],
  [2025, 92_000],
  [2027, 100_000],
];

export function orEurosKg(day: number): number {
  const y = 1970 + day / 365.25;
  for (let i = 1; i < OR_HISTORIQUE.length; i++) {
    const [y1, v1] = OR_HISTORIQUE[i]!;
    const [y0, v0] = OR_HISTORIQUE[i - 1]!;
    if (y <= y1) return Math.round(v0 + ((v1 - v0) * (Math.max(y, y0) - y0)) / (y1 - y0));
  }
  return OR_HISTORIQUE[OR_HISTORIQUE.length - 1]![1];
}

/** Line total of spec 01 section 9: (price + reaco) x (1 - discount/100), rounded up to the cent. */
function totalLigneCents(prixCents: number, reacoCents: number, remise: number): number {
  return Math.ceil(((prixCents + reacoCents) * (100 - remise)) / 100);
}

/**
 * Invoices, grouped the way the invoicing screen groups them: per invoicing day (Friday, the delivery
 * day), client, channel, due term and LABO. A group is written once no later OF can join it. Credit
 * notes and bills of exchange follow some of the invoices.
 */
export class Facturation {
  private readonly r: Random;
  private readonly groupes = new Map<string, OfFacture[]>();
  private idFact = 10001;
  private idFactExt = 1;
  private idLigne = 1;
  private idLigneExt = 1;
  private idAvoir = 1;
  /** Each client's standard invoices (number, day): what its year-end rebate cites. */
  private readonly facturesParClient = new Map<number, { id: number; day: number }[]>();
  private idTraite = 1;
  private numEffet = 1500;

  constructor(
    private readonly ctx: DemoContext,
    private readonly t: DemoTables,
    private readonly canalAlternatif: ClientInfo,
  ) {
    this.r = Random.forArea(ctx.seed, "facturation");
  }

  add(f: OfFacture): void {
    const key = `${f.day}|${f.canalAlternatif ? "X" : f.client.id}|${f.echeance}|${f.labo ? 1 : 0}`;
    let g = this.groupes.get(key);
    if (!g) {
      g = [];
      this.groupes.set(key, g);
    }
    g.push(f);
  }

  /** Writes the groups dated before `day` (all of them without a day). */
  async flush(day = Number.MAX_SAFE_INTEGER): Promise<void> {
    const ready = [...this.groupes.entries()].filter(([, g]) => g[0]!.day < day);
    ready.sort((a, b) => a[1][0]!.day - b[1][0]!.day || (a[0] < b[0] ? -1 : 1));
    for (const [key, g] of ready) {
      this.groupes.delete(key);
      await this.ecrire(g);
    }
  }

  private async ecrire(g: OfFacture[]): Promise<void> {
    const r = this.r;
    const first = g[0]!;
    const day = first.day;
    const alt = first.canalAlternatif;
    const client = alt ? this.canalAlternatif : first.client;
    const echeance = endOfMonth(day + first.echeance);
    const paye = echeance + r.int(-10, 20) <= this.ctx.today && !r.chance(0.02);
    const orKg = orEurosKg(day);
    const header = (id: number, total: number) => [
      id,
      client.id,
      isoOf(day),
      first.echeance,
      isoOf(echeance),
      paye ? isoOf(Math.min(this.ctx.today, echeance + r.int(-10, 15))) : null,
      cents(total < 100_000 && !r.chance(0.1) && !alt ? 2300 : 0),
      this.ctx.ref.tauxTva,
      units(Math.round(orKg / 1000) * 1000 * 10_000, 4),
      units(orKg * 10_000, 4),
      client.nomAgence,
      client.adresse,
      client.cp,
      client.ville,
      client.siren,
      client.numTva,
    ];
    if (alt) {
      const id = this.idFactExt++;
      const total = g.reduce((s, f) => s + f.prixCents, 0);
      await this.t.factureExtensia.add(header(id, total));
      for (const f of g) {
        await this.t.constituantFactExtensia.add([
          this.idLigneExt++,
          id,
          f.num,
          cents(f.prixCents),
          f.designation,
          milli(f.poidsMg),
          f.prenom,
          f.ref,
          f.refClt,
        ]);
      }
      return;
    }
    const id = this.idFact++;
    const totals = g.map((f) => totalLigneCents(f.prixCents, f.reacoCents, f.remise));
    const total = totals.reduce((s, x) => s + x, 0);
    await this.t.facture.add(header(id, total));
    const faites = this.facturesParClient.get(client.id) ?? [];
    faites.push({ id, day });
    this.facturesParClient.set(client.id, faites);
    for (let i = 0; i < g.length; i++) {
      const f = g[i]!;
      await this.t.constituantFact.add([
        this.idLigne++,
        id,
        f.num,
        f.designation,
        f.commentaire,
        cents(f.prixCents),
        cents(f.reacoCents),
        String(f.remise),
        cents(totals[i]!),
        milli(f.poidsMg),
        f.ref,
        f.refClt,
        null,
      ]);
      // A returned piece now and then: a credit note for part or all of its line.
      if (r.chance(0.015)) {
        const dAvoir = day + r.int(5, 60);
        if (dAvoir <= this.ctx.today) {
          const montant = Math.max(
            100,
            Math.round(
              (totals[i]! *
                r.weighted([
                  [100, 3],
                  [50, 2],
                  [20, 2],
                  [10, 1],
                ])) /
                100,
            ),
          );
          // It corrects that invoice, and cites it (BT-25).
          await this.t.avoir.add([
            this.idAvoir,
            client.id,
            isoOf(dAvoir),
            `OF ${f.num}`,
            r.pick(MOTIFS_AVOIR).replace("{f}", identifiantFacture("standard", id)),
            cents(montant),
            id,
          ]);
          await this.t.avoirFacture.add([this.idAvoir++, id]);
        }
      }
    }
    if (client.traite && r.chance(0.8)) {
      const ttc = Math.round(
        ((total + (total < 100_000 ? 2300 : 0)) * (100 + Number(this.ctx.ref.tauxTva))) / 100,
      );
      await this.t.traite.add([
        this.idTraite++,
        client.id,
        isoOf(day),
        isoOf(echeance),
        cents(ttc),
        this.numEffet++,
        r.weighted([
          [1, 6],
          [2, 2],
          [3, 2],
        ]),
      ]);
    }
  }

  /** Year-end commercial credit notes of the big accounts. */
  async avoirsFinAnnee(clients: ClientInfo[]): Promise<void> {
    const r = this.r;
    const gros = clients.filter((c) => c.poids >= 8);
    for (let y = Number(isoOf(this.ctx.start).slice(0, 4)); ; y++) {
      const day = Math.floor(Date.UTC(y, 11, 25) / 86_400_000);
      if (day > this.ctx.today) break;
      if (day < this.ctx.start) continue;
      for (const c of gros) {
        if (c.debut > day || c.fin < day) continue;
        // A global rebate: it cites each of the year's invoices it corrects (issue 25 point 11).
        const debutAnnee = Math.floor(Date.UTC(y, 0, 1) / 86_400_000);
        const citees = (this.facturesParClient.get(c.id) ?? []).filter(
          (f) => f.day >= debutAnnee && f.day <= day,
        );
        const montant = r.int(20_000, 250_000);
        if (citees.length === 0) continue;
        await this.t.avoir.add([
          this.idAvoir,
          c.id,
          isoOf(day),
          `RFA ${y}`,
          `Remise de fin d'année ${y}`,
          cents(montant),
          null,
        ]);
        for (const f of citees) await this.t.avoirFacture.add([this.idAvoir, f.id]);
        this.idAvoir++;
      }
    }
  }
}

const MOTIFS_AVOIR = [
  "Retour marchandise, facture n° {f}",
  "Erreur de prix sur facture n° {f}",
  "Geste commercial sur facture n° {f}",
  "Pièce non conforme, facture n° {f}",
];
