import { describe, expect, it } from "vitest";
import { wpSettingsFromEnv } from "../../src/settings.ts";

describe("the web shop set from the environment (WP_URL, WP_CONSUMER_KEY, WP_CONSUMER_SECRET)", () => {
  it.each([
    [{}, {}],
    [{ WP_URL: "" }, {}],
    [{ WP_URL: "https://boutique.example" }, { wpUrl: "https://boutique.example" }],
    [
      { WP_URL: "http://127.0.0.1:4204", WP_CONSUMER_KEY: "ck_test", WP_CONSUMER_SECRET: "cs_test" },
      { wpUrl: "http://127.0.0.1:4204", wpCleClient: "ck_test", wpSecretClient: "cs_test" },
    ],
    [{ WP_CONSUMER_KEY: "ck_seule" }, { wpCleClient: "ck_seule" }],
  ])("%o overrides %o of the stored settings", (env, attendu) => {
    expect(wpSettingsFromEnv(env)).toEqual(attendu);
  });
});
