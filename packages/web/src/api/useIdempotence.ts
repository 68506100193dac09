import { CODE_CLE_ENVOI_AUTRE_DEMANDE } from "@ecrin/domain";
import { useCallback, useRef } from "react";
import { ApiError } from "./http.ts";

/**
 * A new Idempotency-Key (UUID v4). crypto.randomUUID exists only in a secure context (HTTPS or
 * localhost); the office may reach the server over plain HTTP on its network.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One Idempotency-Key per form submission, for the commands that issue a document: the same key
 * while that submission is sent again (a double click, a retry after a lost answer or a refusal), a
 * new one once the server has issued the document. The server answers a repeated key with the first
 * result, so a submission never issues two documents. When the server says the key already served
 * other values (the first send was recorded after all), the next submission takes a new key.
 */
export function useIdempotence() {
  const key = useRef<string | null>(null);
  return useCallback(async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    key.current ??= newIdempotencyKey();
    try {
      const result = await send(key.current);
      key.current = null;
      return result;
    } catch (e) {
      if (e instanceof ApiError && e.code === CODE_CLE_ENVOI_AUTRE_DEMANDE) key.current = null;
      throw e;
    }
  }, []);
}
