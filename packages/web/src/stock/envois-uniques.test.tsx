import type { Confier, RentrerStock } from "@ecrin/domain";
import { describe, expect, it } from "vitest";
import { verifierEnvoiUnique } from "../test/envoiUnique.tsx";
import "../test/render.tsx";
import { useConfier, useFacturerStock, useRentrerStock, useRetourStock } from "./stock-api.ts";

// A double click on a stock move sends its submission's key twice: the server moves the pieces once.
describe("stock moves: one Idempotency-Key per submission", () => {
  it.each([
    ["Rentrer en Stock", () => useRentrerStock(), {} as RentrerStock, "POST /api/stock/rentrer"],
    ["Confier", () => useConfier(), { ofs: [1], idClient: 2 } as Confier, "POST /api/stock/confier"],
    ["Retour Stock", () => useRetourStock(), { ofs: [1] }, "POST /api/stock/retour"],
    ["Facturer", () => useFacturerStock(), { ofs: [1] }, "POST /api/stock/facturer"],
  ] as const)("%s", async (_nom, hook, vars, attendu) => {
    const envois = await verifierEnvoiUnique(hook as () => ReturnType<typeof useConfier>, vars as Confier);
    expect(envois.map((e) => `${e.method} ${e.url}`)).toEqual([attendu, attendu, attendu]);
  });
});
