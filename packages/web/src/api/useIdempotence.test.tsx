import { CODE_CLE_ENVOI_AUTRE_DEMANDE, IDEMPOTENCY_HEADER } from "@ecrin/domain";
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../test/render.tsx";
import { ApiError, apiSend } from "./http.ts";
import { newIdempotencyKey, useIdempotence } from "./useIdempotence.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("newIdempotencyKey", () => {
  it("makes a UUID v4, also where crypto.randomUUID is missing (plain HTTP)", () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const k of keys) expect(k).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(50);
  });
});

describe("useIdempotence", () => {
  it("keeps the key while the submission fails, renews it after success or a key already used", async () => {
    const { result } = renderHook(() => useIdempotence());
    const sendOnce = result.current;
    const keys: string[] = [];
    const fails = (e: Error) => (k: string) => {
      keys.push(k);
      return Promise.reject(e);
    };
    await expect(sendOnce(fails(new ApiError(0, "injoignable")))).rejects.toThrow();
    await expect(sendOnce(fails(new ApiError(409, "refus")))).rejects.toThrow();
    await sendOnce(async (k) => keys.push(k));
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys.slice(1)).toEqual([keys[0], keys[0]]);

    const autre = new ApiError(422, "autres valeurs", {}, CODE_CLE_ENVOI_AUTRE_DEMANDE);
    await expect(sendOnce(fails(autre))).rejects.toBe(autre);
    await sendOnce(async (k) => keys.push(k));
    expect(new Set(keys).size).toBe(3);
    expect(keys[4]).not.toBe(keys[3]);
  });

  it("sends the key as the Idempotency-Key header", async () => {
    const fetch = stubFetch(() => ({ status: 201, body: { ok: true } }));
    await apiSend("POST", "/api/facturation/avoirs", { a: 1 }, { idempotencyKey: "k-1" });
    await apiSend("POST", "/api/facturation/avoirs", { a: 1 });
    const headers = fetch.mock.calls.map((c) => (c[1]?.headers ?? {}) as Record<string, string>);
    expect(headers[0]).toEqual({
      Accept: "application/json",
      "Content-Type": "application/json",
      [IDEMPOTENCY_HEADER]: "k-1",
    });
    expect(headers[1]).not.toHaveProperty(IDEMPOTENCY_HEADER);
  });
});
