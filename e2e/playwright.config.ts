import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = resolve(root, `.tmp/e2e-data-${port}`);
/** Where refused roles are sent; the browser tests answer it themselves (no network here). */
export const PUBLIC_SITE = "http://site-public.test/";
/** The fake WooCommerce shop the server's /wp sync talks to (e2e/helpers/fake-woo-serveur.ts). */
const wooPort = Number(process.env.E2E_WOO_PORT ?? port + 1000);
export const FAKE_WOO = `http://127.0.0.1:${wooPort}`;
/** The fake approved platform the e-invoicing worker talks to (e2e/helpers/fake-plateforme/serveur.ts). */
const plateformePort = Number(process.env.E2E_PLATEFORME_PORT ?? port + 2000);
export const FAKE_PLATEFORME = `http://127.0.0.1:${plateformePort}`;

/**
 * One built server for the whole browser suite, on a fresh embedded database loaded with the
 * small demo set (the same path a newcomer's `npm start` takes), its web shop pointed at a fake one.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: `"${resolve(root, "node_modules/.bin/tsx")}" "${resolve(root, "e2e/helpers/fake-woo-serveur.ts")}" ${wooPort}`,
      cwd: root,
      url: `${FAKE_WOO}/__fake/etat`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // One lifecycle status per second for each deposited invoice.
      command: `"${resolve(root, "node_modules/.bin/tsx")}" "${resolve(root, "e2e/helpers/fake-plateforme/serveur.ts")}" ${plateformePort} 1000`,
      cwd: root,
      url: `${FAKE_PLATEFORME}/_fake/etat`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // The built server, as `npm start` runs it (npm run test:e2e builds it first).
      command: `rm -rf "${dataDir}" && node "${resolve(root, "packages/server/dist/main.js")}"`,
      cwd: resolve(root, "packages/server"),
      url: `http://localhost:${port}/api/auth/session`,
      // 401 without a session is the server saying it is up.
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        ECRIN_DEMO: "1",
        PUBLIC_SITE_URL: PUBLIC_SITE,
        DATABASE_URL: "",
        WEB_DIST: process.env.WEB_DIST ?? "",
        WP_URL: FAKE_WOO,
        WP_CONSUMER_KEY: "ck_test",
        WP_CONSUMER_SECRET: "cs_test",
        ECRIN_WP_BACKOFF_MS: "50",
        PLATEFORME_URL: FAKE_PLATEFORME,
        PLATEFORME_CLIENT_ID: "ecrin",
        PLATEFORME_CLIENT_SECRET: "secret-de-test",
        PLATEFORME_INTERVALLE_SECONDES: "1",
      },
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
