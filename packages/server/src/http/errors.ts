import {
  MSG_ERREUR_SERVEUR,
  MSG_REQUETE_INVALIDE,
  MSG_SUPPRESSION_IMPOSSIBLE_LIEE,
  type RefusAchat,
  type RefusAdmin,
  type RefusAnalyse,
  type RefusAtelier,
  type RefusAvoir,
  type RefusCompta,
  type RefusDocument,
  type RefusFacturation,
  type RefusImages,
  type RefusMetal,
  type RefusOf,
  type RefusPierres,
  type RefusPlateforme,
  type RefusProduits,
  type RefusRegistre,
  type RefusRequete,
  type RefusStock,
  type RefusTentative,
  type RefusUtilisateur,
  refusPartieSansAdresse,
} from "@ecrin/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import {
  PG_FOREIGN_KEY_VIOLATION,
  PG_PARTIE_SANS_ADRESSE,
  PG_UNIQUE_VIOLATION,
  pgError,
  pgErrorCode,
} from "../db/pg-errors.ts";

/** An expected refusal, with the spec's French message; services throw it, the handler answers it. */
export class BusinessError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly code?: string,
    /** What the screen needs besides the message to ask the user (e.g. OF_AILLEURS: ouvrier, dateEnvoi). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "BusinessError";
  }
}

/** Every code a domain rule refuses with (each area's union). */
export type CodeRefus = (
  | RefusOf
  | RefusAtelier
  | RefusStock
  | RefusAvoir
  | RefusFacturation
  | RefusCompta
  | RefusUtilisateur
  | RefusTentative
  | RefusPierres
  | RefusRegistre
  | RefusAchat
  | RefusAdmin
  | RefusImages
  | RefusMetal
  | RefusAnalyse
  | RefusProduits
  | RefusRequete
  | RefusDocument
  | RefusPlateforme
)["code"];

/**
 * THE table from a refusal's code to its HTTP status: 404 what is not there, 409 a state that forbids
 * the action, 400 a value that can never be accepted. Nothing else picks a status for a refusal.
 */
const STATUT_HTTP: Record<CodeRefus, number> = {
  // of
  OF_NON_TROUVE: 404,
  OF_VERROUILLE: 409,
  TRANSITION_INTERDITE: 409,
  OF_SANS_PRIX: 409,
  OF_SANS_POIDS: 409,
  STATUT_STOCK_MANUEL: 409,
  OF_IDENTIQUES: 409,
  OF_EN_STOCK: 409,
  PRODUITS_DIFFERENTS: 409,
  OF_PAS_STOCK: 409,
  OF_CIBLE_STOCK: 409,
  OF_SUPPRESSION_STATUT: 409,
  OF_SUPPRESSION_LIGNES: 409,
  OF_SUPPRESSION_LIEE: 409,
  PAS_D_ENREGISTREMENT: 404,
  TROP_D_OFS: 400,
  DATE_LIVRAISON_INVALIDE: 400,
  JOUR_NON_OUVRE: 400,
  REFERENCE_INCONNUE: 400,
  OF_LIGNE_INVALIDE: 400,
  PARAMETRES_STOCK_INCONNUS: 409,
  TVA_OF_INVALIDE: 400,
  PERIODE_INVERSEE: 400,
  BESOIN_CLE_INVALIDE: 400,
  // atelier
  OUVRIER_INTROUVABLE: 404,
  OUVRIER_INACTIF: 409,
  OF_DEJA_PRESENT: 409,
  OF_AILLEURS: 409,
  LIGNE_INTROUVABLE: 404,
  LIGNE_DEJA_PESEE: 409,
  LIGNE_DEJA_RENDUE: 409,
  LIGNE_NON_RENDUE: 409,
  OF_DEJA_FINALISE: 409,
  LIGNES_NON_RENDUES: 409,
  PESEE_IMPOSSIBLE: 409,
  BOITE_OR_DEJA_PESEE: 409,
  BOITE_OR_INTROUVABLE: 404,
  JOAILLIER_INTROUVABLE: 404,
  // pierres
  LOT_INTROUVABLE: 404,
  LOT_HORS_STOCK: 409,
  POIDS_SUPERIEUR_RESTE: 409,
  PIECES_SUPERIEURES_RESTE: 409,
  ALIMENTATION_INTROUVABLE: 404,
  ALIMENTATION_DEJA_PRESENTE: 409,
  RETOUR_INTROUVABLE: 404,
  PIERRE_EXISTANTE: 409,
  PIERRE_INCONNUE: 404,
  TARIF_PIERRE_INTROUVABLE: 404,
  FOURNISSEUR_OBLIGATOIRE: 404,
  PIERRE_OBLIGATOIRE: 404,
  ETAT_OBLIGATOIRE: 404,
  // stock
  OF_DEJA_EN_STOCK: 409,
  OF_NON_LIVRE: 409,
  PAS_EN_STOCK: 409,
  CONFIE_PLUSIEURS_CLIENTS: 409,
  CLIENT_INCONNU: 404,
  PLATEAU_INCONNU: 404,
  PIECE_DEJA_RESERVEE: 409,
  COMMANDE_DEJA_SERVIE: 409,
  PAS_UNE_COMMANDE: 409,
  PRODUIT_DIFFERENT: 409,
  PRODUIT_PROCHE: 409,
  NON_RESERVE: 409,
  // facturation
  FACTURE_INTROUVABLE: 404,
  FACTURE_AUTRE_CLIENT: 409,
  AVOIR_DEPASSE_FACTURE: 409,
  OF_PAS_PRET_A_FACTURER: 409,
  OF_DEJA_FACTURE: 409,
  RESERVATION_CHANGEE: 409,
  RESERVATIONS_MULTIPLES: 409,
  GROUPE_DIFFERENT: 409,
  TVA_INCONNUE: 409,
  CLIENT_FACTURE_INCONNU: 409,
  AUTOLIQUIDATION_SANS_TVA: 409,
  AVOIR_CLIENT_INCONNU: 400,
  AVOIR_TVA_NORMALE_INCONNUE: 409,
  AVOIR_INTROUVABLE: 404,
  // compta
  REGLAGES_COMPTA_INVALIDES: 409,
  CLIENTS_SANS_COMPTE: 409,
  TROP_D_ECRITURES_QUADRA: 409,
  TRAITE_INTROUVABLE: 404,
  TRAITE_CLIENT_INCONNU: 400,
  TRAITE_BANQUE_INCONNUE: 400,
  TRAITE_FOURNISSEUR_INCONNU: 400,
  NUM_EFFET_UTILISE: 409,
  TRAITE_FACTURE_INTROUVABLE: 404,
  TRAITE_FACTURE_AUTRE_CLIENT: 409,
  TRAITE_FACTURE_DEJA_REGLEE: 409,
  REMISE_INTROUVABLE: 404,
  LCR_IBAN_VENDEUR: 400,
  LCR_NUMERO_EMETTEUR: 400,
  LCR_DOMICILIATION: 400,
  LCR_CLIENT_SANS_IBAN: 400,
  LCR_SELECTION_VIDE: 400,
  LCR_TRAITES_HORS_REMISE: 400,
  LCR_AUCUNE_TRAITE: 400,
  LCR_TRAITES_DEJA_REMISES: 409,
  // registre (a supplier without an address, refused by the register's trigger)
  PARTIE_SANS_ADRESSE: 409,
  // plateforme (e-invoicing)
  DOCUMENT_NON_ENVOYE: 404,
  ENCAISSEMENT_IMPOSSIBLE: 409,
  WEBHOOK_REFUSE: 401,
  PLATEFORME_NON_CONFIGUREE: 409,
  // admin (users)
  DERNIER_DIRECTION: 409,
  SE_DESACTIVER: 409,
  // achats (received supplier invoices)
  ACHAT_INTROUVABLE: 404,
  ACHAT_DECISION_IMPOSSIBLE: 409,
  ACHAT_FACTURE_INVALIDE: 409,
  ACHAT_MOTIF_INVALIDE: 400,
  // admin (password checks slowed down)
  TROP_TENTATIVES: 429,
  // admin (clients, rates, users, login)
  CLIENT_INTROUVABLE: 404,
  CLIENT_PARENT_INVALIDE: 400,
  CLIENT_CYCLE: 400,
  COURS_INTROUVABLE: 404,
  COURS_UTILISE: 409,
  UTILISATEUR_INTROUVABLE: 404,
  LOGIN_EXISTE: 409,
  MOT_DE_PASSE_ACTUEL_FAUX: 400,
  LOGIN_INVALIDE: 401,
  ROLE_REFUSE: 403,
  // images
  IMAGE_INTROUVABLE: 404,
  IMAGE_SANS_FICHIER: 404,
  IMAGE_PRODUIT_INTROUVABLE: 404,
  IMAGE_NOM_INVALIDE: 400,
  IMAGE_EXISTE: 409,
  IMAGE_FICHIER_ABSENT: 400,
  IMAGE_TROP_LOURDE: 413,
  IMAGE_ENVOI_ILLISIBLE: 400,
  IMAGE_REFUSEE: 400,
  IMAGE_TROP_GRANDE: 400,
  IMAGE_FORMAT: 400,
  IMAGE_COMPRESSION: 422,
  MINIATURE_TAILLE: 400,
  SVG_SANS_CONTOUR: 400,
  WP_NON_CONFIGURE: 409,
  WP_EN_COURS: 409,
  WP_PAS_EN_COURS: 409,
  WP_SYNCHRO_INTROUVABLE: 404,
  // metal
  METAL_INCONNU: 400,
  METAL_CLIENT_INCONNU: 400,
  FOURNISSEUR_OR_REQUIS: 400,
  MOUVEMENT_INTROUVABLE: 404,
  RECEPTION_INTROUVABLE: 404,
  COMPTE_INCONNU: 404,
  FOURNISSEUR_INTROUVABLE: 404,
  // analyse
  TRANCHE_INVALIDE: 400,
  // produits
  CENTRE_INTROUVABLE: 404,
  CENTRE_VIDE_INTROUVABLE: 404,
  CENTRE_VIDE_INCONNU: 400,
  TARIF_INTROUVABLE: 400,
  TYPE_INTROUVABLE: 400,
  PIERRE_INTROUVABLE: 400,
  QUALITE_INTROUVABLE: 400,
  LIGNE_PIERRE_INTROUVABLE: 404,
  REF_DEJA_EXISTANTE: 409,
  COMBINAISON_DEJA_EXISTANTE: 409,
  MODELE_HORS_CENTRE_VIDE: 400,
  MAINTENANCE_PERIMEE: 409,
  COURS_PRIX_MANQUANT: 409,
  PRIX_PRODUIT_INTROUVABLE: 404,
  DEVIS_COURS_MANQUANT: 409,
  DEVIS_PRODUIT_INCONNU: 404,
  DEVIS_CLIENT_INCONNU: 404,
  // every area: an Idempotency-Key sent again with another body
  CLE_ENVOI_AUTRE_DEMANDE: 422,
  // documents (server/src/pdf/pool.ts): the server is fine, this document is not made now
  DOCUMENT_TROP_LOURD: 503,
  DOCUMENTS_EN_ATTENTE: 503,
};

/**
 * Throws a refusal: its message and code, with the status of the table above; any other field of the
 * refusal (the worker and date of OF_AILLEURS, the redirect of ROLE_REFUSE) goes to the answer as it is.
 * The only way a service or a route refuses (`scripts/check-refus.ts` keeps it so).
 */
export function refus<R extends { code: CodeRefus; message: string }>(
  r: R,
  fieldErrors?: Record<string, string>,
): never {
  const { code, message, ...details } = r;
  const extra = Object.keys(details).length > 0 ? details : undefined;
  throw new BusinessError(STATUT_HTTP[code], message, fieldErrors, code, extra);
}

/** A refusal about one field of the form: its message is also that field's. */
export function refusChamp(r: { code: CodeRefus; message: string }, champ: string): never {
  return refus(r, { [champ]: r.message });
}

function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join(".") || "_";
    out[key] ??= i.message;
  }
  return out;
}

/** Every failure leaves as a French message with a 4xx, or a logged 500 that reveals nothing. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BusinessError | ZodError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.status(error.status).send({
        ...error.details,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.code ? { code: error.code } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fieldErrors[key] ??= v.message ?? MSG_REQUETE_INVALIDE;
      }
      const first = Object.values(fieldErrors)[0] ?? MSG_REQUETE_INVALIDE;
      return reply.status(400).send({ message: first, fieldErrors });
    }
    if (error instanceof ZodError) {
      const fieldErrors = fieldErrorsOf(error.issues);
      return reply
        .status(400)
        .send({ message: error.issues[0]?.message ?? MSG_REQUETE_INVALIDE, fieldErrors });
    }
    const pgCode = pgErrorCode(error);
    if (pgCode === PG_PARTIE_SANS_ADRESSE) {
      const r = refusPartieSansAdresse(pgError(error)?.detail ?? "");
      return reply.status(STATUT_HTTP[r.code]).send({ message: r.message, code: r.code });
    }
    if (pgCode === PG_FOREIGN_KEY_VIOLATION) {
      return reply.status(409).send({ message: MSG_SUPPRESSION_IMPOSSIBLE_LIEE });
    }
    if (pgCode === PG_UNIQUE_VIOLATION) {
      return reply.status(409).send({ message: "Cet enregistrement existe déjà." });
    }
    if (pgCode === "23514" || pgCode === "22003" || pgCode === "22P02") {
      return reply.status(400).send({ message: MSG_REQUETE_INVALIDE });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: MSG_REQUETE_INVALIDE });
    }
    request.log.error(
      { err: error, method: request.method, route: request.routeOptions.url ?? request.url },
      "erreur inattendue",
    );
    return reply.status(500).send({ message: MSG_ERREUR_SERVEUR });
  });
}
