import { type Decimal, dec, roundHalfUp } from "../../shared/index.ts";
import { numeroFactureValide } from "./cii.ts";
import type { CiiLu, Violation } from "./cii-lu.ts";

/**
 * The EN 16931 business rules the official Schematron checks for calculation and VAT (BR-16,
 * BR-CO-10 to BR-CO-18, BR-S-08/09, BR-AE-02/08/09/10, BR-E-08/09/10, BR-Z-08/09), on a document as
 * received. Used by the tests on our own documents and by the reception of a supplier's invoice.
 */

const montant = (x: string) => dec(x || "0");
const sommeDe = (xs: Decimal[]) => xs.reduce((a, b) => a.plus(b), dec(0));
const arrondi = (d: Decimal) => roundHalfUp(d, 2);
const CODE_CATEGORIE: Record<string, string> = { S: "BR-S", AE: "BR-AE", E: "BR-E", Z: "BR-Z" };

export function violationsEn16931(d: CiiLu): Violation[] {
  const v: Violation[] = [];
  const verifier = (regle: string, ok: boolean, message: string) => {
    if (!ok) v.push({ regle, message });
  };
  const lignes = d.lignes.map((l) => ({ ...l, montant: montant(l.montant), taux: montant(l.taux) }));
  const ajusts = d.ajustements.map((a) => ({ ...a, montant: montant(a.montant), taux: montant(a.taux) }));
  const ventilation = d.ventilation.map((t) => ({
    ...t,
    taux: montant(t.taux),
    base: montant(t.base),
    tva: montant(t.tva),
  }));
  const totalLignes = montant(d.totaux.lignes);
  const totalFrais = montant(d.totaux.frais);
  const totalRemises = montant(d.totaux.remises);
  const totalHt = montant(d.totaux.ht);
  const totalTva = montant(d.totaux.tva);
  const totalTtc = montant(d.totaux.ttc);
  const netAPayer = montant(d.totaux.net);

  verifier("BR-16", lignes.length > 0, "Une facture doit avoir au moins une ligne.");
  verifier("BR-FR numéro", numeroFactureValide(d.numero), `Numéro de facture invalide : « ${d.numero} ».`);
  const somme = sommeDe(lignes.map((l) => l.montant));
  verifier("BR-CO-10", totalLignes.eq(somme), `Somme des lignes ${somme} ≠ BT-106 ${totalLignes}.`);
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
    netAPayer.eq(totalTtc.minus(montant(d.totaux.prepaye)).plus(montant(d.totaux.arrondi))),
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
    const code = CODE_CATEGORIE[t.categorie] ?? "BR-?";
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
    verifier(
      "BR-AE-02",
      d.vendeur.tva !== "" && d.acheteur.tva !== "",
      "Autoliquidation : les numéros de TVA du vendeur et de l'acheteur sont requis.",
    );
  }
  return v;
}
