import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** One request the fake shop received. */
export interface Recu {
  method: string;
  path: string;
  body: unknown;
}

export interface Item {
  id: number;
  [k: string]: unknown;
}

/** Where a test run in another process drives the fake (never recorded, no auth). */
export const PILOTE = "/__fake";

/** What `GET /__fake/etat` answers: the shop's content and the requests received. */
export interface EtatFakeWoo {
  produits: Item[];
  variations: Record<string, Item[]>;
  recus: Recu[];
}

/**
 * A fake WooCommerce REST API v3 on 127.0.0.1 (outside service, faked by the test): products and
 * variations in memory, paged lists, the batch endpoints, media upload; it records every request
 * and can be told to fail (`pannes`: status codes answered in order for paths matching a pattern)
 * or to hold a request until released. Used in-process by the server tests; the browser tests run
 * it as a process of their own (`fake-woo-serveur.ts`) and drive it over HTTP under `/__fake/`.
 */
export class FakeWoo {
  readonly recus: Recu[] = [];
  readonly produits = new Map<number, Item>();
  readonly variations = new Map<number, Map<number, Item>>();
  pannes: { motif: RegExp; status: number; fois: number }[] = [];
  retenir: { motif: RegExp; liberer: Promise<void> } | null = null;
  private liberer = () => {};
  private suivant = 1000;
  private serveur: Server | null = null;
  url = "";

  /** Listens on 127.0.0.1, on `port` (0: any free port). */
  async demarrer(port = 0): Promise<void> {
    this.serveur = createServer((req, res) => void this.repondre(req, res));
    await new Promise<void>((r) => this.serveur?.listen(port, "127.0.0.1", r));
    const addr = this.serveur.address() as { port: number };
    this.url = `http://127.0.0.1:${addr.port}`;
  }

  async arreter(): Promise<void> {
    await new Promise((r) => this.serveur?.close(r));
  }

  /** The items of the batch calls received (create/update/delete), added up. */
  compter(motif: RegExp): { create: number; update: number; delete: number; appels: number } {
    const out = { create: 0, update: 0, delete: 0, appels: 0 };
    for (const r of this.recus) {
      if (r.method !== "POST" || !motif.test(r.path)) continue;
      const b = r.body as Record<string, unknown[]>;
      out.appels++;
      out.create += b.create?.length ?? 0;
      out.update += b.update?.length ?? 0;
      out.delete += b.delete?.length ?? 0;
    }
    return out;
  }

  private async repondre(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const brut = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", this.url);
    const path = url.pathname;
    const method = req.method ?? "GET";
    const json = req.headers["content-type"]?.includes("json");
    if (path.startsWith(`${PILOTE}/`))
      return this.piloter(method, path, json && brut.length ? brut : null, res);
    this.recus.push({ method, path, body: json && brut.length ? JSON.parse(brut.toString()) : brut.length });
    const envoyer = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(data));
    };
    if (req.headers.authorization !== `Basic ${Buffer.from("ck_test:cs_test").toString("base64")}`) {
      return envoyer(401, { code: "woocommerce_rest_cannot_view" });
    }
    if (this.retenir?.motif.test(path)) await this.retenir.liberer;
    const panne = this.pannes.find((p) => p.fois > 0 && p.motif.test(path));
    if (panne) {
      panne.fois--;
      return envoyer(panne.status, { code: "panne" }, panne.status === 429 ? { "retry-after": "0" } : {});
    }
    const page = (items: Item[]) => {
      const n = Number(url.searchParams.get("per_page") ?? 10);
      const p = Number(url.searchParams.get("page") ?? 1);
      envoyer(200, items.slice((p - 1) * n, p * n), {
        "x-wp-total": String(items.length),
        "x-wp-totalpages": String(Math.max(1, Math.ceil(items.length / n))),
      });
    };
    const batch = (store: Map<number, Item>, b: { create?: Item[]; update?: Item[]; delete?: number[] }) => {
      const out = { create: [] as Item[], update: [] as Item[], delete: [] as Item[] };
      for (const c of b.create ?? []) {
        const item = { ...c, id: this.suivant++ };
        store.set(item.id, item);
        out.create.push(item);
      }
      for (const u of b.update ?? []) {
        store.set(u.id, { ...store.get(u.id), ...u });
        out.update.push(store.get(u.id) as Item);
      }
      for (const id of b.delete ?? []) {
        store.delete(id);
        out.delete.push({ id });
      }
      envoyer(200, out);
    };
    const body = json && brut.length ? JSON.parse(brut.toString()) : {};
    if (method === "GET" && path === "/wp-json/wc/v3/products") return page([...this.produits.values()]);
    if (method === "POST" && path === "/wp-json/wc/v3/products/batch") return batch(this.produits, body);
    const m = /^\/wp-json\/wc\/v3\/products\/(\d+)\/variations(\/batch)?$/.exec(path);
    if (m) {
      const id = Number(m[1]);
      if (!this.variations.has(id)) this.variations.set(id, new Map());
      const store = this.variations.get(id) as Map<number, Item>;
      if (method === "GET") return page([...store.values()]);
      return batch(store, body);
    }
    if (method === "POST" && path === "/wp-json/wp/v2/media") return envoyer(201, { id: this.suivant++ });
    envoyer(404, { code: "rest_no_route" });
  }

  /**
   * The control routes: `GET etat`; `POST pannes` ([{ motif, status, fois }], motif a RegExp source);
   * `POST retenir` ({ motif }: hold matching requests) and `POST liberer` (let them go).
   */
  private piloter(method: string, path: string, brut: Buffer | null, res: ServerResponse): void {
    const body = brut ? JSON.parse(brut.toString()) : null;
    const action = `${method} ${path.slice(PILOTE.length)}`;
    if (action === "GET /etat") {
      const etat: EtatFakeWoo = {
        produits: [...this.produits.values()],
        variations: Object.fromEntries([...this.variations].map(([id, v]) => [String(id), [...v.values()]])),
        recus: this.recus,
      };
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(JSON.stringify(etat));
    }
    if (action === "POST /pannes") {
      this.pannes = (body as { motif: string; status: number; fois: number }[]).map((p) => ({
        ...p,
        motif: new RegExp(p.motif),
      }));
    } else if (action === "POST /retenir") {
      let liberer = () => {};
      const attente = new Promise<void>((r) => (liberer = r));
      this.retenir = { motif: new RegExp((body as { motif: string }).motif), liberer: attente };
      this.liberer = liberer;
    } else if (action === "POST /liberer") {
      this.retenir = null;
      this.liberer();
    } else {
      res.writeHead(404);
      return void res.end();
    }
    res.writeHead(204);
    res.end();
  }
}
