import { describe, expect, it } from "vitest";
import * as baguier from "./baguier.ts";
import * as client from "./client.ts";
import * as cours from "./cours.ts";
import * as messages from "./messages.ts";
import * as vendeur from "./reglages-vendeur.ts";
import * as systeme from "./systeme.ts";
import * as tentatives from "./tentatives.ts";
import * as utilisateurs from "./utilisateurs.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  [
    "MSG_IMPRIMER_100",
    baguier.MSG_IMPRIMER_100,
    "Imprimer à 100 % (taille réelle : décochez « Ajuster à la page »). La barre ci-dessous doit mesurer exactement 10 cm.",
  ],
  ["MSG_CLIENT_NOM_OBLIGATOIRE", client.MSG_CLIENT_NOM_OBLIGATOIRE, "Le nom est obligatoire."],
  ["MSG_CLIENT_CP_INVALIDE", client.MSG_CLIENT_CP_INVALIDE, "Le code postal doit comporter 5 chiffres."],
  ["MSG_CLIENT_PARENT_INVALIDE", client.MSG_CLIENT_PARENT_INVALIDE, "Le client parent est introuvable."],
  ["MSG_CLIENT_NOM_TROP_LONG", client.MSG_CLIENT_NOM_TROP_LONG, "Le nom fait 100 caractères au plus."],
  ["MSG_CLIENT_SIREN_FORMAT", client.MSG_CLIENT_SIREN_FORMAT, "Le SIREN doit comporter 9 chiffres."],
  [
    "MSG_CLIENT_SIREN_CLE",
    client.MSG_CLIENT_SIREN_CLE,
    "SIREN invalide : la clé de contrôle ne correspond pas.",
  ],
  [
    "MSG_CLIENT_TVA_FORMAT",
    client.MSG_CLIENT_TVA_FORMAT,
    "Le numéro de TVA s'écrit FR, 2 chiffres de clé puis les 9 chiffres du SIREN.",
  ],
  [
    "MSG_CLIENT_TVA_SIREN",
    client.MSG_CLIENT_TVA_SIREN,
    "Numéro de TVA invalide : le SIREN qu'il contient n'est pas valide.",
  ],
  [
    "MSG_CLIENT_TVA_CLE",
    client.MSG_CLIENT_TVA_CLE,
    "Numéro de TVA invalide : la clé ne correspond pas au SIREN.",
  ],
  [
    "MSG_CLIENT_TVA_AUTRE_SIREN",
    client.MSG_CLIENT_TVA_AUTRE_SIREN,
    "Le numéro de TVA ne correspond pas au SIREN du client.",
  ],
  [
    "MSG_CLIENT_IBAN_FORMAT",
    client.MSG_CLIENT_IBAN_FORMAT,
    "IBAN invalide : 2 lettres du pays, 2 chiffres de clé puis 11 à 30 lettres ou chiffres.",
  ],
  [
    "MSG_CLIENT_IBAN_CLE",
    client.MSG_CLIENT_IBAN_CLE,
    "IBAN invalide : la clé de contrôle ne correspond pas.",
  ],
  [
    "MSG_CLIENT_BIC_INVALIDE",
    client.MSG_CLIENT_BIC_INVALIDE,
    "Le BIC comporte 8 ou 11 lettres ou chiffres (ex. BNPAFRPP).",
  ],
  ["MSG_CLIENT_EMAIL_INVALIDE", client.MSG_CLIENT_EMAIL_INVALIDE, "Adresse e-mail invalide."],
  [
    "MSG_CLIENT_DELAI_INVALIDE",
    client.MSG_CLIENT_DELAI_INVALIDE,
    "Délai de paiement invalide : 0, 30, 45 ou 60 jours.",
  ],
  [
    "MSG_CLIENT_CYCLE",
    client.MSG_CLIENT_CYCLE,
    "Un client ne peut pas être rattaché à l'une de ses propres agences.",
  ],
  ["MSG_COURS_NOM_OBLIGATOIRE", cours.MSG_COURS_NOM_OBLIGATOIRE, "Le nom est obligatoire."],
  ["MSG_COURS_VALEUR_NOMBRE", cours.MSG_COURS_VALEUR_NOMBRE, "La valeur doit être un nombre."],
  [
    "MSG_COURS_UTILISE",
    cours.MSG_COURS_UTILISE,
    "Ce cours est utilisé par les calculs : suppression impossible.",
  ],
  ["MSG_LOGIN_INVALIDE", messages.MSG_LOGIN_INVALIDE, "Nom d'utilisateur ou mot de passe invalide"],
  [
    "MSG_LOGIN_TROP_TENTATIVES",
    messages.MSG_LOGIN_TROP_TENTATIVES,
    "Trop de tentatives de connexion. Réessayez dans {s} secondes.",
  ],
  [
    "MSG_SESSION_REQUISE",
    messages.MSG_SESSION_REQUISE,
    "Session expirée ou absente : veuillez vous reconnecter.",
  ],
  ["MSG_ACCES_REFUSE", messages.MSG_ACCES_REFUSE, "Accès réservé à la direction."],
  ["MSG_ROLE_REFUSE", messages.MSG_ROLE_REFUSE, "Votre profil ne donne pas accès au back-office."],
  ["MSG_INTROUVABLE", messages.MSG_INTROUVABLE, "Enregistrement introuvable."],
  ["MSG_REQUETE_INVALIDE", messages.MSG_REQUETE_INVALIDE, "Requête invalide."],
  [
    "MSG_ORIGINE_REFUSEE",
    messages.MSG_ORIGINE_REFUSEE,
    "Requête refusée : elle ne vient pas de l'application Écrin.",
  ],
  ["MSG_TYPE_CONTENU", messages.MSG_TYPE_CONTENU, "Requête refusée : le contenu doit être envoyé en JSON."],
  ["MSG_RESSOURCE_INCONNUE", messages.MSG_RESSOURCE_INCONNUE, "Ressource inconnue."],
  [
    "MSG_ERREUR_SERVEUR",
    messages.MSG_ERREUR_SERVEUR,
    "Erreur interne : l'opération n'a pas été enregistrée.",
  ],
  [
    "MSG_SUPPRESSION_IMPOSSIBLE_LIEE",
    messages.MSG_SUPPRESSION_IMPOSSIBLE_LIEE,
    "Suppression impossible : cet enregistrement est utilisé ailleurs.",
  ],
  ["MSG_PAS_ENREGISTREMENT", messages.MSG_PAS_ENREGISTREMENT, "Pas d'enregistrement à afficher"],
  ["MSG_AUCUNE_SAUVEGARDE", systeme.MSG_AUCUNE_SAUVEGARDE, "Aucune sauvegarde trouvée."],
  [
    "MSG_MOT_DE_PASSE_TROP_TENTATIVES",
    tentatives.MSG_MOT_DE_PASSE_TROP_TENTATIVES,
    "Trop d'essais du mot de passe actuel. Réessayez dans {s} secondes.",
  ],
  [
    "MSG_MOT_DE_PASSE_COURT",
    utilisateurs.MSG_MOT_DE_PASSE_COURT,
    "Le mot de passe doit comporter au moins 10 caractères.",
  ],
  ["MSG_LOGIN_OBLIGATOIRE", utilisateurs.MSG_LOGIN_OBLIGATOIRE, "L'identifiant est obligatoire."],
  [
    "MSG_LOGIN_FORMAT",
    utilisateurs.MSG_LOGIN_FORMAT,
    "L'identifiant ne peut contenir que des lettres, chiffres, points, tirets et soulignés.",
  ],
  ["MSG_NOM_OBLIGATOIRE", utilisateurs.MSG_NOM_OBLIGATOIRE, "Le nom est obligatoire."],
  [
    "MSG_ROLE_INVALIDE",
    utilisateurs.MSG_ROLE_INVALIDE,
    "Rôle invalide : 1 (direction), 6 (bureau) ou 3 (boutique).",
  ],
  ["MSG_LOGIN_EXISTE", utilisateurs.MSG_LOGIN_EXISTE, "Cet identifiant est déjà utilisé."],
  [
    "MSG_DERNIER_DIRECTION",
    utilisateurs.MSG_DERNIER_DIRECTION,
    "Impossible : c'est le dernier utilisateur actif de rôle 1 (direction).",
  ],
  ["MSG_SE_DESACTIVER", utilisateurs.MSG_SE_DESACTIVER, "Vous ne pouvez pas désactiver votre propre compte."],
  [
    "MSG_MOT_DE_PASSE_ACTUEL_FAUX",
    utilisateurs.MSG_MOT_DE_PASSE_ACTUEL_FAUX,
    "Le mot de passe actuel est incorrect.",
  ],
  ["MSG_UTILISATEUR_INTROUVABLE", utilisateurs.MSG_UTILISATEUR_INTROUVABLE, "Utilisateur introuvable."],
  [
    "MSG_AUCUNE_MODIFICATION",
    utilisateurs.MSG_AUCUNE_MODIFICATION,
    "Aucune modification à enregistrer : indiquez le nom, le rôle, l'agence ou l'état.",
  ],
  ["MSG_SIRET_FORMAT", vendeur.MSG_SIRET_FORMAT, "Le SIRET doit comporter 14 chiffres."],
  ["MSG_SIRET_CLE", vendeur.MSG_SIRET_CLE, "SIRET invalide : la clé de contrôle ne correspond pas."],
  ["MSG_SIRET_SIREN", vendeur.MSG_SIRET_SIREN, "Le SIRET ne commence pas par le SIREN du vendeur."],
  [
    "MSG_VENDEUR_OBLIGATOIRE",
    vendeur.MSG_VENDEUR_OBLIGATOIRE,
    "Obligatoire : il est imprimé sur chaque facture.",
  ],
  [
    "MSG_VENDEUR_TVA_AUTRE_SIREN",
    vendeur.MSG_VENDEUR_TVA_AUTRE_SIREN,
    "Le numéro de TVA ne correspond pas au SIREN du vendeur.",
  ],
  ["MSG_CLIENT_ENREGISTRE", messages.MSG_CLIENT_ENREGISTRE, "Client enregistré"],
  ["MSG_VENDEUR_ENREGISTRE", messages.MSG_VENDEUR_ENREGISTRE, "Identité du vendeur enregistrée"],
  ["MSG_MOT_DE_PASSE_MODIFIE", messages.MSG_MOT_DE_PASSE_MODIFIE, "Mot de passe modifié"],
  ["MSG_COURS_ENREGISTRE", messages.MSG_COURS_ENREGISTRE, "Cours enregistré"],
  ["MSG_COURS_SUPPRIME", messages.MSG_COURS_SUPPRIME, "Cours supprimé"],
  ["MSG_UTILISATEUR_ENREGISTRE", messages.MSG_UTILISATEUR_ENREGISTRE, "Utilisateur enregistré"],
  ["MSG_UTILISATEUR_REACTIVE", messages.MSG_UTILISATEUR_REACTIVE, "Utilisateur réactivé"],
  ["MSG_UTILISATEUR_DESACTIVE", messages.MSG_UTILISATEUR_DESACTIVE, "Utilisateur désactivé"],
  ["MSG_MOT_DE_PASSE_REINITIALISE", messages.MSG_MOT_DE_PASSE_REINITIALISE, "Mot de passe réinitialisé"],
  ['msgUtilisateurAjoute("marie")', messages.msgUtilisateurAjoute("marie"), "Utilisateur marie ajouté"],
];

describe("admin: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [baguier, client, cours, messages, systeme, tentatives, utilisateurs, vendeur].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
