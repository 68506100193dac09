import type { Alimentation, Reception, RetourPierre } from "@ecrin/domain";
import { describe, expect, it } from "vitest";
import { verifierEnvoiUnique } from "../test/envoiUnique.tsx";
import "../test/render.tsx";
import { useAlimenter, useReceptionner, useRetour } from "./stock-pierres-api.ts";

// A double click on a stone form sends its submission's key twice: the server records one movement.
describe("stone commands: one Idempotency-Key per submission", () => {
  it("a reception", async () => {
    const envois = await verifierEnvoiUnique(useReceptionner, {} as Reception);
    expect(envois.map((e) => `${e.method} ${e.url}`)).toEqual(Array(3).fill("POST /api/pierres/recues"));
  });
  it("a feeding of an OF", async () => {
    const envois = await verifierEnvoiUnique(useAlimenter, {} as Alimentation);
    expect(envois.map((e) => `${e.method} ${e.url}`)).toEqual(
      Array(3).fill("POST /api/pierres/alimentations"),
    );
  });
  it("a return, and a change of a return", async () => {
    const nouveau = await verifierEnvoiUnique(useRetour, { idRetour: null, input: {} as RetourPierre });
    expect(nouveau.map((e) => `${e.method} ${e.url}`)).toEqual(Array(3).fill("POST /api/pierres/retours"));
    const change = await verifierEnvoiUnique(useRetour, { idRetour: 4, input: {} as RetourPierre });
    expect(change.map((e) => `${e.method} ${e.url}`)).toEqual(Array(3).fill("PUT /api/pierres/retours/4"));
  });
});
