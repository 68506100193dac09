import { describe, expect, it } from "vitest";

/**
 * decimal.ts configures its Decimal constructor when it loads. Imported statically, a throw there (an
 * invalid setting) fails only the collection of the test files, which the mutation runner (Stryker's
 * vitest runner) does not count as a failed test; imported inside a test, it fails this test.
 */
describe("the shared modules that configure themselves at load", () => {
  it("loads decimal.ts: 40 significant digits, no exponent down to 10^-40", async () => {
    const { dec, div } = await import("./decimal.ts");
    expect(div("1", "3").toString()).toBe("0.3333333333333333333333333333333333333333");
    expect(dec("0.00000000000000000001").toString()).toBe("0.00000000000000000001");
  });
});
