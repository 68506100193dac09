import { IDEMPOTENCY_HEADER } from "@ecrin/domain";

/**
 * The one place the web talks HTTP. Every error body of the server is `{message, fieldErrors?, code?}`;
 * it becomes an ApiError. A 401 means the session is gone: the registered handler logs out.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly code: string | undefined;
  /** Where the server asks to send the browser (403 ROLE_REFUSE on login). */
  readonly redirect: string | undefined;

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    code?: string,
    redirect?: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
    this.redirect = redirect;
  }
}

export const MSG_SERVEUR_INJOIGNABLE = "Le serveur ne répond pas. Vérifiez la connexion et réessayez.";
export const MSG_ERREUR_INCONNUE = "Erreur inattendue du serveur.";

interface RequestOptions {
  /** Login answers 401 for bad credentials: that must not trigger the logout flow. */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a command that issues a document runs once per key. */
  idempotencyKey?: string;
}

let onUnauthorized: (() => void) | null = null;

/** Registered by the session provider: clears the stored user, which sends the router to /login. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** Appends the defined, non-empty params to the url (arrays are not needed by the list contract). */
export function buildUrl(url: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.append(key, String(value));
  }
  const qs = search.toString();
  if (qs === "") return url;
  return `${url}${url.includes("?") ? "&" : "?"}${qs}`;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function stringRecord(x: unknown): Record<string, string> {
  if (!isRecord(x)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(x)) if (typeof v === "string") out[k] = v;
  return out;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function toApiError(res: Response): Promise<ApiError> {
  const body = await readBody(res).catch(() => undefined);
  if (!isRecord(body)) return new ApiError(res.status, MSG_ERREUR_INCONNUE);
  return new ApiError(
    res.status,
    typeof body.message === "string" && body.message !== "" ? body.message : MSG_ERREUR_INCONNUE,
    stringRecord(body.fieldErrors),
    typeof body.code === "string" ? body.code : undefined,
    typeof body.redirect === "string" ? body.redirect : undefined,
  );
}

async function request<T>(method: string, url: string, body: unknown, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const init: RequestInit = { method, credentials: "same-origin", headers };
  if (options.signal) init.signal = options.signal;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw new ApiError(0, MSG_SERVEUR_INJOIGNABLE);
  }
  if (!res.ok) {
    const error = await toApiError(res);
    if (res.status === 401 && !options.ignoreUnauthorized) onUnauthorized?.();
    throw error;
  }
  return (await readBody(res)) as T;
}

/** GET a JSON resource; params are appended to the query string. */
export function apiGet<T>(url: string, params?: QueryParams, options: RequestOptions = {}): Promise<T> {
  return request<T>("GET", buildUrl(url, params), undefined, options);
}

/** POST/PUT/DELETE with an optional JSON body; a 204 resolves to undefined. */
export function apiSend<T>(
  method: "POST" | "PUT" | "DELETE" | "PATCH",
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return request<T>(method, url, body, options);
}
