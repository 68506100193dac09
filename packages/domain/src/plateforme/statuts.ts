/**
 * The lifecycle statuses of an invoice in the reform (XP Z12-012), carried by CDAR messages, with
 * their French labels. A refusal (210) or a dispute (207) carries a reason code.
 */
export const STATUTS_CYCLE_VIE = {
  200: "Déposée",
  201: "Émise par la plateforme",
  202: "Reçue par la plateforme",
  203: "Mise à disposition",
  204: "Prise en charge",
  205: "Approuvée",
  206: "Approuvée partiellement",
  207: "En litige",
  208: "Suspendue",
  209: "Complétée",
  210: "Refusée",
  211: "Paiement transmis",
  212: "Encaissée",
  213: "Rejetée",
} as const;

export type CodeStatut = keyof typeof STATUTS_CYCLE_VIE;

export const CODES_STATUT = Object.keys(STATUTS_CYCLE_VIE).map(Number) as CodeStatut[];

export function isCodeStatut(n: number): n is CodeStatut {
  return n in STATUTS_CYCLE_VIE;
}

export const libelleStatut = (code: CodeStatut): string => STATUTS_CYCLE_VIE[code];

/** The statuses the office must act on, listed first ("refusée", "en litige", "rejetée"). */
export const STATUTS_A_TRAITER: readonly CodeStatut[] = [210, 207, 213];

/**
 * Sort rank of a document's last status on the lists: refused, disputed, rejected first, then the
 * others in their number order; a document with no status yet last.
 */
export function rangStatut(code: CodeStatut | null): number {
  if (code === null) return 1000;
  const i = STATUTS_A_TRAITER.indexOf(code);
  return i >= 0 ? i : code;
}

/**
 * Which status is a document's current one: the latest by date; on the same instant, the higher
 * code (a lifecycle moves forward: 203 after 202). Statuses may arrive out of order (polling and
 * webhook both) and twice: the current one never goes back.
 */
export function statutCourant<T extends { code: CodeStatut; date: string }>(statuts: readonly T[]): T | null {
  let out: T | null = null;
  for (const s of statuts) {
    if (out === null || s.date > out.date || (s.date === out.date && s.code > out.code)) out = s;
  }
  return out;
}

/** A rejected invoice (213) was never issued in law: the platform refused it before delivery. */
export const estRejetee = (code: CodeStatut | null): boolean => code === 213;

/** A refused invoice (210) is cancelled by a credit note: the screen offers it. */
export const offreAvoir = (code: CodeStatut | null): boolean => code === 210;

/** Encaissée (212) may be recorded by the seller once the invoice reached its buyer, and not twice. */
export function peutEncaisser(code: CodeStatut | null): boolean {
  return code !== null && code !== 212 && code !== 213 && code !== 210 && code >= 203;
}

/** The statuses a seller sends itself (CDAR CustomerInvoiceLC): Encaissée. */
export const STATUTS_EMIS_PAR_LE_VENDEUR: readonly CodeStatut[] = [212];
