import { FakeWoo } from "./fake-woo.ts";

/**
 * The fake WooCommerce shop of the browser tests, a process of its own started by playwright's
 * `webServer` (the Écrin server is told its URL at start: WP_URL). Port: argument 1.
 */
const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error("Usage : tsx e2e/helpers/fake-woo-serveur.ts <port>");
  process.exit(1);
}
const woo = new FakeWoo();
await woo.demarrer(port);
console.log(`Boutique WooCommerce factice sur ${woo.url}`);
