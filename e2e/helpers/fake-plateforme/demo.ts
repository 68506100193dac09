import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { CLIENT_FAKE, FakePlateforme } from "./index.ts";

/**
 * `npm run demo:plateforme`: the fake approved platform on this machine (PLATEFORME_PORT, 4010), moving
 * each deposited invoice one lifecycle status every 3 s, and Écrin started against it (`npm start`, its
 * demo data on an empty base), polling every 2 s. Issue an invoice on /livraion to a client with a SIREN,
 * then follow it on /facturation_electronique: Déposée, … Mise à disposition, … Approuvée.
 */
const port = Number(process.env.PLATEFORME_PORT ?? 4010);
const pa = new FakePlateforme();
await pa.demarrer(port);
pa.avancerToutesLes(3_000);
console.log(`Plateforme agréée factice sur ${pa.url} (client « ${CLIENT_FAKE.id} »).`);

const racine = resolve(import.meta.dirname, "../../..");
const serveur = spawn("npm", ["start"], {
  cwd: racine,
  stdio: "inherit",
  env: {
    ...process.env,
    PLATEFORME_URL: pa.url,
    PLATEFORME_CLIENT_ID: CLIENT_FAKE.id,
    PLATEFORME_CLIENT_SECRET: CLIENT_FAKE.secret,
    PLATEFORME_INTERVALLE_SECONDES: "2",
  },
});
const arreter = () => {
  serveur.kill("SIGTERM");
};
process.on("SIGINT", arreter);
process.on("SIGTERM", arreter);
serveur.on("exit", (code) => {
  void pa.arreter().then(() => process.exit(code ?? 0));
});
