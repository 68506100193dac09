/**
 * A reception run in a process of its own, for the SIGKILL test (reception-sigkill.test.ts): the
 * database from DATABASE_URL or the PGlite folder in argv[3], the platform's flows from the test's small
 * HTTP server at argv[2] (`GET /search?depuis=` a page of { flowId, updatedAt }, `GET /flux/:id` a file).
 */
import type { Flow } from "@ecrin/domain";
import { recevoirFluxFournisseurs, type SourceFlux } from "../../src/achats/index.ts";
import { openDatabase } from "../../src/db/connection.ts";

const [base, dataDir] = process.argv.slice(2) as [string, string];
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir });

const source: SourceFlux = {
  async parcourirFlux(_where, depuis, page) {
    let curseur = depuis;
    for (;;) {
      const flux = (await (
        await fetch(`${base}/search?depuis=${encodeURIComponent(curseur)}`)
      ).json()) as Flow[];
      await page(flux, flux.at(-1)?.updatedAt ?? curseur);
      if (flux.length === 0) return;
      curseur = flux.at(-1)?.updatedAt ?? curseur;
    }
  },
  async lireFlux(flowId) {
    return new Uint8Array(await (await fetch(`${base}/flux/${flowId}`)).arrayBuffer());
  },
};

await recevoirFluxFournisseurs(database.db, source);
await database.close();
