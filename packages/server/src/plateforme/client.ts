import {
  aReessayer,
  type DocType,
  delaiReessai,
  type Flow,
  type FlowInfo,
  type FullFlowInfo,
  flowSchema,
  fullFlowInfoSchema,
  jetonOAuthSchema,
  LIMITE_RECHERCHE_FLUX,
  type LigneAnnuaire,
  rechercheLignesAnnuaireSchema,
  type SearchFlowFilters,
  searchFlowContentSchema,
} from "@ecrin/domain";
import type { z } from "zod";

/** A call to the platform that failed after its retries (status 0: no answer, or an unreadable one). */
export class PlateformeErreur extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The platform's `errorCode` (Flow) or `type` (Directory) when it gave one. */
    readonly codeErreur: string | null = null,
  ) {
    super(message);
    this.name = "PlateformeErreur";
  }
}

/** One call as logged for the system page. */
export interface AppelJournal {
  methode: string;
  chemin: string;
  flowId: string | null;
  statutHttp: number;
  dureeMs: number;
  erreur: string | null;
}

export interface PlateformeClientOptions {
  /** The platform's base URL; Flow Service under `/flow-service`, Directory Service under `/directory-service`. */
  url: string;
  /** OAuth2 token URL; empty: `<url>/oauth/token`. */
  urlJeton: string;
  clientId: string;
  clientSecret: string;
  /** Attempts of one call on 429, 5xx, no answer or timeout, the first included. */
  tentatives?: number;
  /** First backoff delay (ms); tests shorten it. */
  baseMs?: number;
  /** Longest wait for one answer (ms). */
  delaiMaxMs?: number;
  /** Every attempt, logged (the caller writes it in `plateforme_appel`). */
  journal?: (a: AppelJournal) => void | Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The one client of a platform's Flow and Directory services (AFNOR XP Z12-013) over plain fetch:
 * OAuth2 client credentials (the token reused until it expires, asked again once on a 401), each call
 * retried with backoff on 429, 5xx, no answer and timeouts; every answer parsed by the standard's
 * schemas, so that nonsense is an error, never data.
 */
export class PlateformeClient {
  private readonly base: string;
  private jeton: { valeur: string; expire: number } | null = null;
  private readonly tentatives: number;
  private readonly baseMs: number;
  private readonly delaiMaxMs: number;

  constructor(private readonly o: PlateformeClientOptions) {
    this.base = o.url.replace(/\/+$/, "");
    this.tentatives = o.tentatives ?? 4;
    this.baseMs = o.baseMs ?? 500;
    this.delaiMaxMs = o.delaiMaxMs ?? 30_000;
  }

  /** Deposits one flow (`POST /v1/flows`, multipart flowInfo + file): the platform's flowId. */
  async deposerFlux(flowInfo: FlowInfo, fichier: Buffer, type: string): Promise<FullFlowInfo> {
    const corps = () => {
      const f = new FormData();
      f.append("flowInfo", new Blob([JSON.stringify(flowInfo)], { type: "application/json" }));
      f.append("file", new Blob([new Uint8Array(fichier)], { type }), flowInfo.name ?? "flux");
      return f;
    };
    // Never sent twice by this client: after a timeout or a 5xx the flow may exist, and only a search
    // by trackingId can tell (the worker's next try). A 429 was not processed: that one is retried.
    return this.json(
      "POST",
      "/flow-service/v1/flows",
      { corps, uneFois: true },
      fullFlowInfoSchema,
      flowInfo.trackingId,
    );
  }

  /** One page of `POST /v1/flows/search` (ascending on updatedAt). */
  async rechercherFlux(where: SearchFlowFilters, limit = LIMITE_RECHERCHE_FLUX): Promise<Flow[]> {
    const r = await this.json(
      "POST",
      "/flow-service/v1/flows/search",
      { json: { limit, where } },
      searchFlowContentSchema,
      where.trackingId ?? null,
    );
    return r.results;
  }

  /**
   * Every flow matching `where` updated after `depuis`, page by page (the next page starts after the
   * last updatedAt seen); `page` is called with each page and the cursor to keep once it is handled.
   */
  async parcourirFlux(
    where: Omit<SearchFlowFilters, "updatedAfter">,
    depuis: string,
    page: (flux: Flow[], curseur: string) => Promise<void>,
  ): Promise<void> {
    let curseur = depuis;
    for (;;) {
      const flux = await this.rechercherFlux({ ...where, updatedAfter: curseur }, LIMITE_RECHERCHE_FLUX);
      const dernier = flux.at(-1)?.updatedAt ?? curseur;
      await page(flux, dernier);
      // A short page is the last; a full page whose last time did not move would loop forever.
      if (flux.length < LIMITE_RECHERCHE_FLUX || dernier === curseur) return;
      curseur = dernier;
    }
  }

  /** `GET /v1/flows/{flowId}?docType=Metadata`: the flow's description. */
  lireMetadonnees(flowId: string): Promise<Flow> {
    return this.json(
      "GET",
      `/flow-service/v1/flows/${encodeURIComponent(flowId)}?docType=Metadata`,
      {},
      flowSchema,
      flowId,
    );
  }

  /** `GET /v1/flows/{flowId}?docType=Original|Converted|ReadableView`: the file. */
  async lireFlux(flowId: string, docType: Exclude<DocType, "Metadata">): Promise<Buffer> {
    const res = await this.appel(
      "GET",
      `/flow-service/v1/flows/${encodeURIComponent(flowId)}?docType=${docType}`,
      {},
      flowId,
    );
    return Buffer.from(await res.arrayBuffer());
  }

  /** Where a SIREN receives: `POST /v1/directory-line/search` (no line: it cannot receive yet). */
  async rechercherLignesAnnuaire(siren: string): Promise<LigneAnnuaire[]> {
    const r = await this.json(
      "POST",
      "/directory-service/v1/directory-line/search",
      { json: { filters: { siren: { op: "strict", value: siren } }, limit: 100 } },
      rechercheLignesAnnuaireSchema,
      null,
    );
    return r.results;
  }

  /** `GET /v1/healthcheck` of the Flow Service (with the token, as the standard asks). */
  async sante(): Promise<void> {
    const res = await this.appel("GET", "/flow-service/v1/healthcheck", {}, null);
    await res.body?.cancel();
  }

  private async json<S extends z.ZodType>(
    methode: string,
    chemin: string,
    corps: Corps,
    schema: S,
    flowId: string | null | undefined,
  ): Promise<z.infer<S>> {
    const res = await this.appel(methode, chemin, corps, flowId ?? null);
    const texte = await res.text();
    let brut: unknown;
    try {
      brut = JSON.parse(texte);
    } catch {
      brut = undefined;
    }
    const lu = schema.safeParse(brut);
    if (!lu.success) {
      await this.noter(methode, chemin, flowId ?? null, res.status, 0, "réponse illisible");
      throw new PlateformeErreur(`${methode} ${chemin} : réponse illisible de la plateforme`, 0);
    }
    return lu.data;
  }

  private async obtenirJeton(): Promise<string> {
    if (this.jeton && this.jeton.expire > Date.now()) return this.jeton.valeur;
    const url = this.o.urlJeton || `${this.base}/oauth/token`;
    const debut = Date.now();
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: `Basic ${Buffer.from(`${this.o.clientId}:${this.o.clientSecret}`).toString("base64")}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
        signal: AbortSignal.timeout(this.delaiMaxMs),
      });
    } catch (e) {
      await this.noter("POST", "oauth/token", null, 0, Date.now() - debut, String(e));
      throw new PlateformeErreur(`jeton OAuth2 : pas de réponse (${String(e)})`, 0);
    }
    await this.noter(
      "POST",
      "oauth/token",
      null,
      res.status,
      Date.now() - debut,
      res.ok ? null : `HTTP ${res.status}`,
    );
    if (!res.ok) {
      await res.body?.cancel();
      throw new PlateformeErreur(`jeton OAuth2 refusé : HTTP ${res.status}`, res.status);
    }
    const lu = jetonOAuthSchema.safeParse(await res.json().catch(() => undefined));
    if (!lu.success) throw new PlateformeErreur("jeton OAuth2 : réponse illisible", 0);
    // Reused until 30 s before it expires (an hour when the platform does not say).
    const duree = (lu.data.expires_in ?? 3600) * 1000;
    this.jeton = { valeur: lu.data.access_token, expire: Date.now() + Math.max(0, duree - 30_000) };
    return this.jeton.valeur;
  }

  /** One call with its retries; answers the successful response, throws PlateformeErreur otherwise. */
  private async appel(
    methode: string,
    chemin: string,
    corps: Corps,
    flowId: string | null,
  ): Promise<Response> {
    let jetonRefuse = false;
    for (let tentative = 1; ; tentative++) {
      const jeton = await this.obtenirJeton();
      const debut = Date.now();
      let res: Response;
      try {
        res = await fetch(`${this.base}${chemin}`, {
          method: methode,
          headers: {
            Authorization: `Bearer ${jeton}`,
            Accept: "application/json",
            ...(corps.json !== undefined ? { "Content-Type": "application/json" } : {}),
          },
          ...(corps.json !== undefined ? { body: JSON.stringify(corps.json) } : {}),
          ...(corps.corps ? { body: corps.corps() } : {}),
          signal: AbortSignal.timeout(this.delaiMaxMs),
        });
      } catch (e) {
        await this.noter(methode, chemin, flowId, 0, Date.now() - debut, String(e));
        if (tentative >= this.tentatives || corps.uneFois)
          throw new PlateformeErreur(`${methode} ${chemin} : pas de réponse`, 0);
        await pause(delaiReessai(tentative, null, this.baseMs));
        continue;
      }
      const duree = Date.now() - debut;
      if (res.ok) {
        await this.noter(methode, chemin, flowId, res.status, duree, null);
        return res;
      }
      const texte = await res.text().catch(() => "");
      const code = codeErreur(texte);
      await this.noter(methode, chemin, flowId, res.status, duree, code ?? `HTTP ${res.status}`);
      if (res.status === 401 && !jetonRefuse) {
        // The token may have been revoked or expired early: ask a new one, once.
        jetonRefuse = true;
        this.jeton = null;
        tentative--;
        continue;
      }
      if (aReessayer(res.status) && tentative < this.tentatives && (!corps.uneFois || res.status === 429)) {
        const ra = res.headers.get("retry-after");
        await pause(delaiReessai(tentative, ra && /^\d+$/.test(ra) ? Number(ra) : null, this.baseMs));
        continue;
      }
      throw new PlateformeErreur(
        `${methode} ${chemin} : HTTP ${res.status}${code ? ` (${code})` : ""}`,
        res.status,
        code,
      );
    }
  }

  private async noter(
    methode: string,
    chemin: string,
    flowId: string | null,
    statutHttp: number,
    dureeMs: number,
    erreur: string | null,
  ): Promise<void> {
    try {
      await this.o.journal?.({ methode, chemin: chemin.slice(0, 200), flowId, statutHttp, dureeMs, erreur });
    } catch {
      // The log is for the system page; a failed log line never fails the call itself.
    }
  }
}

interface Corps {
  json?: unknown;
  /** A multipart body, built again for each attempt (a stream is read once). */
  corps?: () => FormData;
  /** Not idempotent: retried on 429 only. */
  uneFois?: boolean;
}

/** The Flow Service's `errorCode`, or the Directory Service's `type`, of an error answer. */
function codeErreur(texte: string): string | null {
  try {
    const j = JSON.parse(texte) as { errorCode?: unknown; type?: unknown };
    if (typeof j.errorCode === "string") return j.errorCode;
    if (typeof j.type === "string") return j.type;
  } catch {
    // not JSON
  }
  return null;
}
