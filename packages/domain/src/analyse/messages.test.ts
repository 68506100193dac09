import { describe, expect, it } from "vitest";
import * as comparaison from "./comparaison.ts";
import * as messages from "./messages.ts";
import * as prix from "./prix.ts";
import * as production from "./production.ts";
import * as progression from "./progression.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  ["MSG_MODE_INVALIDE", comparaison.MSG_MODE_INVALIDE, "Mode de comparaison invalide."],
  [
    "MSG_ERREUR_CHARGEMENT_ANALYSE",
    messages.MSG_ERREUR_CHARGEMENT_ANALYSE,
    "Erreur lors du chargement des données.",
  ],
  ["MSG_AUCUN_CRITERE", prix.MSG_AUCUN_CRITERE, "Veuillez sélectionner au moins un critère de regroupement."],
  [
    "MSG_AUCUN_CRITERE_AFFICHAGE",
    prix.MSG_AUCUN_CRITERE_AFFICHAGE,
    "Veuillez sélectionner au moins un critère de regroupement pour afficher les données.",
  ],
  [
    "MSG_ERREUR_ANALYSE_PRIX",
    prix.MSG_ERREUR_ANALYSE_PRIX,
    "Une erreur est survenue lors de la récupération des données d'analyse. Veuillez réessayer.",
  ],
  ["MSG_AUCUNE_SYNTHESE", prix.MSG_AUCUNE_SYNTHESE, "Aucune donnée de synthèse trouvée."],
  ["MSG_AUCUN_DETAIL", prix.MSG_AUCUN_DETAIL, "Aucune donnée de détail trouvée."],
  [
    "MSG_AUCUN_INCOHERENT",
    prix.MSG_AUCUN_INCOHERENT,
    "Aucun produit incohérent trouvé avec les critères actuels.",
  ],
  ["MSG_PERIODE_SUIVI_INVALIDE", production.MSG_PERIODE_SUIVI_INVALIDE, "Période invalide."],
  [
    "MSG_ERREUR_RESEAU_PROGRESSION",
    progression.MSG_ERREUR_RESEAU_PROGRESSION,
    "Erreur réseau lors de la récupération des données",
  ],
  ["MSG_ANNEE_INVALIDE", progression.MSG_ANNEE_INVALIDE, "L'année doit compter quatre chiffres."],
  [
    "MSG_ANNEES_INVERSEES",
    progression.MSG_ANNEES_INVERSEES,
    "L'année de début doit précéder l'année de fin.",
  ],
];

describe("analyse: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [comparaison, messages, prix, production, progression].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
