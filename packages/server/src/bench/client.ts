import { Agent, request } from "node:http";

export interface BenchResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * The bench's HTTP client: node:http on one kept-alive socket, the least a client can add. Node's
 * `fetch` (undici) cost about 0.3 ms more per request here, which the table would have shown as the
 * server's. A request is timed until its last byte is read.
 */
export class BenchClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  private readonly url: URL;

  constructor(baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  send(
    method: string,
    path: string,
    opts: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<BenchResponse> {
    const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
    const headers: Record<string, string | number> = { ...opts.headers };
    if (payload)
      Object.assign(headers, { "content-type": "application/json", "content-length": payload.length });
    return new Promise((resolve, reject) => {
      const req = request(
        { host: this.url.hostname, port: this.url.port, path, method, agent: this.agent, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("error", reject);
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
