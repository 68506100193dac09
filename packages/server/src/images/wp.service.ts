import { MSG_WP_EN_COURS, MSG_WP_NON_CONFIGURE, MSG_WP_SYNCHRO_INTROUVABLE, type RunWp } from "@ecrin/domain";
import { isUniqueViolation } from "../db/pg-errors.ts";
import { wpRun } from "../db/schema/index.ts";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { derniersRuns, fermerRunsInterrompus, lireRun } from "./wp.queries.ts";
import { executerRun, type RunCourant } from "./wp.run.ts";

/**
 * The web-shop sync: one run at a time, on the server (the page follows it by polling; it goes on
 * when the page is closed). What a run does is `executerRun`; this holds which one runs, and lets it
 * be started, cancelled, waited for and read.
 */
export class WpSync {
  private courant: (RunCourant & { fini: Promise<void> }) | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly baseMs: number,
  ) {}

  /** Runs left 'en_cours' by a stopped server are closed as errors (else none could ever start). */
  async reprendre(): Promise<void> {
    await fermerRunsInterrompus(this.ctx.db);
  }

  async demarrer(idUser: number): Promise<number> {
    const s = this.ctx.settings;
    if (!s.wpUrl || !s.wpCleClient || !s.wpSecretClient) {
      refus({ code: "WP_NON_CONFIGURE", message: MSG_WP_NON_CONFIGURE });
    }
    if (this.courant) refus({ code: "WP_EN_COURS", message: MSG_WP_EN_COURS });
    let id: number;
    try {
      const rows = await withTx(this.ctx.db, idUser, (tx) =>
        tx.insert(wpRun).values({ idUser, message: "Démarrage..." }).returning({ id: wpRun.id }),
      );
      id = rows[0]!.id;
    } catch (e) {
      // The database's own guard (one 'en_cours' row at most) against another server process.
      if (isUniqueViolation(e)) refus({ code: "WP_EN_COURS", message: MSG_WP_EN_COURS });
      throw e;
    }
    const run = { id, annule: false, fini: Promise.resolve() };
    run.fini = executerRun(this.ctx, run, idUser, this.baseMs).finally(() => {
      this.courant = null;
    });
    this.courant = run;
    return id;
  }

  annuler(id: number): boolean {
    if (this.courant?.id !== id) return false;
    this.courant.annule = true;
    return true;
  }

  /** Waits for the running sync (server shutdown, tests). */
  async attendre(): Promise<void> {
    await this.courant?.fini;
  }

  async etat(id: number): Promise<RunWp> {
    const run = await lireRun(this.ctx.db, id);
    if (!run) refus({ code: "WP_SYNCHRO_INTROUVABLE", message: MSG_WP_SYNCHRO_INTROUVABLE });
    return run;
  }

  async derniers(n = 20): Promise<RunWp[]> {
    return derniersRuns(this.ctx.db, n);
  }
}
