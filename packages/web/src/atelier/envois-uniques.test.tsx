import type { BoiteOrSaisie, EnvoiJoaillier, EnvoiSerti } from "@ecrin/domain";
import { describe, expect, it } from "vitest";
import { verifierEnvoiUnique } from "../test/envoiUnique.tsx";
import "../test/render.tsx";
import { useAjouterBoiteOr } from "./boite-or-api.ts";
import { useEnvoyerJoaillier, useEnvoyerSerti } from "./lignes-api.ts";

// A double click on a workshop form sends its submission's key twice: the server moves the metal once.
describe("workshop commands: one Idempotency-Key per submission", () => {
  it("a gold box row", async () => {
    const envois = await verifierEnvoiUnique(useAjouterBoiteOr, {} as BoiteOrSaisie);
    expect(envois.map((e) => `${e.method} ${e.url}`)).toEqual(Array(3).fill("POST /api/atelier/boite-or"));
  });
  it("a send to a jeweller, and to a setter", async () => {
    const j = await verifierEnvoiUnique(useEnvoyerJoaillier, {} as EnvoiJoaillier);
    expect(j.map((e) => `${e.method} ${e.url}`)).toEqual(Array(3).fill("POST /api/atelier/joaillier/envoi"));
    const s = await verifierEnvoiUnique(useEnvoyerSerti, {} as EnvoiSerti);
    expect(s.map((e) => `${e.method} ${e.url}`)).toEqual(Array(3).fill("POST /api/atelier/serti/envoi"));
  });
});
