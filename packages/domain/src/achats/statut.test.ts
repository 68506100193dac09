import { describe, expect, it } from "vitest";
import {
  type DecisionAchat,
  decisionAchatSchema,
  decisionsOuvertes,
  LABELS_STATUT_ACHAT,
  REFUS_ACHAT_INTROUVABLE,
  refusDecision,
  type StatutAchat,
} from "./statut.ts";

const d = (o: Partial<DecisionAchat>): DecisionAchat => ({
  decision: "approuvee",
  motif: null,
  commentaire: "",
  ...o,
});

describe("refusDecision: what the office may do with a received invoice", () => {
  it.each<[StatutAchat, boolean, Partial<DecisionAchat>, string | null, string | null]>([
    ["recue", true, { decision: "approuvee" }, null, null],
    ["recue", true, { decision: "refusee", motif: "DOUBLON" }, null, null],
    [
      "recue",
      true,
      { decision: "en_litige", motif: "QTE_ERR", commentaire: "3 g de moins reçus" },
      null,
      null,
    ],
    ["recue", true, { decision: "approuvee_partiellement", motif: "LIVR_INCOMP" }, null, null],
    ["en_litige", true, { decision: "approuvee" }, null, null],
    [
      "approuvee",
      true,
      { decision: "refusee", motif: "DOUBLON" },
      "ACHAT_DECISION_IMPOSSIBLE",
      "Une facture « Approuvée » ne peut pas passer à « Refusée ».",
    ],
    [
      "refusee",
      true,
      { decision: "approuvee" },
      "ACHAT_DECISION_IMPOSSIBLE",
      "Une facture « Refusée » ne peut pas passer à « Approuvée ».",
    ],
    [
      "en_litige",
      true,
      { decision: "en_litige", motif: "AUTRE", commentaire: "encore" },
      "ACHAT_DECISION_IMPOSSIBLE",
      "Une facture « En litige » ne peut pas passer à « En litige ».",
    ],
    [
      "recue",
      false,
      { decision: "approuvee" },
      "ACHAT_FACTURE_INVALIDE",
      "Cette facture ne respecte pas la norme EN 16931 : elle ne peut être que contestée ou refusée.",
    ],
    ["recue", false, { decision: "refusee", motif: "NON_CONFORME" }, null, null],
    [
      "recue",
      false,
      { decision: "en_litige", motif: "NON_CONFORME", commentaire: "BT-24 absent" },
      null,
      null,
    ],
    [
      "recue",
      false,
      { decision: "approuvee_partiellement", motif: "QTE_ERR" },
      "ACHAT_FACTURE_INVALIDE",
      "Cette facture ne respecte pas la norme EN 16931 : elle ne peut être que contestée ou refusée.",
    ],
    [
      "recue",
      true,
      { decision: "refusee" },
      "ACHAT_MOTIF_INVALIDE",
      "Choisissez un motif admis pour cette décision.",
    ],
    [
      "recue",
      true,
      { decision: "refusee", motif: "QTE_ERR" },
      "ACHAT_MOTIF_INVALIDE",
      "Choisissez un motif admis pour cette décision.",
    ],
    [
      "recue",
      true,
      { decision: "en_litige", motif: "QTE_ERR" },
      "ACHAT_MOTIF_INVALIDE",
      "Un litige demande un commentaire.",
    ],
  ])("%s (valid %s) + %o -> %s", (statut, valide, decision, code, message) => {
    const r = refusDecision(statut, valide, d(decision));
    expect(r).toEqual(code === null ? null : { code, message });
  });
});

describe("decisionsOuvertes: the buttons the screen shows", () => {
  it.each<[StatutAchat, boolean, string[]]>([
    ["recue", true, ["approuvee", "approuvee_partiellement", "en_litige", "refusee"]],
    ["recue", false, ["en_litige", "refusee"]],
    ["en_litige", true, ["approuvee", "approuvee_partiellement", "refusee"]],
    ["en_litige", false, ["refusee"]],
    ["approuvee", true, []],
    ["approuvee_partiellement", true, []],
    ["refusee", true, []],
  ])("%s (valid %s) -> %o", (statut, valide, attendues) => {
    expect(decisionsOuvertes(statut, valide)).toEqual(attendues);
  });
});

describe("decisionAchatSchema: the body of Approuver / Approuver partiellement / Contester / Refuser", () => {
  const erreurs = (body: unknown) => {
    const r = decisionAchatSchema.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("an approval alone: no reason, an empty comment", () => {
    expect(decisionAchatSchema.parse({ decision: "approuvee" })).toEqual({
      decision: "approuvee",
      motif: null,
      commentaire: "",
    });
  });

  it("a dispute's reason and comment, trimmed, 500 characters at most", () => {
    expect(
      decisionAchatSchema.parse({
        decision: "en_litige",
        motif: "PU_ERR",
        commentaire: "  12,50 € au lieu de 11,80 €  ",
      }),
    ).toEqual({ decision: "en_litige", motif: "PU_ERR", commentaire: "12,50 € au lieu de 11,80 €" });
    expect(erreurs({ decision: "en_litige", motif: "AUTRE", commentaire: "x".repeat(500) })).toEqual([]);
  });

  it.each([
    ["an unknown decision", { decision: "annulee" }, [["decision", "Décision invalide."]]],
    [
      "an unknown reason",
      { decision: "refusee", motif: "TROP_CHER" },
      [["motif", "Choisissez un motif admis pour cette décision."]],
    ],
    [
      "a comment of 501 characters",
      { decision: "en_litige", motif: "AUTRE", commentaire: "x".repeat(501) },
      [["commentaire", "Commentaire trop long (500 caractères au plus)."]],
    ],
    [
      "a comment with a NUL character",
      { decision: "en_litige", motif: "AUTRE", commentaire: "a\u0000b" },
      [["commentaire", "Commentaire invalide."]],
    ],
  ])("refuses %s", (_cas, body, attendu) => {
    expect(erreurs(body)).toEqual(attendu);
  });
});

describe("the statuses' words", () => {
  it("labels each status of a received invoice, and names a missing one", () => {
    expect(LABELS_STATUT_ACHAT).toEqual({
      recue: "Reçue",
      approuvee: "Approuvée",
      approuvee_partiellement: "Approuvée partiellement",
      en_litige: "En litige",
      refusee: "Refusée",
    });
    expect(REFUS_ACHAT_INTROUVABLE).toEqual({
      code: "ACHAT_INTROUVABLE",
      message: "Facture fournisseur introuvable.",
    });
  });
});
