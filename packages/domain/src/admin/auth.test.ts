import { describe, expect, it } from "vitest";
import { loginSchema, normaliseCredentials, sessionUserSchema } from "./auth.ts";
import { canSeeAnalyses, isRoleAllowed } from "./roles.ts";

const erreurs = (body: unknown) =>
  loginSchema.safeParse(body).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

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

describe("login form", () => {
  it("takes a user of 1 to 100 characters and a password of 1 to 200", () => {
    expect(loginSchema.parse({ user: "d", password: "p" })).toEqual({ user: "d", password: "p" });
    const long = { user: "u".repeat(100), password: "p".repeat(200) };
    expect(loginSchema.parse(long)).toEqual(long);
  });

  it.each([
    ["no user", { user: "", password: "x" }, [["user", "Nom d'utilisateur obligatoire."]]],
    ["no password", { user: "x", password: "" }, [["password", "Mot de passe obligatoire."]]],
    [
      "a user of 101 characters",
      { user: "u".repeat(101), password: "x" },
      [["user", "Trop grand : chaîne de caractères doit avoir <=100 caractères"]],
    ],
    [
      "a password of 201 characters",
      { user: "x", password: "p".repeat(201) },
      [["password", "Trop grand : chaîne de caractères doit avoir <=200 caractères"]],
    ],
  ])("refuses %s", (_cas, body, attendu) => {
    expect(erreurs(body)).toEqual(attendu);
  });

  it("refuses a body without user or password", () => {
    expect(erreurs({}).map(([champ]) => champ)).toEqual(["user", "password"]);
  });
});

describe("user kept by the browser (spec 01 section 6)", () => {
  const direction = { idUser: 1, login: "direction", role: 1, numAgence: 3 };

  it("reads back a stored user, agency number or none", () => {
    expect(sessionUserSchema.parse(direction)).toEqual(direction);
    expect(sessionUserSchema.parse({ ...direction, numAgence: null })).toEqual({
      ...direction,
      numAgence: null,
    });
  });

  it.each([
    ["idUser", { ...direction, idUser: "1" }],
    ["idUser", { ...direction, idUser: 1.5 }],
    ["login", { ...direction, login: 1 }],
    ["role", { ...direction, role: 1.5 }],
    ["role", { ...direction, role: undefined }],
    ["numAgence", { ...direction, numAgence: 2.5 }],
    ["numAgence", { ...direction, numAgence: undefined }],
  ])("refuses a corrupt %s", (champ, stocke) => {
    expect(sessionUserSchema.safeParse(stocke).error?.issues.map((i) => i.path.join("."))).toEqual([champ]);
  });
});
