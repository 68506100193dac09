import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { cdarFake, LIBELLES } from "./cdar.ts";
import { chercherLigne, SIREN_NON_JOIGNABLE } from "./directory.ts";
import { chercherFlux, deposerFlux, lireFlux, PARCOURS_DEFAUT } from "./flow.ts";
import { type EtapeFake, type FluxFake, metadonnees, type RecuFake } from "./flux.ts";
import { delivrerJeton, porteurValide } from "./oauth.ts";
import { PILOTE_PLATEFORME, piloter } from "./pilote.ts";

export { CLIENT_FAKE } from "./oauth.ts";
export type { FluxFake, RecuFake };
export { metadonnees, PARCOURS_DEFAUT, PILOTE_PLATEFORME, SIREN_NON_JOIGNABLE };

/**
 * A fake approved platform (AFNOR XP Z12-013 Flow and Directory services) on 127.0.0.1: OAuth2 client
 * credentials, deposits (multipart, sha256 checked, file checked by `verifierFichier`), search with
 * paging by updatedAfter, download, asynchronous acknowledgements, the lifecycle of deposited invoices
 * as CDAR flows (CustomerInvoiceLC, one step per `avancer()` or on a timer), webhooks, directory
 * look-ups, supplier invoices put in by `POST /_fake/flux-fournisseurs`, and bad modes for tests
 * (nonsense answers, slowness, failures). In-process for server tests; a process for the browser and
 * `npm run demo:plateforme` (`serveur.ts`). The services answer in their modules: OAuth2 (`oauth.ts`),
 * Flow (`flow.ts`), Directory (`directory.ts`), the control routes (`pilote.ts`).
 */
export class FakePlateforme {
  readonly flux = new Map<string, FluxFake>();
  readonly recus: RecuFake[] = [];
  private readonly jetons = new Set<string>();
  /** Statuses to go through per trackingId (default PARCOURS_DEFAUT). */
  readonly parcours = new Map<string, EtapeFake[]>();
  /** SIRENs without a directory line. */
  readonly sansLigne = new Set<string>([SIREN_NON_JOIGNABLE]);
  /** The addressing identifier of a SIREN's directory line, when not the bare SIREN ("SIREN_SUFFIXE"). */
  readonly adresses = new Map<string, string>();
  /** normal; absurde: 200 with nonsense on every service call; lent: answers after `lenteurMs`. */
  mode: "normal" | "absurde" | "lent" = "normal";
  lenteurMs = 5_000;
  /** Status codes answered in order for paths matching a pattern. */
  pannes: { motif: RegExp; status: number; fois: number }[] = [];
  /** Holds a deposit's answer after the flow is created, until released (a client killed mid-send). */
  retenirDepot: Promise<void> | null = null;
  /** Checks a deposited file; a message is an acknowledgement Error (InvalidSchema). */
  verifierFichier: (fichier: Buffer, syntaxe: string) => Promise<string | null> = async (f, syntaxe) =>
    syntaxe === "Factur-X" && f.subarray(0, 5).toString() !== "%PDF-" ? "Le fichier n'est pas un PDF." : null;
  /** Where webhooks go (none: polling only), with the shared secret as a bearer. */
  webhook: { url: string; secret: string } | null = null;
  private horloge = 0;
  private serveur: Server | null = null;
  private minuteur: NodeJS.Timeout | null = null;
  url = "";

  async demarrer(port = 0): Promise<void> {
    this.serveur = createServer((req, res) => void this.repondre(req, res).catch(() => res.destroy()));
    await new Promise<void>((r) => this.serveur?.listen(port, "127.0.0.1", r));
    const addr = this.serveur.address() as { port: number };
    this.url = `http://127.0.0.1:${addr.port}`;
  }

  /** Moves every flow one step on its own, every `ms` (demo, browser tests). */
  avancerToutesLes(ms: number): void {
    this.minuteur = setInterval(() => void this.avancer(), ms);
    this.minuteur.unref();
  }

  async arreter(): Promise<void> {
    if (this.minuteur) clearInterval(this.minuteur);
    this.serveur?.closeAllConnections();
    await new Promise((r) => this.serveur?.close(r));
  }

  /** Strictly increasing times, so that paging by updatedAfter is exact. */
  private maintenant(): string {
    this.horloge = Math.max(Date.now(), this.horloge + 1);
    return new Date(this.horloge).toISOString();
  }

  /** The flows deposited by Écrin for a trackingId. */
  deposes(trackingId: string): FluxFake[] {
    return [...this.flux.values()].filter((f) => f.flowDirection === "Out" && f.trackingId === trackingId);
  }

  /**
   * One step of every flow: a pending acknowledgement becomes Ok (or Error when its check failed);
   * an acknowledged invoice emits its next lifecycle status as a CDAR flow (and a webhook).
   */
  async avancer(): Promise<void> {
    for (const f of [...this.flux.values()]) {
      if (f.acknowledgement.status === "Pending") {
        const details = f.acknowledgement.details;
        f.acknowledgement = details ? { status: "Error", details } : { status: "Ok" };
        f.updatedAt = this.maintenant();
        await this.notifier(f);
        continue;
      }
      if (f.acknowledgement.status !== "Ok" || !f.aVenir?.length) continue;
      const etape = f.aVenir.shift() as EtapeFake;
      const quand = this.maintenant();
      const id = randomUUID();
      const xml = cdarFake(
        {
          numero: f.trackingId ?? f.flowId,
          code: etape.code,
          libelle: LIBELLES[etape.code] ?? "",
          motif: etape.motif ?? null,
          commentaire: etape.commentaire ?? null,
          quand: new Date(quand),
        },
        id,
      );
      const lc: FluxFake = {
        flowId: id,
        trackingId: f.trackingId,
        flowType: "CustomerInvoiceLC",
        flowDirection: "In",
        flowSyntax: "CDAR",
        processingRule: "B2B",
        submittedAt: quand,
        updatedAt: quand,
        acknowledgement: { status: "Ok" },
        fichier: Buffer.from(xml),
        nom: `${id}.xml`,
      };
      this.flux.set(id, lc);
      await this.notifier(lc);
    }
  }

  private async notifier(f: FluxFake): Promise<void> {
    if (!this.webhook) return;
    try {
      await fetch(this.webhook.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${this.webhook.secret}` },
        body: JSON.stringify({ flowInfo: metadonnees(f) }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      // A lost webhook is what polling is for.
    }
  }

  /** A supplier's invoice arriving for Écrin (SupplierInvoice, direction In: from the platform to Écrin). */
  fluxFournisseur(flowSyntax: string, fichier: Buffer, nom: string): FluxFake {
    const quand = this.maintenant();
    const f: FluxFake = {
      flowId: randomUUID(),
      flowType: "SupplierInvoice",
      flowDirection: "In",
      flowSyntax,
      processingRule: "B2B",
      submittedAt: quand,
      updatedAt: quand,
      acknowledgement: { status: "Ok" },
      fichier,
      nom,
    };
    this.flux.set(f.flowId, f);
    return f;
  }

  private async repondre(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const brut = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", this.url);
    const path = url.pathname;
    const method = req.method ?? "GET";
    const envoyer = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(data));
    };
    if (path.startsWith(`${PILOTE_PLATEFORME}/`))
      return piloter(this, (f) => this.notifier(f), method, path, req, brut, envoyer);
    this.recus.push({ method, path });

    if (method === "POST" && path === "/oauth/token") return delivrerJeton(req, brut, this.jetons, envoyer);
    if (!porteurValide(req, this.jetons))
      return envoyer(401, { errorCode: "MISSING_TOKEN", errorMessage: null });
    const panne = this.pannes.find((p) => p.fois > 0 && p.motif.test(path));
    if (panne) {
      panne.fois--;
      return envoyer(
        panne.status,
        { errorCode: "PANNE" },
        panne.status === 429 ? { "retry-after": "0" } : {},
      );
    }
    if (this.mode === "absurde") {
      res.writeHead(200, { "content-type": "text/html" });
      return void res.end("<html>maintenance</html>");
    }
    if (this.mode === "lent") await new Promise((r) => setTimeout(r, this.lenteurMs));

    if (method === "GET" && path === "/flow-service/v1/healthcheck") return envoyer(200, {});
    if (method === "POST" && path === "/flow-service/v1/flows")
      return deposerFlux(this, () => this.maintenant(), req, brut, envoyer);
    if (method === "POST" && path === "/flow-service/v1/flows/search")
      return chercherFlux(this.flux, brut, envoyer);
    const m = /^\/flow-service\/v1\/flows\/([^/]+)$/.exec(path);
    if (method === "GET" && m) return lireFlux(this, decodeURIComponent(m[1] as string), url, res, envoyer);
    if (method === "POST" && path === "/directory-service/v1/directory-line/search")
      return chercherLigne(this, path, brut, envoyer);
    envoyer(404, { errorCode: "MISSING_RESOURCE", errorMessage: "Requested resource is Not Found" });
  }
}
