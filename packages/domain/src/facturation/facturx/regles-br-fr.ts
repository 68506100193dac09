import type { CiiLu, Violation } from "./cii-lu.ts";

/**
 * The French rules (BR-FR, norme XP Z12-012, FNFE-MPE schematron for Factur-X / CII) that apply to a
 * CII invoice or credit note's header, parties and VAT, beside the EN 16931 ones. Written from the
 * published rule set, one check per rule identifier; the lines' own attributes (BG-32) and the
 * extension parties (EXT-FR-FE) are not read here.
 */

/** BR-FR-04: the document types the French platforms accept (UNTDID 1001 subset). */
export const TYPES_DOCUMENT_FR = [
  "380",
  "389",
  "393",
  "501",
  "386",
  "500",
  "384",
  "471",
  "472",
  "473",
  "261",
  "262",
  "381",
  "396",
  "502",
  "503",
] as const;
/** BR-FR-08: the billing modes (BT-23): B goods, S services, M mixed; 1 a plain invoice to be paid. */
export const MODES_FACTURATION = [
  "B1",
  "S1",
  "M1",
  "B2",
  "S2",
  "M2",
  "S3",
  "B4",
  "S4",
  "M4",
  "S5",
  "S6",
  "B7",
  "S7",
  "B8",
  "S8",
  "M8",
] as const;
/** BR-FR-15: VAT categories relevant in France. */
const CATEGORIES_FR = ["S", "E", "AE", "K", "G", "O", "Z"];
/** BR-FR-16: the French VAT rates, as the XML may write them. */
const TAUX_FR = new Set([
  "0",
  "0.0",
  "0.00",
  "10",
  "10.0",
  "10.00",
  "13",
  "13.0",
  "13.00",
  "20",
  "20.0",
  "20.00",
  "8.5",
  "8.50",
  "19.6",
  "19.60",
  "2.1",
  "2.10",
  "5.5",
  "5.50",
  "7",
  "7.0",
  "7.00",
  "20.6",
  "20.60",
  "1.05",
  "0.9",
  "0.90",
  "1.75",
  "9.2",
  "9.20",
  "9.6",
  "9.60",
]);
/** Types of self-billed documents (BR-FR-21, BR-FR-22). */
const AUTOFACTURES = ["389", "501", "500", "471", "473", "261", "502"];
/** Types of credit notes (BR-FR-CO-05). */
const AVOIRS = ["261", "381", "396", "502", "503"];

/** BR-FR-01/02: an identifier of at most 35 characters, letters, digits and `+-_/` only. */
export const identifiantFrValide = (id: string) => id.length <= 35 && /^[A-Za-z0-9+\-_/]+$/.test(id);

/** BR-FR-03: a CII date (yyyymmdd) that exists, year 2000 to 2099. */
export function dateFrValide(d: string): boolean {
  const m = /^(20\d{2})(\d{2})(\d{2})$/.exec(d.slice(0, 8));
  if (!m) return false;
  const [a, mo, j] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(a, mo - 1, j));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === j;
}

/** BR-FR-23: an electronic address under scheme 0225 (letters, digits and `+-_/`). */
const adresse0225Valide = (a: string) => /^[A-Za-z0-9+\-_/.]+$/.test(a);

export function violationsBrFr(d: CiiLu): Violation[] {
  const v: Violation[] = [];
  const verifier = (regle: string, ok: boolean, message: string) => {
    if (!ok) v.push({ regle, message });
  };
  verifier(
    "BR-FR-01/02",
    identifiantFrValide(d.numero),
    `Le numéro du document (BT-1) « ${d.numero} » doit avoir 35 caractères au plus, lettres, chiffres et + - _ / sans espace.`,
  );
  for (const f of d.facturesCorrigees) {
    verifier(
      "BR-FR-01/02",
      identifiantFrValide(f.numero),
      `La facture citée (BT-25) « ${f.numero} » doit avoir 35 caractères au plus, lettres, chiffres et + - _ / sans espace.`,
    );
    verifier(
      "BR-FR-03",
      dateFrValide(f.date),
      `La date de la facture citée (BT-26) « ${f.date} » est invalide.`,
    );
  }
  verifier(
    "BR-FR-04",
    (TYPES_DOCUMENT_FR as readonly string[]).includes(d.type),
    `Le type de document (BT-3) « ${d.type} » n'est pas admis.`,
  );
  for (const code of ["PMT", "PMD", "AAB"]) {
    const n = d.notes.filter((x) => x.code === code).length;
    verifier("BR-FR-05", n > 0, `La mention de code ${code} (BT-22) est absente.`);
    verifier("BR-FR-06", n <= 1, `La mention de code ${code} (BT-21) apparaît ${n} fois.`);
  }
  verifier(
    "BR-FR-08",
    (MODES_FACTURATION as readonly string[]).includes(d.cadre),
    `Le mode de facturation (BT-23) « ${d.cadre} » n'est pas admis.`,
  );
  verifier(
    "BR-FR-10",
    d.vendeur.schemaIdLegal === "0002" && /^\d{9}$/.test(d.vendeur.idLegal),
    `Le SIREN du vendeur (BT-30, schéma 0002) est obligatoire, 9 chiffres : « ${d.vendeur.idLegal} ».`,
  );
  const b2b = d.notes.some((n) => n.code === "BAR" && n.texte === "B2B");
  verifier(
    "BR-FR-11",
    !b2b || (d.acheteur.schemaIdLegal === "0002" && /^\d{9}$/.test(d.acheteur.idLegal)),
    `Le SIREN de l'acheteur (BT-47) est obligatoire en B2B : « ${d.acheteur.idLegal} ».`,
  );
  verifier(
    "BR-FR-12",
    d.acheteur.adresseElectronique !== "",
    "L'adresse électronique de l'acheteur (BT-49) est obligatoire.",
  );
  verifier(
    "BR-FR-13",
    d.vendeur.adresseElectronique !== "",
    "L'adresse électronique du vendeur (BT-34) est obligatoire.",
  );
  const autofacture = AUTOFACTURES.includes(d.type);
  const adresseSiren = (p: CiiLu["vendeur"]) =>
    p.schemaAdresseElectronique === "0225" && p.idLegal !== "" && p.adresseElectronique.startsWith(p.idLegal);
  verifier(
    "BR-FR-21",
    !b2b || autofacture || adresseSiren(d.acheteur),
    `En B2B, l'adresse électronique de l'acheteur (BT-49) commence par son SIREN, schéma 0225 : « ${d.acheteur.adresseElectronique} ».`,
  );
  verifier(
    "BR-FR-22",
    !b2b || !autofacture || adresseSiren(d.vendeur),
    `En autofacturation B2B, l'adresse électronique du vendeur (BT-34) commence par son SIREN, schéma 0225 : « ${d.vendeur.adresseElectronique} ».`,
  );
  for (const [bt, p] of [
    ["BT-34", d.vendeur],
    ["BT-49", d.acheteur],
  ] as const) {
    if (p.schemaAdresseElectronique === "0225" && p.adresseElectronique !== "")
      verifier(
        "BR-FR-23",
        adresse0225Valide(p.adresseElectronique),
        `L'adresse électronique (${bt}) « ${p.adresseElectronique} » a un format interdit.`,
      );
    verifier(
      "BR-FR-25",
      p.adresseElectronique.length <= 125,
      `L'adresse électronique (${bt}) dépasse 125 caractères.`,
    );
  }
  const taxes = [...d.lignes, ...d.ajustements, ...d.ventilation];
  for (const t of taxes) {
    verifier(
      "BR-FR-15",
      CATEGORIES_FR.includes(t.categorie),
      `La catégorie de TVA « ${t.categorie} » n'est pas admise en France.`,
    );
    verifier(
      "BR-FR-16",
      t.taux === "" || TAUX_FR.has(t.taux),
      `Le taux de TVA « ${t.taux} » n'est pas un taux français.`,
    );
  }
  verifier(
    "BR-FR-CO-05",
    !AVOIRS.includes(d.type) || d.facturesCorrigees.some((f) => f.numero !== "" && f.date !== ""),
    "Un avoir cite au moins une facture antérieure (BT-25) avec sa date (BT-26).",
  );
  return v;
}
