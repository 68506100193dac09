import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../test/render.tsx";
import {
  ApiError,
  apiGet,
  apiSend,
  buildUrl,
  MSG_SERVEUR_INJOIGNABLE,
  setUnauthorizedHandler,
} from "./http.ts";

afterEach(() => setUnauthorizedHandler(null));

describe("http", () => {
  it("builds the query string without blank values", () => {
    expect(buildUrl("/api/x", { page: 0, q: "", sort: undefined, actif: false })).toBe(
      "/api/x?page=0&actif=false",
    );
    expect(buildUrl("/api/x?a=1", { b: 2 })).toBe("/api/x?a=1&b=2");
  });

  it("parses the error body into an ApiError", async () => {
    stubFetch(() => ({
      status: 400,
      body: { message: "Requête invalide.", fieldErrors: { valeur: "La valeur doit être un nombre." } },
    }));
    const error = await apiSend("POST", "/api/admin/cours", { description: "x", valeur: "a" }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: "Requête invalide.",
      fieldErrors: { valeur: "La valeur doit être un nombre." },
    });
  });

  it("resolves a 204 to undefined and sends JSON", async () => {
    const fetch = stubFetch(() => ({ status: 204 }));
    await expect(apiSend("DELETE", "/api/admin/cours/3")).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("DELETE");
  });

  it("calls the logout flow on 401, except when told not to", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(() => ({ status: 401, body: { code: "SESSION_REQUISE", message: "Session expirée" } }));
    await expect(apiGet("/api/admin/cours")).rejects.toMatchObject({ code: "SESSION_REQUISE" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(apiSend("POST", "/api/auth/login", {}, { ignoreUnauthorized: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("turns a network failure into a French message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(apiGet("/api/x")).rejects.toMatchObject({ status: 0, message: MSG_SERVEUR_INJOIGNABLE });
  });
});
