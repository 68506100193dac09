import { describe, expect, it } from "vitest";
import { compteTvaDuTaux, lireComptesTvaParTaux } from "./comptes-tva.ts";

describe("the VAT accounts per rate (setting comptesTvaParTaux)", () => {
  it("reads the default setting, rates with a comma or a point", () => {
    const m = lireComptesTvaParTaux("20=44571200;10=44571100;5,5=44571050;2,1=44571020");
    expect(m && [...m.entries()]).toEqual([
      ["20.00", "44571200"],
      ["10.00", "44571100"],
      ["5.50", "44571050"],
      ["2.10", "44571020"],
    ]);
    expect(lireComptesTvaParTaux(" 5.5 = 44571050 ; ")?.get("5.50")).toBe("44571050");
    expect(lireComptesTvaParTaux("8,55=44571085")?.get("8.55")).toBe("44571085");
    expect(lireComptesTvaParTaux("")?.size).toBe(0);
  });

  it("refuses a part it cannot read, or a rate given twice", () => {
    expect(lireComptesTvaParTaux("20:44571200")).toBeNull();
    expect(lireComptesTvaParTaux("vingt=44571200")).toBeNull();
    expect(lireComptesTvaParTaux("20=")).toBeNull();
    expect(lireComptesTvaParTaux("x20=44571200")).toBeNull();
    expect(lireComptesTvaParTaux("20=44571200 x")).toBeNull();
    expect(lireComptesTvaParTaux("20=44571200;20,00=44571000")).toBeNull();
  });

  it("gives the rate's account, else the default", () => {
    const m = lireComptesTvaParTaux("20=44571200")!;
    expect(compteTvaDuTaux(m, "20.00", "44571000")).toBe("44571200");
    expect(compteTvaDuTaux(m, "20", "44571000")).toBe("44571200");
    expect(compteTvaDuTaux(m, "10.00", "44571000")).toBe("44571000");
  });
});
