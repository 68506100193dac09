/**
 * The web-shop synchronisation (/wp, spec 03 sections 2.21, 4, 7): WooCommerce REST API v3. The
 * products marked "Afficher sur Wordpress" (centre vide `wordpress` = 1) become variable products, their
 * centres the variations. Pure rules: the steps, the batches, the retry delays, what to send.
 */

/** Progress steps (spec 03 section 9). */
export const WP_ETAPES = { lecture: 10, images: 30, produits: 60, variations: 80, fin: 100 } as const;
export const MSG_WP_ERREUR = "Une erreur est survenue.";
export const MSG_WP_EN_COURS = "Une synchronisation est déjà en cours.";
export const MSG_WP_NON_CONFIGURE =
  "La boutique WooCommerce n'est pas configurée (réglages wpUrl, wpCleClient, wpSecretClient).";
export const MSG_WP_ANNULEE = "Synchronisation annulée.";
export const MSG_WP_SYNCHRO_INTROUVABLE = "Synchronisation introuvable.";
export const MSG_WP_PAS_EN_COURS = "Cette synchronisation n'est pas en cours.";
export const MSG_WP_TERMINEE = "Synchronisation terminée.";
/** WooCommerce's batch endpoints take at most 100 items a call. */
export const WP_LOT_MAX = 100;
/** Attempts of one call on 429 and 5xx, the first included. */
export const WP_TENTATIVES = 4;

export type StatutWp = "en_cours" | "termine" | "erreur" | "annule";

export interface RunWp {
  id: number;
  debut: string;
  fin: string | null;
  utilisateur: string | null;
  statut: StatutWp;
  progression: number;
  message: string;
  journal: string[];
  crees: number;
  modifies: number;
  supprimes: number;
  images: number;
}

/** Items in batches of at most `taille`. */
export function lots<T>(items: readonly T[], taille = WP_LOT_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += taille) out.push(items.slice(i, i + taille));
  return out;
}

/** Should a call that answered `status` be tried again? 429 (too many requests) and 5xx. */
export function aReessayer(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * The wait before attempt `tentative` + 1 (1-based): the server's Retry-After when it gives one
 * (capped at 60 s), else exponential backoff from `baseMs` (base, 2 x base, 4 x base...).
 */
export function delaiReessai(tentative: number, retryAfterSecondes: number | null, baseMs: number): number {
  if (retryAfterSecondes !== null && retryAfterSecondes >= 0) return Math.min(retryAfterSecondes, 60) * 1000;
  return baseMs * 2 ** (tentative - 1);
}

/** What a product of the shop is made from: the centre vide and its priced centres. */
export interface CvWp {
  idCv: number;
  ref: string;
  ligne: string | null;
  image: string | null;
  centres: { idCentre: number; ref: string; description: string; prix: string; poidsG: string | null }[];
}

export const ATTRIBUT_REFERENCE = "Référence";

export function produitWoo(cv: CvWp, mediaId: number | null): Record<string, unknown> {
  return {
    name: cv.ligne ? `${cv.ligne} ${cv.ref}` : cv.ref,
    sku: cv.ref,
    type: "variable",
    status: "publish",
    images: mediaId === null ? [] : [{ id: mediaId }],
    attributes: [
      { name: ATTRIBUT_REFERENCE, visible: true, variation: true, options: cv.centres.map((c) => c.ref) },
    ],
  };
}

export function variationWoo(c: CvWp["centres"][number]): Record<string, unknown> {
  return {
    sku: `${c.ref}-${c.idCentre}`,
    description: c.description,
    regular_price: c.prix,
    ...(c.poidsG === null ? {} : { weight: c.poidsG }),
    attributes: [{ name: ATTRIBUT_REFERENCE, option: c.ref }],
  };
}

/** One item to reconcile: our key, the payload's fingerprint, and what we remember of it. */
export interface ElementSync<K> {
  cle: K;
  empreinte: string;
  /** The shop id remembered, and the fingerprint last sent. */
  memo: { wpId: number; empreinte: string } | null;
}

/**
 * What to send: created (never sent, or gone from the shop), updated (fingerprint changed), or
 * nothing (unchanged and still in the shop); remembered items no longer marked are deleted.
 */
export function planSync<K>(
  elements: readonly ElementSync<K>[],
  idsBoutique: ReadonlySet<number>,
  memoOrphelins: readonly { cle: K; wpId: number }[],
): { creer: K[]; modifier: { cle: K; wpId: number }[]; supprimer: { cle: K; wpId: number }[] } {
  const creer: K[] = [];
  const modifier: { cle: K; wpId: number }[] = [];
  for (const e of elements) {
    if (!e.memo || !idsBoutique.has(e.memo.wpId)) creer.push(e.cle);
    else if (e.memo.empreinte !== e.empreinte) modifier.push({ cle: e.cle, wpId: e.memo.wpId });
  }
  const supprimer = memoOrphelins.filter((o) => idsBoutique.has(o.wpId));
  return { creer, modifier, supprimer };
}
