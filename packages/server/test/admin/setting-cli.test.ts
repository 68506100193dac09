import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "ecrin-setting-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** npm run setting -- <key> <value>, on an embedded database of its own. */
function setting(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    let out = "";
    let err = "";
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/setting.ts", ...args], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => done({ code, out, err }));
  });
}

// The embedded database of a folder of its own; the rule itself is the domain's (same on PostgreSQL).
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  "npm run setting: the seller's identifiers (issue 25 point 9)",
  () => {
    it("refuses an invalid SIREN, SIRET or VAT number with the client form's message, stores a valid one", async () => {
      const siren = await setting("vendeurSiren", "123456789");
      expect(siren.code).toBe(2);
      expect(siren.err).toContain(
        "Réglage « vendeurSiren » refusé : SIREN invalide : la clé de contrôle ne correspond pas.",
      );
      const tva = await setting("vendeurTva", "FR12123456789");
      expect(tva.code).toBe(2);
      expect(tva.err).toContain("Numéro de TVA invalide : le SIREN qu'il contient n'est pas valide.");

      const bon = await setting("vendeurSiren", "123456782");
      expect(bon.code, bon.err).toBe(0);
      expect(bon.out).toContain("vendeurSiren = 123456782");
      const siret = await setting("vendeurSiret", "73282932000074");
      expect(siret.code).toBe(2);
      expect(siret.err).toContain("Le SIRET ne commence pas par le SIREN du vendeur.");
      const siretBon = await setting("vendeurSiret", "12345678200010");
      expect(siretBon.code, siretBon.err).toBe(0);
      expect(siretBon.out).toContain("vendeurSiret = 12345678200010");
    }, 300_000);
  },
);
