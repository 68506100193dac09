import type { IncomingMessage } from "node:http";

/** A lifecycle status still to come for a deposited invoice, with the reason of a 207/210/213. */
export interface EtapeFake {
  code: number;
  motif?: string;
  commentaire?: string;
}

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
  aVenir?: EtapeFake[];
}

export interface RecuFake {
  method: string;
  path: string;
  flowId?: string;
}

/** Answers a request with JSON (status, body, extra headers). */
export type Envoyer = (status: number, data: unknown, headers?: Record<string, string>) => void;

/** A flow as the Flow Service describes it (no file). */
export function metadonnees(f: FluxFake) {
  const { fichier: _f, nom: _n, aVenir: _a, ...rest } = f;
  return rest;
}

/** A JSON body, null when empty or not JSON. */
export function json(b: Buffer): unknown {
  try {
    return b.length ? JSON.parse(b.toString()) : null;
  } catch {
    return null;
  }
}

/** A multipart body read as a form (rejects when it is not one). */
export function formulaire(req: IncomingMessage, brut: Buffer): Promise<FormData> {
  return new Request("http://fake/", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: new Uint8Array(brut),
  }).formData();
}
