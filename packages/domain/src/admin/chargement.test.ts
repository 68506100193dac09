import { describe, expect, it } from "vitest";

/**
 * Schemas of the admin area are built when their module loads. Imported statically, a throw there fails
 * only the collection of the test files, which the mutation runner (Stryker's vitest runner) does not count
 * as a failed test; imported inside a test, it fails this test.
 */
describe("the admin area's modules", { timeout: 30_000 }, () => {
  it("loads client.ts: a client by its name alone", async () => {
    const { clientInputSchema } = await import("./client.ts");
    expect(clientInputSchema.parse({ nomAgence: "Martin" })).toMatchObject({
      nomAgence: "Martin",
      siren: "",
    });
  });

  it("loads utilisateurs.ts: a user of role 3", async () => {
    const { utilisateurCreationSchema } = await import("./utilisateurs.ts");
    const marie = { login: "marie", nom: "Marie", role: 3, numAgence: null, motDePasse: "un-long-mot" };
    expect(utilisateurCreationSchema.parse(marie)).toEqual(marie);
  });
});
