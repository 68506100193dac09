import { describe, expect, it } from "vitest";
import * as catalogueMessages from "./catalogue-messages.ts";
import * as devisClient from "./devis-client.ts";
import * as devisPierres from "./devis-pierres.ts";
import * as devisSchema from "./devis-schema.ts";
import * as produitRecherche from "./produit-recherche.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  ["MSG_REF_DEJA_EXISTANTE", catalogueMessages.MSG_REF_DEJA_EXISTANTE, "Ref deja Existante"],
  [
    "MSG_COMBINAISON_DEJA_EXISTANTE",
    catalogueMessages.MSG_COMBINAISON_DEJA_EXISTANTE,
    "Combinaison ref et description deja existante",
  ],
  [
    "MSG_CONFIRMER_NOUVEAU_PRODUIT",
    catalogueMessages.MSG_CONFIRMER_NOUVEAU_PRODUIT,
    "Voulez-vous creer un nouveau produit ?",
  ],
  [
    "MSG_CHAMPS_NECESSAIRES",
    catalogueMessages.MSG_CHAMPS_NECESSAIRES,
    "Veuillez renseigner tous les champs necessaires",
  ],
  [
    "MSG_CHAMPS_NECESSAIRES_ETOILE",
    catalogueMessages.MSG_CHAMPS_NECESSAIRES_ETOILE,
    "Veuillez renseigner tous les champs necessaires *",
  ],
  ["MSG_REF_OBLIGATOIRE", catalogueMessages.MSG_REF_OBLIGATOIRE, "La ref est obligatoire."],
  ["MSG_NOMBRE_POSITIF", catalogueMessages.MSG_NOMBRE_POSITIF, "Saisissez un nombre positif ou nul."],
  [
    "MSG_QTE_ENTIER_POSITIF",
    catalogueMessages.MSG_QTE_ENTIER_POSITIF,
    "La quantité doit être un entier supérieur à 0.",
  ],
  [
    "MSG_POIDS_PIERRE_POSITIF",
    catalogueMessages.MSG_POIDS_PIERRE_POSITIF,
    "Le poids doit être un nombre de carats supérieur à 0.",
  ],
  ["MSG_CENTRE_VIDE_INTROUVABLE", catalogueMessages.MSG_CENTRE_VIDE_INTROUVABLE, "Centre vide introuvable."],
  ["MSG_CENTRE_INTROUVABLE", catalogueMessages.MSG_CENTRE_INTROUVABLE, "Centre introuvable."],
  [
    "MSG_LIGNE_PIERRE_INTROUVABLE",
    catalogueMessages.MSG_LIGNE_PIERRE_INTROUVABLE,
    "Ligne de pierre introuvable.",
  ],
  ["MSG_PIERRE_INTROUVABLE", catalogueMessages.MSG_PIERRE_INTROUVABLE, "Pierre introuvable."],
  ["MSG_QUALITE_INTROUVABLE", catalogueMessages.MSG_QUALITE_INTROUVABLE, "Qualité introuvable."],
  ["MSG_TYPE_INTROUVABLE", catalogueMessages.MSG_TYPE_INTROUVABLE, "Type de produit introuvable."],
  ["MSG_TARIF_INTROUVABLE", catalogueMessages.MSG_TARIF_INTROUVABLE, "Type tarif introuvable."],
  [
    "MSG_MODELE_HORS_CENTRE_VIDE",
    catalogueMessages.MSG_MODELE_HORS_CENTRE_VIDE,
    "Le centre modèle doit appartenir au centre vide choisi.",
  ],
  [
    "MSG_MAINTENANCE_PERIMEE",
    catalogueMessages.MSG_MAINTENANCE_PERIMEE,
    "Le catalogue a changé depuis l'aperçu : relancez l'aperçu avant d'appliquer.",
  ],
  [
    "MSG_MAINTENANCE_RIEN_A_FAIRE",
    catalogueMessages.MSG_MAINTENANCE_RIEN_A_FAIRE,
    "Rien à modifier : les centres ont déjà ces pierres.",
  ],
  ["MSG_DEVIS_TARIF_INCONNU", devisClient.MSG_DEVIS_TARIF_INCONNU, "Tarif inconnu."],
  [
    "MSG_DEVIS_PIERRE_LISTE_INCOMPLETE",
    devisPierres.MSG_DEVIS_PIERRE_LISTE_INCOMPLETE,
    "Choisissez une pierre et saisissez la quantité et le poids.",
  ],
  [
    "MSG_DEVIS_PIERRE_LIBRE_INCOMPLETE",
    devisPierres.MSG_DEVIS_PIERRE_LIBRE_INCOMPLETE,
    "Saisissez la description, la quantité, le poids, le prix et le coefficient.",
  ],
  [
    "MSG_DEVIS_QTE_INVALIDE",
    devisPierres.MSG_DEVIS_QTE_INVALIDE,
    "La quantité doit être un nombre entier supérieur à 0.",
  ],
  [
    "MSG_DEVIS_POIDS_INVALIDE",
    devisPierres.MSG_DEVIS_POIDS_INVALIDE,
    "Le poids doit être un nombre supérieur à 0.",
  ],
  ["MSG_DEVIS_PRIX_INVALIDE", devisPierres.MSG_DEVIS_PRIX_INVALIDE, "Le prix doit être un nombre positif."],
  [
    "MSG_DEVIS_COEFF_INVALIDE",
    devisPierres.MSG_DEVIS_COEFF_INVALIDE,
    "Le coefficient doit être un nombre supérieur à 0.",
  ],
  ["MSG_DEVIS_NOMBRE_POSITIF", devisSchema.MSG_DEVIS_NOMBRE_POSITIF, "Doit être un nombre positif."],
  ["MSG_DEVIS_RECHERCHE_COURTE", devisSchema.MSG_DEVIS_RECHERCHE_COURTE, "Saisissez au moins 2 caractères."],
  ["MSG_DEVIS_CLIENT_INCONNU", devisSchema.MSG_DEVIS_CLIENT_INCONNU, "Client introuvable."],
  ["MSG_DEVIS_PRODUIT_INCONNU", devisSchema.MSG_DEVIS_PRODUIT_INCONNU, "Produit introuvable."],
  [
    "MSG_DEVIS_COURS_MANQUANT",
    devisSchema.MSG_DEVIS_COURS_MANQUANT,
    "Cours manquant pour le devis : {ids}. Renseignez-le dans /cours.",
  ],
  [
    "MSG_RECHERCHE_PRODUIT_COURTE",
    produitRecherche.MSG_RECHERCHE_PRODUIT_COURTE,
    "Saisissez au moins 3 caractères (ou « sav »).",
  ],
  ["MSG_PRIX_PRODUIT_INTROUVABLE", produitRecherche.MSG_PRIX_PRODUIT_INTROUVABLE, "Produit introuvable."],
  ["MSG_CENTRE_ENREGISTRE", catalogueMessages.MSG_CENTRE_ENREGISTRE, "Centre enregistré"],
  ["MSG_PRODUIT_CREE", catalogueMessages.MSG_PRODUIT_CREE, "Produit créé"],
  ["MSG_PIERRE_SUPPRIMEE", catalogueMessages.MSG_PIERRE_SUPPRIMEE, "Pierre supprimée"],
  ["MSG_PIERRE_CENTRE_AJOUTEE", catalogueMessages.MSG_PIERRE_CENTRE_AJOUTEE, "Pierre ajoutée"],
  ["MSG_PIERRE_CENTRE_ENREGISTREE", catalogueMessages.MSG_PIERRE_CENTRE_ENREGISTREE, "Pierre enregistrée"],
  ["MSG_CV_ENREGISTRE", catalogueMessages.MSG_CV_ENREGISTRE, "Centre vide enregistré"],
  ["MSG_CV_AJOUTE", catalogueMessages.MSG_CV_AJOUTE, "Centre vide ajouté"],
  [
    'msgPierreRemplacee("Rubis 3 mm")',
    catalogueMessages.msgPierreRemplacee("Rubis 3 mm"),
    "Pierre « Rubis 3 mm » remplacée",
  ],
  [
    "msgMaintenanceAppliquee(Suppression CV Pierre, 2/3/1)",
    catalogueMessages.msgMaintenanceAppliquee("Suppression CV Pierre", {
      centres: 2,
      supprimees: 3,
      ajoutees: 1,
    }),
    "Suppression CV Pierre : 2 centres modifiés, 3 lignes supprimées, 1 ligne ajoutée",
  ],
];

describe("produits: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("resumeMaintenance: singular for one, plural beyond", () => {
    expect(catalogueMessages.resumeMaintenance({ centres: 1, supprimees: 0, ajoutees: 4 })).toBe(
      "1 centre modifié, 0 ligne supprimée, 4 lignes ajoutées",
    );
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [catalogueMessages, devisClient, devisPierres, devisSchema, produitRecherche].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
