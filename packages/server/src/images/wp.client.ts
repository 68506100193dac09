import { aReessayer, delaiReessai, WP_TENTATIVES } from "@ecrin/domain";

/** A failed call to the shop, after its retries. */
export class WpErreur extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export class WpAnnulee extends Error {}

/** The WooCommerce REST API v3 under the shop's URL. */
export const WC = "/wp-json/wc/v3";

/** The answer of a batch endpoint: one item per create, update or delete sent, each maybe refused. */
export interface Batch {
  create?: { id: number; error?: { message?: string } }[];
  update?: { id: number; error?: { message?: string } }[];
  delete?: { id: number; error?: { message?: string } }[];
}

/** A batch answers 200 even when the shop refused some of its items: the first refusal ends the run. */
export function verifierBatch(r: Batch): void {
  for (const item of [...(r.create ?? []), ...(r.update ?? []), ...(r.delete ?? [])]) {
    if (item.error) throw new Error(`refus de la boutique : ${item.error.message ?? "erreur"}`);
  }
}

export interface WpClientOptions {
  url: string;
  cle: string;
  secret: string;
  /** First backoff delay (ms); tests shorten it. */
  baseMs: number;
  /** Asked between attempts: a cancelled run stops waiting. */
  annule: () => boolean;
  /** One console line per retry. */
  log: (ligne: string) => void;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * WooCommerce REST API v3 over plain fetch (Basic auth, JSON): each call retried with backoff on
 * 429 and 5xx, WP_TENTATIVES attempts in all; any other failure is final.
 */
export class WpClient {
  private readonly base: string;
  private readonly auth: string;

  constructor(private readonly o: WpClientOptions) {
    this.base = o.url.replace(/\/+$/, "");
    this.auth = `Basic ${Buffer.from(`${o.cle}:${o.secret}`).toString("base64")}`;
  }

  async appel<T>(
    method: string,
    chemin: string,
    corps?: unknown,
    entetes: Record<string, string> = {},
  ): Promise<{ data: T; headers: Headers }> {
    const url = `${this.base}${chemin}`;
    for (let tentative = 1; ; tentative++) {
      if (this.o.annule()) throw new WpAnnulee();
      let res: Response;
      try {
        res = await fetch(url, {
          method,
          headers: {
            Authorization: this.auth,
            Accept: "application/json",
            ...(corps === undefined || Buffer.isBuffer(corps) ? {} : { "Content-Type": "application/json" }),
            ...entetes,
          },
          ...(corps === undefined
            ? {}
            : { body: Buffer.isBuffer(corps) ? new Uint8Array(corps) : JSON.stringify(corps) }),
          signal: AbortSignal.timeout(60_000),
        });
      } catch (e) {
        if (tentative >= WP_TENTATIVES) throw new WpErreur(`${method} ${chemin} : ${String(e)}`, 0);
        this.o.log(`${method} ${chemin} : pas de réponse, nouvel essai (${tentative}/${WP_TENTATIVES - 1}).`);
        await pause(delaiReessai(tentative, null, this.o.baseMs));
        continue;
      }
      if (res.ok) return { data: (await res.json()) as T, headers: res.headers };
      await res.body?.cancel();
      if (aReessayer(res.status) && tentative < WP_TENTATIVES) {
        const ra = res.headers.get("retry-after");
        const attente = delaiReessai(tentative, ra && /^\d+$/.test(ra) ? Number(ra) : null, this.o.baseMs);
        this.o.log(`${method} ${chemin} : HTTP ${res.status}, nouvel essai dans ${attente} ms.`);
        await pause(attente);
        continue;
      }
      throw new WpErreur(`${method} ${chemin} : HTTP ${res.status}`, res.status);
    }
  }

  /** Every page of a list (per_page=100, until X-WP-TotalPages or a short page). */
  async tout<T>(chemin: string): Promise<T[]> {
    const out: T[] = [];
    for (let page = 1; ; page++) {
      const sep = chemin.includes("?") ? "&" : "?";
      const { data, headers } = await this.appel<T[]>("GET", `${chemin}${sep}per_page=100&page=${page}`);
      out.push(...data);
      const pages = Number(headers.get("x-wp-totalpages") ?? "0");
      if (data.length < 100 || (pages > 0 && page >= pages)) return out;
    }
  }
}
