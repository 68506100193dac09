import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { cdarFake, LIBELLES } from "./cdar.ts";

/** A flow held by the fake platform (Flow Service 1.1.0's Flow, plus its file). */
export interface FluxFake {
  flowId: string;
  trackingId?: string;
  flowType: string;
  flowDirection: "In" | "Out";
  flowSyntax: string;
  flowProfile?: string;
  processingRule?: string;
  submittedAt: string;
  updatedAt: string;
  acknowledgement: {
    status: "Pending" | "Ok" | "Error";
    details?: { level: "Error"; item: string; reasonCode: string; reasonMessage: string }[];
  };
  fichier: Buffer;
  nom: string;
  /** For a deposited invoice: the statuses still to come, and the reason of a 207/210/213. */
  aVenir?: { code: number; motif?: string; commentaire?: string }[];
}

export interface RecuFake {
  method: string;
  path: string;
  flowId?: string;
}

/** Where tests in another process drive the fake (no auth, never recorded). */
export const PILOTE_PLATEFORME = "/_fake";

/** The client credentials the fake accepts. */
export const CLIENT_FAKE = { id: "ecrin", secret: "secret-de-test" };

/** A SIREN the Directory knows but that has no directory line: it cannot receive yet. */
export const SIREN_NON_JOIGNABLE = "732829320";

/** The lifecycle a deposited invoice goes through by default, one step per `avancer()`. */
export const PARCOURS_DEFAUT = [201, 202, 203, 204, 205];

/**
 * A fake approved platform (AFNOR XP Z12-013 Flow and Directory services) on 127.0.0.1: OAuth2 client
 * credentials, deposits (multipart, sha256 checked, file checked by `verifierFichier`), search with
 * paging by updatedAfter, download, asynchronous acknowledgements, the lifecycle of deposited invoices
 * as CDAR flows (CustomerInvoiceLC, one step per `avancer()` or on a timer), webhooks, directory
 * look-ups, supplier invoices put in by `POST /_fake/flux-fournisseurs`, and bad modes for tests
 * (nonsense answers, slowness, failures). In-process for server tests; a process for the browser and
 * `npm run demo:plateforme` (`serveur.ts`).
 */
export class FakePlateforme {
  readonly flux = new Map<string, FluxFake>();
  readonly recus: RecuFake[] = [];
  private readonly jetons = new Set<string>();
  /** Statuses to go through per trackingId (default PARCOURS_DEFAUT). */
  readonly parcours = new Map<string, { code: number; motif?: string; commentaire?: string }[]>();
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
      const etape = f.aVenir.shift() as { code: number; motif?: string; commentaire?: string };
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
    if (path.startsWith(`${PILOTE_PLATEFORME}/`)) return this.piloter(method, path, req, brut, envoyer);
    this.recus.push({ method, path });

    if (method === "POST" && path === "/oauth/token") {
      const attendu = `Basic ${Buffer.from(`${CLIENT_FAKE.id}:${CLIENT_FAKE.secret}`).toString("base64")}`;
      const form = new URLSearchParams(brut.toString());
      const parCorps =
        form.get("client_id") === CLIENT_FAKE.id && form.get("client_secret") === CLIENT_FAKE.secret;
      if (
        form.get("grant_type") !== "client_credentials" ||
        (req.headers.authorization !== attendu && !parCorps)
      )
        return envoyer(401, { error: "invalid_client" });
      const jeton = randomUUID();
      this.jetons.add(jeton);
      return envoyer(200, { access_token: jeton, token_type: "Bearer", expires_in: 3600 });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || !this.jetons.has(bearer))
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
    if (method === "POST" && path === "/flow-service/v1/flows") return this.deposer(req, brut, envoyer);
    if (method === "POST" && path === "/flow-service/v1/flows/search") {
      const corps = json(brut) as { limit?: number; where?: Record<string, unknown> } | null;
      const w = corps?.where;
      const limit = corps?.limit ?? 25;
      if (!w || Object.keys(w).length === 0 || limit > 100 || limit < 1)
        return envoyer(400, {
          errorCode: "INVALID_SEARCH",
          errorMessage: "where needs one criterion; limit <= 100",
        });
      const dans = (v: unknown, x: string | undefined) =>
        !Array.isArray(v) || (x !== undefined && v.includes(x));
      const results = [...this.flux.values()]
        .filter(
          (f) =>
            (w.updatedAfter === undefined || f.updatedAt > String(w.updatedAfter)) &&
            (w.updatedBefore === undefined || f.updatedAt < String(w.updatedBefore)) &&
            (w.trackingId === undefined || f.trackingId === w.trackingId) &&
            (w.ackStatus === undefined || f.acknowledgement.status === w.ackStatus) &&
            dans(w.flowType, f.flowType) &&
            dans(w.flowDirection, f.flowDirection) &&
            dans(w.processingRule, f.processingRule),
        )
        .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
        .slice(0, limit)
        .map(metadonnees);
      return envoyer(200, { limit, filters: w, results });
    }
    const m = /^\/flow-service\/v1\/flows\/([^/]+)$/.exec(path);
    if (method === "GET" && m) {
      const f = this.flux.get(decodeURIComponent(m[1] as string));
      if (!f)
        return envoyer(404, {
          errorCode: "MISSING_RESOURCE",
          errorMessage: "Requested resource is Not Found",
        });
      this.recus[this.recus.length - 1] = { method, path, flowId: f.flowId };
      const docType = url.searchParams.get("docType") ?? "Metadata";
      if (docType === "Metadata") return envoyer(200, metadonnees(f));
      if (docType === "Converted")
        return envoyer(404, { errorCode: "MISSING_RESOURCE", errorMessage: "No converted document" });
      res.writeHead(200, {
        "content-type": f.flowSyntax === "Factur-X" ? "application/pdf" : "application/xml",
        "content-disposition": `attachment;filename=${f.nom}`,
      });
      return void res.end(f.fichier);
    }
    if (method === "POST" && path === "/directory-service/v1/directory-line/search") {
      const corps = json(brut) as { filters?: { siren?: { value?: string } } } | null;
      const siren = corps?.filters?.siren?.value;
      if (!siren || !/^\d{9}$/.test(siren))
        return envoyer(400, {
          type: "about:blank",
          message: "siren attendu",
          status: 400,
          details: [],
          instance: path,
        });
      const results = this.sansLigne.has(siren)
        ? []
        : [
            {
              addressingIdentifier: this.adresses.get(siren) ?? siren,
              siren,
              platform: { platformType: "PA", platformStatus: "Enabled" },
            },
          ];
      return envoyer(200, { totalNumberOfResults: results.length, results });
    }
    envoyer(404, { errorCode: "MISSING_RESOURCE", errorMessage: "Requested resource is Not Found" });
  }

  private async deposer(
    req: IncomingMessage,
    brut: Buffer,
    envoyer: (status: number, data: unknown) => void,
  ): Promise<void> {
    let form: FormData;
    try {
      form = await new Request("http://fake/", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body: new Uint8Array(brut),
      }).formData();
    } catch {
      return envoyer(400, { errorCode: "MISSING_REQUIRED_FIELD", errorMessage: "multipart attendu" });
    }
    const infoPart = form.get("flowInfo");
    const fichierPart = form.get("file");
    const info = json(
      Buffer.from(typeof infoPart === "string" ? infoPart : ((await infoPart?.text()) ?? "")),
    ) as Record<string, string> | null;
    if (!info?.flowSyntax || !fichierPart || typeof fichierPart === "string")
      return envoyer(400, {
        errorCode: "MISSING_REQUIRED_FIELD",
        errorMessage: "flowInfo.flowSyntax et file requis",
      });
    if (info.trackingId && info.trackingId.length > 36)
      return envoyer(400, { errorCode: "INVALID_FIELD", errorMessage: "trackingId > 36" });
    const fichier = Buffer.from(await fichierPart.arrayBuffer());
    const sha = createHash("sha256").update(fichier).digest("hex");
    const erreurs: { level: "Error"; item: string; reasonCode: string; reasonMessage: string }[] = [];
    if (fichier.length === 0)
      erreurs.push({ level: "Error", item: "file", reasonCode: "EmptyFlow", reasonMessage: "Fichier vide" });
    else if (info.sha256 && info.sha256 !== sha)
      erreurs.push({
        level: "Error",
        item: "sha256",
        reasonCode: "ChecksumMismatch",
        reasonMessage: "Empreinte différente",
      });
    else {
      const probleme = await this.verifierFichier(fichier, info.flowSyntax);
      if (probleme)
        erreurs.push({ level: "Error", item: "file", reasonCode: "InvalidSchema", reasonMessage: probleme });
    }
    const quand = this.maintenant();
    const lc = info.flowSyntax === "CDAR";
    const f: FluxFake = {
      flowId: randomUUID(),
      ...(info.trackingId ? { trackingId: info.trackingId } : {}),
      flowType: lc
        ? emisParAcheteur(fichier)
          ? "SupplierInvoiceLC"
          : "CustomerInvoiceLC"
        : "CustomerInvoice",
      flowDirection: "Out",
      flowSyntax: info.flowSyntax,
      ...(info.flowProfile ? { flowProfile: info.flowProfile } : {}),
      ...(info.processingRule ? { processingRule: info.processingRule } : {}),
      submittedAt: quand,
      updatedAt: quand,
      acknowledgement: erreurs.length ? { status: "Pending", details: erreurs } : { status: "Pending" },
      fichier,
      nom: info.name ?? "flux",
      ...(lc
        ? {}
        : {
            aVenir: [
              ...(this.parcours.get(info.trackingId ?? "") ?? PARCOURS_DEFAUT.map((code) => ({ code }))),
            ],
          }),
    };
    this.flux.set(f.flowId, f);
    if (this.retenirDepot) await this.retenirDepot;
    envoyer(202, { flowId: f.flowId, submittedAt: quand, ...info, sha256: sha });
  }

  /**
   * Control routes: `GET etat` (flows without their files, calls received); `POST avancer`; `POST mode`
   * ({ mode }); `POST parcours` ({ trackingId, statuts: [{ code, motif?, commentaire? }] });
   * `POST webhook` ({ url, secret } or null); `POST flux-fournisseurs` (multipart flowSyntax + file).
   */
  private async piloter(
    method: string,
    path: string,
    req: IncomingMessage,
    brut: Buffer,
    envoyer: (status: number, data: unknown) => void,
  ): Promise<void> {
    const action = `${method} ${path.slice(PILOTE_PLATEFORME.length)}`;
    const corps = json(brut);
    if (action === "GET /etat")
      return envoyer(200, { flux: [...this.flux.values()].map(metadonnees), recus: this.recus });
    if (action === "POST /avancer") {
      await this.avancer();
      return envoyer(200, {});
    }
    if (action === "POST /mode") {
      this.mode = (corps as { mode: FakePlateforme["mode"] }).mode;
      return envoyer(200, {});
    }
    if (action === "POST /parcours") {
      const p = corps as {
        trackingId: string;
        statuts: { code: number; motif?: string; commentaire?: string }[];
      };
      this.parcours.set(p.trackingId, p.statuts);
      // The flow already deposited with this trackingId takes it too (what is left of it).
      for (const f of this.deposes(p.trackingId)) if (f.aVenir) f.aVenir = [...p.statuts];
      return envoyer(200, {});
    }
    if (action === "POST /statut") {
      // One more status for a deposited invoice (the buyer approves, refuses...), sent at the next step.
      const p = corps as { trackingId: string; code: number; motif?: string; commentaire?: string };
      for (const f of this.deposes(p.trackingId))
        f.aVenir?.push({
          code: p.code,
          ...(p.motif ? { motif: p.motif } : {}),
          ...(p.commentaire ? { commentaire: p.commentaire } : {}),
        });
      return envoyer(200, {});
    }
    if (action === "POST /webhook") {
      this.webhook = corps as FakePlateforme["webhook"];
      return envoyer(200, {});
    }
    if (action === "POST /flux-fournisseurs") {
      try {
        const form = await new Request("http://fake/", {
          method: "POST",
          headers: { "content-type": req.headers["content-type"] ?? "" },
          body: new Uint8Array(brut),
        }).formData();
        const syntaxe = form.get("flowSyntax");
        const fichier = form.get("file");
        if (typeof syntaxe !== "string" || !fichier || typeof fichier === "string")
          return envoyer(400, {
            errorCode: "MISSING_REQUIRED_FIELD",
            errorMessage: "flowSyntax et file requis",
          });
        const f = this.fluxFournisseur(
          syntaxe,
          Buffer.from(await fichier.arrayBuffer()),
          fichier.name || "facture",
        );
        await this.notifier(f);
        return envoyer(201, { flowId: f.flowId });
      } catch {
        return envoyer(400, { errorCode: "MISSING_REQUIRED_FIELD", errorMessage: "multipart attendu" });
      }
    }
    envoyer(404, {});
  }
}

/** A flow as the Flow Service describes it (no file). */
export function metadonnees(f: FluxFake) {
  const { fichier: _f, nom: _n, aVenir: _a, ...rest } = f;
  return rest;
}

function json(b: Buffer): unknown {
  try {
    return b.length ? JSON.parse(b.toString()) : null;
  } catch {
    return null;
  }
}

/** A lifecycle message sent by the buyer (its sender's role BY) is about a supplier invoice. */
function emisParAcheteur(fichier: Buffer): boolean {
  const emetteur =
    /<(?:\w+:)?SenderTradeParty>([\s\S]*?)<\/(?:\w+:)?SenderTradeParty>/.exec(fichier.toString())?.[1] ?? "";
  return /<(?:\w+:)?RoleCode>BY</.test(emetteur);
}
