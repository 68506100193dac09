/**
 * The special ids the old system hard-codes. They are settings (table `parametre`) with these
 * defaults; code reads them from the loaded settings object, never as literals.
 */
export const DEFAULT_SETTINGS = {
  /** Client that receives returned stock and stock OFs (spec 01 section 9, spec 02 section 9). */
  clientStock: 249,
  /** Client of the alternate invoicing channel (spec 01 section 4). */
  clientCanalAlternatif: 502,
  /** Line name (upper case) that selects the alternate channel. */
  nomLigneCanalAlternatif: "EXTENSIA",
  /** Product of the stock OFs created by the OF tools. */
  produitStock: 619,
  /** Metal type of the stock OFs. */
  typeMetalStock: 1001,
  /** Supplier whose metal defaults to `metalFournisseurSpecial` in the ledger. */
  fournisseurMetalSpecial: 12,
  metalFournisseurSpecial: 3,
  /**
   * The refiner's supplier record (four_id), whose name and address the police register writes for
   * the refiner's ledger (issue 25 point 3); 0 = none set: a refiner movement that writes a register
   * entry is refused (PARTIE_SANS_ADRESSE) until a supplier with an address is chosen (migration 0036).
   */
  fournisseurAffineur: 0,
  /** Supplier type listed by the gold form and the metal ledger. */
  typeFournisseurOr: 998,
  /** Default metal of the ledger (gold). */
  metalParDefaut: 1,
  /**
   * Gold price source (issue 15): the URL answering JSON, and its format "<path>;<unit>" with unit
   * once (troy ounce), gramme or kg, e.g. "price;once". Empty = no source (typed by hand on /cours).
   */
  coursOrUrl: "",
  coursOrFormat: "",
  /**
   * WooCommerce shop of /wp (REST API v3, issue 17): its URL, consumer key and secret. Server-side
   * only (never sent to the browser); empty = sync not configured.
   */
  wpUrl: "",
  wpCleClient: "",
  wpSecretClient: "",
  /**
   * Approved e-invoicing platform (XP Z12-013, issue 30): base URL (Flow Service under
   * `/flow-service/v1`, Directory Service under `/directory-service/v1`), OAuth2 token URL (empty =
   * `<base>/oauth/token`), client credentials, polling interval and the webhook's shared secret.
   * Server-side only (never sent to the browser); empty URL = not connected, invoices wait in the outbox.
   */
  plateformeUrl: "",
  plateformeUrlJeton: "",
  plateformeClientId: "",
  plateformeClientSecret: "",
  plateformeIntervalleSecondes: 60,
  plateformeSecretWebhook: "",
  /** Where refused roles are sent. */
  urlSitePublic: "https://www.example.com/",
  /** External print pages of the Impression menu (spec 01 section 2); empty = not configured. */
  urlImpressionLivreReference: "",
  urlImpressionLignes: "",
  urlImpressionBaguier: "",
  urlImpressionRegistrePolice: "",
  /**
   * The seller printed on invoices, credit notes and bills (French B2B mentions, code de commerce
   * L441-9 and CGI 242 nonies A): placeholders to be set with `npm run setting`.
   */
  vendeurRaisonSociale: "Écrin Joaillerie",
  vendeurFormeJuridique: "SAS",
  vendeurCapital: "100 000 €",
  vendeurSiren: "123456782",
  vendeurSiret: "12345678200010",
  vendeurRcs: "RCS Paris 123 456 782",
  vendeurTva: "FR11123456782",
  vendeurAdresse: "12 rue de la Paix",
  vendeurCp: "75002",
  vendeurVille: "Paris",
  vendeurTelephone: "01 23 45 67 89",
  vendeurEmail: "contact@example.com",
  vendeurIban: "FR76 3000 6000 0112 3456 7890 189",
  /**
   * Bank remittance of customer bills (CFONB 160 LCR file, issue 18): the numéro national d'émetteur
   * the bank gave (6 digits; empty = zeros, when the bank asks none) and the seller's bank as the
   * file's header names it (domiciliation, e.g. "BNP PARIBAS PARIS OPERA").
   */
  lcrNumeroEmetteur: "",
  lcrDomiciliation: "",
  /** Late-payment penalty rate printed on invoices (with the 40 € fixed recovery indemnity). */
  penalitesRetard: "3 fois le taux d'intérêt légal",
  /** Accounting export (Quadra, FEC): sales journal and accounts; client account = prefix + client id. */
  journalVentes: "VT",
  /**
   * Sales accounts per VAT category (issue 25 point 7): 20 % sales (S), zero-rated (Z), exempt (E),
   * reverse charge on gold material (AE "Autoliquidation"); the port invoiced (PCG 7085).
   */
  compteVentes: "70700000",
  compteVentesTauxZero: "70710000",
  compteVentesExonerees: "70720000",
  compteVentesAutoliquidation: "70730000",
  comptePort: "70850000",
  /** VAT collected: the account per rate ("taux=compte;..."), the default one for a rate not listed. */
  comptesTvaParTaux: "20=44571200;10=44571100;5,5=44571050;2,1=44571020",
  compteTvaCollectee: "44571000",
  compteClientPrefixe: "411",
  /**
   * Payments journal (issue 25 point 8): an invoice's payment to the bank account, a remittance of
   * bills of exchange to "effets à l'encaissement" (PCG 5113).
   */
  journalReglements: "BQ",
  compteBanque: "51200000",
  compteEffetsEncaissement: "51130000",
  /**
   * Purchases journal (issue 30 point 4): approved supplier invoices, HT to class 60 by what was bought
   * (PCG 6011 precious metal and 6012 stones, raw materials; 604 services bought for the production),
   * VAT to 44566 (deductible on goods and services), TTC to the supplier: prefix + supplier id (401).
   */
  journalAchats: "AC",
  compteAchatsMetal: "60110000",
  compteAchatsPierres: "60120000",
  compteAchatsServices: "60400000",
  compteTvaDeductible: "44566000",
  compteFournisseurPrefixe: "401",
  /**
   * Reverse-charge gold bought (CGI art. 283-2 sexies, AE lines): the VAT the office self-assesses,
   * deductible (44566) against due (PCG 4452 "TVA due intracommunautaire", kept for VAT owed as buyer).
   */
  compteTvaDeductibleAutoliquidation: "44566000",
  compteTvaDueAutoliquidation: "44520000",
  /** Days a client quote of /devis holds its price (printed "Devis valable jusqu'au ..."). */
  validiteDevisJours: 30,
} as const;

export type Settings = {
  -readonly [K in keyof typeof DEFAULT_SETTINGS]: (typeof DEFAULT_SETTINGS)[K] extends number
    ? number
    : string;
};

export type SettingKey = keyof Settings;

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** Builds the settings from stored key/value pairs, falling back on defaults; unknown keys are ignored. */
export function settingsFrom(stored: ReadonlyArray<{ cle: string; valeur: string }>): Settings {
  const out: Settings = { ...DEFAULT_SETTINGS };
  for (const { cle, valeur } of stored) {
    if (!(cle in DEFAULT_SETTINGS)) continue;
    const key = cle as SettingKey;
    if (typeof DEFAULT_SETTINGS[key] === "number") {
      const n = Number(valeur);
      if (Number.isInteger(n)) (out as Record<SettingKey, number | string>)[key] = n;
    } else {
      (out as Record<SettingKey, number | string>)[key] = valeur;
    }
  }
  return out;
}
