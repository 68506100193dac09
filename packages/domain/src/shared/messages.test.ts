import { describe, expect, it } from "vitest";
import * as champs from "./champs.ts";
import * as document from "./document.ts";
import * as idempotence from "./idempotence.ts";
import * as listQuery from "./list-query.ts";
import * as periode from "./periode.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  ["MSG_CARACTERE_NUL", champs.MSG_CARACTERE_NUL, "Le texte contient un caractère nul, refusé."],
  ["MSG_IDENTIFIANT_INVALIDE", champs.MSG_IDENTIFIANT_INVALIDE, "Identifiant invalide."],
  [
    "MSG_CLE_ENVOI_INVALIDE",
    idempotence.MSG_CLE_ENVOI_INVALIDE,
    "Envoi refusé : l'identifiant d'envoi (en-tête Idempotency-Key, un UUID) manque ou n'est pas valide. Rechargez la page et réessayez.",
  ],
  [
    "MSG_CLE_ENVOI_AUTRE_DEMANDE",
    idempotence.MSG_CLE_ENVOI_AUTRE_DEMANDE,
    "Cet envoi a déjà été enregistré avec d'autres valeurs : vérifiez la liste avant de recommencer.",
  ],
  [
    "MSG_DOCUMENT_TROP_LOURD",
    document.MSG_DOCUMENT_TROP_LOURD,
    "Ce document est trop long à produire : réduisez la période ou le nombre de lignes, puis réessayez.",
  ],
  [
    "MSG_DOCUMENTS_EN_ATTENTE",
    document.MSG_DOCUMENTS_EN_ATTENTE,
    "Trop de documents sont en cours de production : réessayez dans un instant.",
  ],
  ["MSG_TRI_INVALIDE", listQuery.MSG_TRI_INVALIDE, "Tri invalide."],
  ["MSG_RECHERCHE_TROP_LONGUE", listQuery.MSG_RECHERCHE_TROP_LONGUE, "Recherche trop longue."],
  ["MSG_DATE_DEBUT_INVALIDE", periode.MSG_DATE_DEBUT_INVALIDE, "La date de début est invalide."],
  ["MSG_DATE_FIN_INVALIDE", periode.MSG_DATE_FIN_INVALIDE, "La date de fin est invalide."],
  ["MSG_PERIODE_INVERSEE", periode.MSG_PERIODE_INVERSEE, "La date de début doit précéder la date de fin."],
];

describe("shared: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [champs, document, idempotence, listQuery, periode].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
