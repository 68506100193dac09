import { describe, expect, it } from "vitest";
import {
  LIBELLES_ONGLETS,
  ONGLETS,
  PAGE_SIZE_GRAND_LIVRE,
  PAGE_SIZE_GRAND_LIVRE_OPTIONS,
} from "./constantes.ts";

/**
 * Spec 03 section 2.18 (/mouvements_or): the constants the screens read as they are. The factors of
 * section 9 (0.75, 0.92 / 0.753, 0.997, the troy ounce) are tested on the results of the rules that use them
 * (suivi, analyse, grand-livre, cours-or).
 */
describe("the metal ledger's constants (spec 03 section 2.18)", () => {
  it("three tabs: CLAL, FOURNISSEURS, CLIENTS", () => {
    expect(ONGLETS).toEqual(["clal", "fournisseurs", "clients"]);
    expect(LIBELLES_ONGLETS).toEqual({ clal: "CLAL", fournisseurs: "FOURNISSEURS", clients: "CLIENTS" });
  });

  it("'Lignes CLAL/page': 10, 25, 50, 100; default 25", () => {
    expect(PAGE_SIZE_GRAND_LIVRE).toBe(25);
    expect(PAGE_SIZE_GRAND_LIVRE_OPTIONS).toEqual([10, 25, 50, 100]);
  });
});
