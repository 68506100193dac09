import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "./app.ts";

/**
 * The Idempotency-Key header of a new form submission, for a POST or a PUT (the movement and document
 * commands require one); nothing for other methods.
 */
export const nouvelEnvoi = (method: string): Record<string, string> =>
  method === "POST" || method === "PUT" ? { "idempotency-key": randomUUID() } : {};

/** What a command case needs to be sent N times at once. */
export interface EnvoiRepete {
  url: string;
  payload: Record<string, unknown>;
  cookie: string;
  key: string;
  method?: "POST" | "PUT" | undefined;
}

/**
 * The same submission (same key, same body) sent n times at once, as a user hammering the button or
 * a proxy retrying would; the answers in the order sent.
 */
export function envoisSimultanes(t: TestApp, e: EnvoiRepete, n = 20): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: n }, () =>
      t.app.inject({
        method: e.method ?? "POST",
        url: e.url,
        headers: { cookie: e.cookie, "idempotency-key": e.key },
        payload: e.payload,
      }),
    ),
  );
}
