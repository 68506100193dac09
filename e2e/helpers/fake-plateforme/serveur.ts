import { FakePlateforme } from "./index.ts";

/**
 * The fake approved platform as a process (browser tests, `npm run demo:plateforme`).
 * Arguments: port, then the step interval in ms (each deposited invoice moves one status per step;
 * 0: only on `POST /_fake/avancer`).
 */
const port = Number(process.argv[2]);
const pas = Number(process.argv[3] ?? 0);
if (!Number.isInteger(port) || port <= 0) {
  console.error("Usage : tsx e2e/helpers/fake-plateforme/serveur.ts <port> [pas en ms]");
  process.exit(1);
}
const pa = new FakePlateforme();
await pa.demarrer(port);
if (pas > 0) pa.avancerToutesLes(pas);
console.log(`Plateforme agréée factice sur ${pa.url} (client ${"ecrin"})`);
