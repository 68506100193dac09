import { describe, expect, it } from "vitest";
import {
  type Client,
  clientInputSchema,
  parentsInterdits,
  selectableOnOf,
  wouldCreateCycle,
} from "./client.ts";

const c = (id: number, idParent: number | null, isParent: boolean, actif = true): Client => ({
  id,
  label: `C${id}`,
  idParent,
  nomAgence: `Agence ${id}`,
  adresse: "",
  cp: "",
  ville: "",
  actif,
  isParent,
});

describe("clients offered on OF forms", () => {
  it("offers only clients that are not the parent of another, and active", () => {
    const all = [c(1, null, true), c(2, 1, false), c(3, 1, false, false), c(4, null, false)];
    expect(selectableOnOf(all).map((x) => x.id)).toEqual([2, 4]);
  });
});

describe("client tree cycles", () => {
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
  ]);
  it.each([
    [1, 3, true],
    [1, 1, true],
    [3, 1, false],
    [2, null, false],
    [4, 3, false],
  ])("attaching %i under %s -> cycle %s", (id, parent, expected) => {
    expect(wouldCreateCycle(parents, id, parent)).toBe(expected);
  });
});

describe("parents a client cannot take", () => {
  // 1 > 2 > 3, 1 > 4; 5 alone; 6 under a parent that is not in the list.
  const clients = [
    { id: 1, idParent: null },
    { id: 2, idParent: 1 },
    { id: 3, idParent: 2 },
    { id: 4, idParent: 1 },
    { id: 5, idParent: null },
    { id: 6, idParent: 99 },
  ];
  it.each([
    [1, [1, 2, 3, 4]],
    [2, [2, 3]],
    [3, [3]],
    [5, [5]],
    [6, [6]],
    [42, [42]],
  ])("client %i: not under %j", (id, interdits) => {
    expect([...parentsInterdits(clients, id)].sort((a, b) => a - b)).toEqual(interdits);
  });

  it("refuses on the server exactly what the picker leaves out", () => {
    const parentOf = new Map(clients.map((x) => [x.id, x.idParent]));
    for (const { id } of clients) {
      const interdits = parentsInterdits(clients, id);
      for (const parent of clients) {
        expect(wouldCreateCycle(parentOf, id, parent.id)).toBe(interdits.has(parent.id));
      }
    }
  });
});

describe("address form (spec 02 section 2.21: Nom, Adresse, CP, Ville)", () => {
  const erreurs = (champs: Record<string, unknown>) =>
    clientInputSchema
      .safeParse({ nomAgence: "Bijouterie Martin", ...champs })
      .error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

  it("keeps the fields trimmed, the bank's too", () => {
    expect(
      clientInputSchema.parse({
        nomAgence: " Bijouterie Martin ",
        adresse: " 12 rue de la Paix ",
        cp: " 75002 ",
        ville: " Paris ",
        banque: " BNP Paribas ",
        banqueVille: " Lyon ",
        email: " compta@martin.fr ",
      }),
    ).toMatchObject({
      nomAgence: "Bijouterie Martin",
      adresse: "12 rue de la Paix",
      cp: "75002",
      ville: "Paris",
      banque: "BNP Paribas",
      banqueVille: "Lyon",
      email: "compta@martin.fr",
    });
  });

  it("leaves what is not given empty", () => {
    expect(clientInputSchema.parse({ nomAgence: "Martin" })).toEqual({
      nomAgence: "Martin",
      adresse: "",
      cp: "",
      ville: "",
      idParent: null,
      siren: "",
      numTva: "",
      delaiPaiement: 0,
      iban: "",
      bic: "",
      banque: "",
      banqueVille: "",
      email: "",
    });
  });

  it("takes an empty postal code, an address of 200 characters and a town of 100", () => {
    expect(erreurs({ cp: "", adresse: "a".repeat(200), ville: "v".repeat(100) })).toEqual([]);
  });

  it.each([
    ["a postal code of 4 digits", { cp: "7500" }, [["cp", "Le code postal doit comporter 5 chiffres."]]],
    ["a postal code of 6 digits", { cp: "750021" }, [["cp", "Le code postal doit comporter 5 chiffres."]]],
    ["letters for a postal code", { cp: "ABCDE" }, [["cp", "Le code postal doit comporter 5 chiffres."]]],
    [
      "an address of 201 characters",
      { adresse: "a".repeat(201) },
      [["adresse", "Trop grand : chaîne de caractères doit avoir <=200 caractères"]],
    ],
    [
      "a town of 101 characters",
      { ville: "v".repeat(101) },
      [["ville", "Trop grand : chaîne de caractères doit avoir <=100 caractères"]],
    ],
    [
      "a SIREN ending in a letter",
      { siren: "542051180A" },
      [["siren", "Le SIREN doit comporter 9 chiffres."]],
    ],
    ["a SIREN after a letter", { siren: "A542051180" }, [["siren", "Le SIREN doit comporter 9 chiffres."]]],
    ["an e-mail with two @", { email: "a@b@martin.fr" }, [["email", "Adresse e-mail invalide."]]],
    ["an e-mail followed by text", { email: "compta@martin.fr et" }, [["email", "Adresse e-mail invalide."]]],
  ])("refuses %s", (_cas, champs, attendu) => {
    expect(erreurs(champs)).toEqual(attendu);
  });
});

describe("a client tree already corrupt", () => {
  it("ends the walk on a loop that does not reach the client (7 and 8 parents of each other)", () => {
    const parents = new Map<number, number | null>([
      [7, 8],
      [8, 7],
    ]);
    expect(wouldCreateCycle(parents, 1, 7)).toBe(false);
  });
});

// Equivalent mutants (client.ts): in `wouldCreateCycle`, the loop's `cur !== null` made true walks once
// more with null (not the client, no parent) and stops on the seen set; an issue's code "custom" made ""
// (5: zod keeps it, and the server and the web read only an issue's path and message).
