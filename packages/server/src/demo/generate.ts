import { addDays } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import type { Tx } from "../db/tx.ts";
import { chargementHistorique } from "../import/index.ts";
import { reprendreRegistre } from "../registre/index.ts";
import { loadSettings } from "../settings.ts";
import { finaliserPesees, generateAtelier, generateBoiteOr } from "./atelier.ts";
import { generateClients, generateFournisseurs } from "./clients.ts";
import { DEMO_TODAY, type DemoContext, queryRows, readReference, SCALES, startDay } from "./context.ts";
import { Facturation } from "./facturation.ts";
import type { DemoScale } from "./index.ts";
import { generateCoursOr, generateLedgers, ReceptionsMetal } from "./metal.ts";
import { generateOfs } from "./of.ts";
import { finaliserPierres, generatePierres, StockPierres } from "./pierres.ts";
import { generateProduits } from "./produits.ts";
import { dayOf } from "./random.ts";
import { ecrireReglagesDemo } from "./reglages.ts";
import { reserver, Stock } from "./stock.ts";
import { DEMO_TABLES, demoTables } from "./tables.ts";
import { DEMO_USERS, insertDemoUsers } from "./users.ts";

export interface GenerateOptions {
  scale: DemoScale;
  seed: number;
  /** The demo's "today" (YYYY-MM-DD); fixed by default so the data does not depend on the day it is loaded. */
  today?: string;
  onProgress?: (step: string) => void;
}

/** How many days of movements the demo's police register opens on. */
const REGISTRE_JOURS = 30;

/**
 * Loads the demo data in dependency order: clients and users, suppliers, workshop, stones, products,
 * trays, gold boxes, then the OFs month by month (with their lines, stones, invoices and stock), credit
 * notes and metal ledgers; then the states computed from the rows (stone lots, pesées, reservations).
 * One transaction with the audit trigger off: a failure leaves nothing behind.
 */
export async function generateDemo(db: Db, opts: GenerateOptions): Promise<void> {
  const scale = SCALES[opts.scale];
  const progress = opts.onProgress ?? (() => {});
  const todayIso = opts.today ?? DEMO_TODAY;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('ecrin.audit_off', 'on', true)`);
    await ecrireReglagesDemo(tx);
    const settings = await loadSettings(tx);
    const ctx: DemoContext = {
      ex: tx,
      seed: opts.seed,
      scale,
      today: dayOf(todayIso),
      start: startDay(todayIso, scale.years),
      settings,
      ref: await readReference(tx, settings.typeMetalStock),
      progress,
    };
    const t = demoTables(tx, scale.batch);
    // Written as a historical load (the journals' numbers, the analyses' projections once at the end):
    // row by row, the large set's invoices slowed to a few per second as the tables grew.
    const statuts = await chargementHistorique(
      tx,
      DEMO_TABLES.map(([table]) => table),
      async () => {
        progress("Clients, utilisateurs, fournisseurs, atelier");
        const clients = await generateClients(ctx, t);
        await insertDemoUsers(tx, clients.siege);
        const users = await userIds(tx);
        const fournisseurs = await generateFournisseurs(ctx, t);
        const atelier = await generateAtelier(ctx, t);

        progress("Pierres et produits");
        const pierres = await generatePierres(ctx, t, fournisseurs);
        const catalogue = await generateProduits(ctx, t, pierres);
        const stock = new Stock(ctx, t, clients.stock);
        await stock.generatePlateaux();
        await generateBoiteOr(ctx, t, atelier);

        progress("OF, atelier, pierres, factures, stock");
        const facturation = new Facturation(ctx, t, clients.canalAlternatif);
        const statuts = await generateOfs(ctx, t, {
          clients,
          catalogue,
          atelier,
          pierres: new StockPierres(ctx, t, fournisseurs),
          facturation,
          stock,
          receptions: new ReceptionsMetal(t),
          users,
        });
        await facturation.avoirsFinAnnee(clients.agences);
        progress("Mouvements de métal");
        await generateLedgers(
          ctx,
          t,
          fournisseurs,
          clients.agences,
          Math.round(scale.ofs / (scale.years * 12)),
        );
        await generateCoursOr(ctx, t);
        for (const table of t.list) await table.flush();

        progress("États calculés : lots de pierres, pesées, réservations");
        await finaliserPierres(ctx);
        await finaliserPesees(ctx);
        await reserver(ctx);
        await resetSequences(tx);
        return statuts;
      },
    );
    // The police register is not written by a historical load: it opens on the last month's movements,
    // as an office starting it would (npm run registre:reprise).
    progress("Livre de police : mouvements des 30 derniers jours");
    await tx.execute(sql`select set_config('ecrin.audit_off', 'off', true)`);
    await reprendreRegistre(tx, addDays(todayIso, -REGISTRE_JOURS));
    progress(
      `OF par statut : ${[...statuts.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}=${n}`)
        .join(", ")}`,
    );
  });
  // After millions of rows, VACUUM sets the visibility map so counts use index-only scans (the OF
  // list's total went from 43 to 22 ms); the small set only needs its statistics.
  if (opts.scale !== "small") {
    progress("Statistiques et carte de visibilité (VACUUM ANALYZE)");
    await db.execute(sql`vacuum analyze`);
  } else {
    progress("Statistiques (ANALYZE)");
    await db.execute(sql`analyze`);
  }
}

async function userIds(tx: Tx): Promise<number[]> {
  // Only the roles that can log in create OFs.
  const logins = DEMO_USERS.filter((u) => u.role === 1 || u.role === 6).map((u) => `'${u.login}'`);
  const rows = await queryRows<{ id: number }>(
    tx,
    `select id_user as id from utilisateur where login in (${logins.join(",")}) order by id_user`,
  );
  return rows.map((r) => Number(r.id));
}

/** After explicit ids, each serial sequence continues after the largest id. */
export async function resetSequences(ex: Tx | Db): Promise<void> {
  for (const [table, col] of DEMO_TABLES) {
    if (!col) continue;
    await ex.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', '${col}'), coalesce(max("${col}"), 0) + 1, false) from "${table}"`,
      ),
    );
  }
}
