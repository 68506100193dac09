import { describe, expect, it } from "vitest";
import { verifierEnvoiUnique } from "../test/envoiUnique.tsx";
import "../test/render.tsx";
import { useAjouterReception, useGoldForm, useSaveMouvement } from "./api.ts";

// A double click on a metal form sends its submission's key twice: the server records one movement.
describe("metal commands: one Idempotency-Key per submission", () => {
  it.each([
    [
      "a new supplier row",
      () => useSaveMouvement(),
      { genre: "fournisseurs", id: null, body: {} },
      "POST /api/metal/mouvements/fournisseurs",
    ],
    [
      "a change of a CLAL row",
      () => useSaveMouvement(),
      { genre: "clal", id: 12, body: {} },
      "PUT /api/metal/mouvements/clal/12",
    ],
    ["a gold purchase (/gold-form)", () => useGoldForm(), {}, "POST /api/metal/gold-form"],
    ["a metal reception (/suivi_metal)", () => useAjouterReception(), {}, "POST /api/metal/receptions"],
  ] as const)("%s", async (_nom, hook, vars, attendu) => {
    const envois = await verifierEnvoiUnique(hook as () => ReturnType<typeof useGoldForm>, vars);
    expect(envois.map((e) => `${e.method} ${e.url}`)).toEqual([attendu, attendu, attendu]);
  });
});
