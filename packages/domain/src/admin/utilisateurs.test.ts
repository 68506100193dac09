import { describe, expect, it } from "vitest";
import {
  LIBELLES_ROLE,
  motDePasseChangementSchema,
  motDePasseResetSchema,
  refusModificationUtilisateur,
  utilisateurCreationSchema,
  utilisateurModificationSchema,
} from "./utilisateurs.ts";

const direction = { idUser: 1, role: 1, actif: true };
const bureau = { idUser: 2, role: 6, actif: true };

describe("refusModificationUtilisateur", () => {
  it.each([
    ["deactivating oneself", direction, { actif: false }, 1, 3, "SE_DESACTIVER"],
    ["the last role-1 user losing role 1", direction, { role: 6 }, 2, 1, "DERNIER_DIRECTION"],
    ["the last role-1 user deactivated", direction, { actif: false }, 2, 1, "DERNIER_DIRECTION"],
    ["a role-1 user when another remains", direction, { actif: false }, 2, 2, null],
    ["a role-1 user moved to 6 when another remains", direction, { role: 6 }, 2, 2, null],
    ["a bureau user deactivated", bureau, { actif: false }, 1, 1, null],
    ["a bureau user made role 1", bureau, { role: 1 }, 1, 1, null],
    ["the last role-1 user renamed", direction, {}, 2, 1, null],
    ["a role-1 user renaming himself", direction, {}, 1, 2, null],
    ["a user keeping himself active", bureau, { actif: true }, 2, 1, null],
  ] as const)("%s", (_, cible, changement, acteur, actives, code) => {
    expect(refusModificationUtilisateur(cible, changement, acteur, actives)?.code ?? null).toBe(code);
  });

  it("words the refusals in French", () => {
    expect(refusModificationUtilisateur(direction, { actif: false }, 1, 3)?.message).toBe(
      "Vous ne pouvez pas désactiver votre propre compte.",
    );
    expect(refusModificationUtilisateur(direction, { role: 3 }, 2, 1)?.message).toBe(
      "Impossible : c'est le dernier utilisateur actif de rôle 1 (direction).",
    );
  });
});

describe("user schemas", () => {
  it("wants a password of at least 10 characters", () => {
    expect(motDePasseResetSchema.safeParse({ motDePasse: "123456789" }).error?.issues[0]?.message).toBe(
      "Le mot de passe doit comporter au moins 10 caractères.",
    );
    expect(motDePasseResetSchema.safeParse({ motDePasse: "1234567890" }).success).toBe(true);
  });

  it("lower-cases the login and accepts roles 1, 6 and 3 only", () => {
    const ok = utilisateurCreationSchema.parse({
      login: " Marie ",
      nom: "Marie Curie",
      role: 3,
      numAgence: null,
      motDePasse: "un-long-mot",
    });
    expect(ok.login).toBe("marie");
    const bad = utilisateurCreationSchema.safeParse({ ...ok, role: 2 });
    expect(bad.error?.issues[0]?.message).toBe("Rôle invalide : 1 (direction), 6 (bureau) ou 3 (boutique).");
  });

  it("refuses a change that changes nothing", () => {
    for (const vide of [{}, { nom: undefined }]) {
      expect(utilisateurModificationSchema.safeParse(vide).error?.issues[0]?.message).toBe(
        "Aucune modification à enregistrer : indiquez le nom, le rôle, l'agence ou l'état.",
      );
    }
    expect(utilisateurModificationSchema.safeParse({ actif: true }).success).toBe(true);
    expect(utilisateurModificationSchema.safeParse({ numAgence: null }).success).toBe(true);
  });
});

describe("user forms, field by field", () => {
  const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
    r.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
  const marie = { login: "marie", nom: "Marie Curie", role: 6, numAgence: null, motDePasse: "un-long-mot" };

  it("labels the roles '1 – Direction', '6 – Bureau', '3 – Boutique'", () => {
    expect(LIBELLES_ROLE).toEqual({ "1": "1 – Direction", "6": "6 – Bureau", "3": "3 – Boutique" });
  });

  it("trims the name on creation and on change", () => {
    expect(utilisateurCreationSchema.parse({ ...marie, nom: " Marie Curie " }).nom).toBe("Marie Curie");
    expect(utilisateurModificationSchema.parse({ nom: " Marie " })).toEqual({ nom: "Marie" });
    expect(utilisateurModificationSchema.parse({ nom: "n".repeat(100) })).toEqual({ nom: "n".repeat(100) });
  });

  it.each([
    [
      "a login starting with an accent",
      { login: "émarie" },
      [["login", "L'identifiant ne peut contenir que des lettres, chiffres, points, tirets et soulignés."]],
    ],
    [
      "a login ending with an accent",
      { login: "mariè" },
      [["login", "L'identifiant ne peut contenir que des lettres, chiffres, points, tirets et soulignés."]],
    ],
    [
      "a role given as text",
      { role: "6" },
      [["role", "Rôle invalide : 1 (direction), 6 (bureau) ou 3 (boutique)."]],
    ],
  ])("creation refuses %s", (_cas, champs, attendu) => {
    expect(issues(utilisateurCreationSchema.safeParse({ ...marie, ...champs }))).toEqual(attendu);
  });

  it.each([
    ["a blank name", { nom: "  " }, [["nom", "Le nom est obligatoire."]]],
    [
      "a name of 101 characters",
      { nom: "n".repeat(101) },
      [["nom", "Trop grand : chaîne de caractères doit avoir <=100 caractères"]],
    ],
  ])("a change refuses %s", (_cas, champs, attendu) => {
    expect(issues(utilisateurModificationSchema.safeParse(champs))).toEqual(attendu);
  });

  it("changes one's own password: the current one of 1 to 200 characters, the new one of 10 at least", () => {
    const nouveau = "un-long-mot";
    expect(motDePasseChangementSchema.parse({ actuel: "a", nouveau })).toEqual({ actuel: "a", nouveau });
    expect(motDePasseChangementSchema.parse({ actuel: "a".repeat(200), nouveau }).actuel).toHaveLength(200);
    expect(issues(motDePasseChangementSchema.safeParse({ actuel: "", nouveau }))).toEqual([
      ["actuel", "Mot de passe actuel obligatoire."],
    ]);
    expect(issues(motDePasseChangementSchema.safeParse({ actuel: "a".repeat(201), nouveau }))).toEqual([
      ["actuel", "Trop grand : chaîne de caractères doit avoir <=200 caractères"],
    ]);
    expect(issues(motDePasseChangementSchema.safeParse({ actuel: "a", nouveau: "court" }))).toEqual([
      ["nouveau", "Le mot de passe doit comporter au moins 10 caractères."],
    ]);
  });
});
