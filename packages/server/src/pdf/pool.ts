import { availableParallelism } from "node:os";
import {
  type ColonnesListe,
  refusDocumentsEnAttente,
  refusDocumentTropLourd,
  type SourceJournal,
} from "@ecrin/domain";
import type { RenderOptions } from "bwip-js/node";
import { Piscina } from "piscina";
import { refus } from "../http/errors.ts";
import type { DocumentTableau } from "./tableau-pages.ts";
import { depuisLignes, type TacheDocument } from "./taches.ts";
import executerTache from "./worker.ts";

/**
 * The documents' worker pool (issue 29.1, 29.3, 24.3): every PDF is laid out, and every export's text
 * (FEC, Quadra, a list's CSV) written, in a worker thread, so that a year's statement or FEC never
 * holds the request thread the lists answer on. The request reads its data (SQL) and builds the
 * definition, or checks the journals' rows; the worker lays it out, or builds the entries and writes them within a time budget (the whole wait,
 * queue included) and a memory cap (the thread's V8 heap). Past either, the worker is stopped and
 * the document refused (503, DOCUMENT_TROP_LOURD); a full queue refuses at once (DOCUMENTS_EN_ATTENTE).
 * piscina runs the threads: started on demand, stopped when idle, never keeping the process alive.
 */
export interface OptionsPool {
  /**
   * Worker threads; one less than the cores (at least one, at most four) unless said. 0 lays documents
   * out (and writes exports) on the calling thread, as before issue 29 (only to measure the difference: `bench:boucle`).
   */
  threads?: number;
  /** Time budget of one document, in milliseconds. */
  budgetMs?: number;
  /** V8 heap cap of one worker, in MB. */
  memoireMo?: number;
  /** Documents waiting for a thread, at most. */
  file?: number;
  /** Threads started with the pool and kept when idle (the server's: one, warmed by `prechauffer`). */
  gardes?: number;
}

/** Waiting for a thread included: generous, it guards the pool's threads, not the request thread. */
export const BUDGET_DOCUMENT_MS = 60_000;
export const MEMOIRE_WORKER_MO = 512;

/** From the TypeScript sources (vitest, tsx) through tsx; built, the bundle beside main.js (build.mjs). */
const FICHIER_WORKER = import.meta.url.endsWith(".ts")
  ? new URL("./worker-tsx.mjs", import.meta.url)
  : new URL("./pdf-worker.js", import.meta.url);

export const threadsParDefaut = () => Math.max(1, Math.min(4, availableParallelism() - 1));

const estAbandon = (e: unknown) => e instanceof Error && e.name === "AbortError";
const code = (e: unknown) => (e as { code?: unknown } | null)?.code;

export class PoolDocuments {
  readonly budgetMs: number;
  /** Documents running or waiting, at most (piscina's own queue limit does not count tasks with a signal). */
  private readonly capacite: number;
  private enCours = 0;
  private readonly piscina: Piscina<TacheDocument, Uint8Array | string | null> | null;

  constructor(o: OptionsPool = {}) {
    const threads = o.threads ?? threadsParDefaut();
    this.budgetMs = o.budgetMs ?? BUDGET_DOCUMENT_MS;
    const places = Math.max(threads, 1);
    this.capacite = places + (o.file ?? places * 16);
    this.piscina =
      threads === 0
        ? null
        : new Piscina({
            filename: FICHIER_WORKER.href,
            minThreads: Math.min(o.gardes ?? 0, threads),
            maxThreads: threads,
            idleTimeout: 30_000,
            resourceLimits: { maxOldGenerationSizeMb: o.memoireMo ?? MEMOIRE_WORKER_MO },
          });
  }

  /** The PDF of a transportable definition (pdf.ts), or a refusal past the budget, the cap or the queue. */
  pdf(doc: unknown, xmp?: string): Promise<Buffer> {
    return this.octets(xmp === undefined ? { doc } : { doc, xmp });
  }

  /** The PDF of a long table laid out by pdfkit (tableau-pages.ts), its texts bounded like renderPdf's. */
  tableau(d: DocumentTableau): Promise<Buffer> {
    return this.octets({ tableau: d });
  }

  /** Loads a thread's fonts and compiles its code on small documents, so that a first document does not pay them. */
  async prechauffer(): Promise<void> {
    await this.executer({ prechauffe: true });
  }

  /** A barcode's PNG, drawn by bwip-js in the worker (labels, label sheets, the OF sheet's bag label). */
  codeBarre(options: RenderOptions): Promise<Buffer> {
    return this.octets({ codeBarre: options });
  }

  /** The FEC of the journals' rows, in the journals' order (domain `ecrituresExport`, `fichierFec`). */
  async fec(sources: readonly SourceJournal[]): Promise<string> {
    const texte = await this.texte({ texte: "fec", sources });
    if (texte === null) throw new Error("the worker wrote no FEC");
    return texte;
  }

  /** The Quadra file of the journals' rows; null when an entry's number is past the file's five digits. */
  quadra(sources: readonly SourceJournal[]): Promise<string | null> {
    return this.texte({ texte: "quadra", sources });
  }

  /** A list's CSV (domain `listCsv`, its formula neutralisation included); only the columns' keys cross. */
  async csv<R>(colonnes: ColonnesListe<R>, rows: Iterable<R>): Promise<string> {
    const lignes = depuisLignes(colonnes, rows);
    const texte = await this.texte({ texte: "csv", colonnes: colonnes as ColonnesListe, lignes });
    if (texte === null) throw new Error("the worker wrote no CSV");
    return texte;
  }

  private async octets(tache: TacheDocument): Promise<Buffer> {
    const octets = await this.executer(tache);
    if (!(octets instanceof Uint8Array)) throw new Error("the worker wrote text for a PDF or a barcode");
    return Buffer.from(octets.buffer, octets.byteOffset, octets.byteLength);
  }

  private async texte(tache: TacheDocument): Promise<string | null> {
    const texte = await this.executer(tache);
    if (texte instanceof Uint8Array) throw new Error("the worker wrote bytes for an export's text");
    return texte;
  }

  private async executer(tache: TacheDocument): Promise<Uint8Array | string | null> {
    if (this.enCours >= this.capacite) refus(refusDocumentsEnAttente());
    this.enCours++;
    try {
      return this.piscina
        ? await this.piscina.run(tache, { signal: AbortSignal.timeout(this.budgetMs) })
        : await executerTache(structuredClone(tache));
    } catch (e) {
      if (estAbandon(e) || code(e) === "ERR_WORKER_OUT_OF_MEMORY") refus(refusDocumentTropLourd());
      throw e;
    } finally {
      this.enCours--;
    }
  }

  /** Threads running now (tests, bench). */
  get threads(): number {
    return this.piscina?.threads.length ?? 0;
  }

  async close(): Promise<void> {
    await this.piscina?.close({ force: true });
  }
}

let partage: PoolDocuments | undefined;

/** `ECRIN_PDF_THREADS` sets the server pool's threads (0: none). */
function optionsServeur(): OptionsPool {
  const threads = Number(process.env.ECRIN_PDF_THREADS ?? Number.NaN);
  return Number.isInteger(threads) && threads >= 0 ? { threads } : {};
}

/** The server's one pool, made at the first document unless the server started it (`demarrerPoolDocuments`). */
export function poolDocuments(): PoolDocuments {
  partage ??= new PoolDocuments(optionsServeur());
  return partage;
}

/**
 * The server's pool started with the server: one thread kept even when idle, warmed (fonts parsed,
 * code compiled on small documents), so that the first document, and the first after a quiet
 * while, do not pay a thread's start (issue 29.1).
 */
export function demarrerPoolDocuments(): Promise<void> {
  partage ??= new PoolDocuments({ ...optionsServeur(), gardes: 1 });
  return partage.prechauffer();
}
