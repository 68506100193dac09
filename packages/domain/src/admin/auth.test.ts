import { describe, expect, it } from "vitest";
import { normaliseCredentials } from "./auth.ts";
import { canSeeAnalyses, isRoleAllowed } from "./roles.ts";

describe("login rules", () => {
  it("lower-cases user and password (spec 01 section 5)", () => {
    expect(normaliseCredentials(" Direction ", "DiReCtion")).toEqual({
      user: "direction",
      password: "direction",
    });
  });
  it.each([
    [1, true, true],
    [6, true, false],
    [3, false, false],
    [0, false, false],
  ])("role %i: allowed %s, analyses %s", (role, allowed, analyses) => {
    expect(isRoleAllowed(role)).toBe(allowed);
    expect(canSeeAnalyses(role)).toBe(analyses);
  });
});
