/** French messages of the admin area, word for word from the spec where it gives them. */
export const MSG_LOGIN_INVALIDE = "Nom d'utilisateur ou mot de passe invalide";
export const MSG_LOGIN_TROP_TENTATIVES = "Trop de tentatives de connexion. Réessayez dans {s} secondes.";
export const MSG_SESSION_REQUISE = "Session expirée ou absente : veuillez vous reconnecter.";
export const MSG_ACCES_REFUSE = "Accès réservé à la direction.";
export const MSG_ROLE_REFUSE = "Votre profil ne donne pas accès au back-office.";
export const MSG_INTROUVABLE = "Enregistrement introuvable.";
export const MSG_REQUETE_INVALIDE = "Requête invalide.";
export const MSG_ORIGINE_REFUSEE = "Requête refusée : elle ne vient pas de l'application Écrin.";
export const MSG_TYPE_CONTENU = "Requête refusée : le contenu doit être envoyé en JSON.";
export const MSG_RESSOURCE_INCONNUE = "Ressource inconnue.";
export const MSG_ERREUR_SERVEUR = "Erreur interne : l'opération n'a pas été enregistrée.";
export const MSG_SUPPRESSION_IMPOSSIBLE_LIEE =
  "Suppression impossible : cet enregistrement est utilisé ailleurs.";
export const MSG_PAS_ENREGISTREMENT = "Pas d'enregistrement à afficher";

/** Said once after a save (issues 27.4, 28.5), word for word on screen. */
export const MSG_CLIENT_ENREGISTRE = "Client enregistré";
export const MSG_VENDEUR_ENREGISTRE = "Identité du vendeur enregistrée";
export const MSG_MOT_DE_PASSE_MODIFIE = "Mot de passe modifié";
export const MSG_COURS_ENREGISTRE = "Cours enregistré";
export const MSG_COURS_SUPPRIME = "Cours supprimé";
export const MSG_UTILISATEUR_ENREGISTRE = "Utilisateur enregistré";
export const MSG_UTILISATEUR_REACTIVE = "Utilisateur réactivé";
export const MSG_UTILISATEUR_DESACTIVE = "Utilisateur désactivé";
export const MSG_MOT_DE_PASSE_REINITIALISE = "Mot de passe réinitialisé";
export const msgUtilisateurAjoute = (login: string) => `Utilisateur ${login} ajouté`;
