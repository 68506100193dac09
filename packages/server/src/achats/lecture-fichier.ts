import {
  type Lecture,
  lectureEchouee,
  lireArbre,
  MSG_PDF_ILLISIBLE,
  MSG_PDF_SANS_XML,
  MSG_XML_ENTITES,
  MSG_XML_ILLISIBLE,
  msgFichierTropGros,
  type NoeudXml,
  TAILLE_MAX_FICHIER_ACHAT,
} from "@ecrin/domain";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from "pdf-lib";
import { verifierEn16931 } from "../facturation/index.ts";

export type TypeFichier = "pdf" | "xml" | "autre";

/** What a received file is and what could be read from it. */
export interface FichierLu {
  type: TypeFichier;
  lecture: Lecture;
}

/** The names a Factur-X (or ZUGFeRD / XRechnung) PDF gives its embedded invoice. */
const NOMS_XML_EMBARQUE = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml"];

const parser = new XMLParser({
  preserveOrder: true,
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
});

type Ordonne = Record<string, unknown>[];

/** fast-xml-parser's ordered output to the domain's tree. */
function versNoeuds(items: Ordonne): NoeudXml[] {
  const out: NoeudXml[] = [];
  for (const item of items) {
    const nom = Object.keys(item).find((k) => k !== ":@");
    if (!nom || nom === "#text" || nom.startsWith("?") || nom.startsWith("#")) continue;
    const contenu = (item[nom] as Ordonne | undefined) ?? [];
    const texte = contenu
      .filter((c) => "#text" in c)
      .map((c) => String(c["#text"]))
      .join("");
    out.push({
      nom,
      attributs: (item[":@"] as Record<string, string> | undefined) ?? {},
      texte,
      enfants: versNoeuds(contenu),
    });
  }
  return out;
}

/** An XML text to the invoice: refused when it declares a DOCTYPE or entities (no entity expansion). */
export function lireXml(xml: string, pdf: boolean): Lecture {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return lectureEchouee(MSG_XML_ENTITES);
  try {
    if (XMLValidator.validate(xml) !== true) return lectureEchouee(MSG_XML_ILLISIBLE);
    const racine = versNoeuds(parser.parse(xml) as Ordonne)[0];
    if (!racine) return lectureEchouee(MSG_XML_ILLISIBLE);
    return avecCheckerCii(lireArbre(racine, pdf), xml);
  } catch {
    return lectureEchouee(MSG_XML_ILLISIBLE);
  }
}

/**
 * A CII (or Factur-X) invoice is checked by the same EN 16931 checker as Écrin's own invoices
 * (facturation's); the model's core rules stay for what it does not name, and for UBL.
 */
function avecCheckerCii(lecture: Lecture, xml: string): Lecture {
  const syntaxe = lecture.facture?.syntaxe;
  if (syntaxe !== "CII" && syntaxe !== "Factur-X") return lecture;
  const en16931 = verifierEn16931(xml);
  const regles = new Set(en16931.map((v) => v.regle));
  return { ...lecture, violations: [...en16931, ...lecture.violations.filter((v) => !regles.has(v.regle))] };
}

function nomDe(v: unknown): string | null {
  return v instanceof PDFString || v instanceof PDFHexString ? v.decodeText() : null;
}

/** The embedded files of a PDF (catalog /Names /EmbeddedFiles, flat name array), by name. */
function fichiersEmbarques(doc: PDFDocument): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  const names = doc.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const embarques = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  const feuilles = [
    embarques,
    ...(embarques?.lookupMaybe(PDFName.of("Kids"), PDFArray)?.asArray() ?? []).map((k) =>
      doc.context.lookup(k, PDFDict),
    ),
  ];
  for (const feuille of feuilles) {
    const liste = feuille?.lookupMaybe(PDFName.of("Names"), PDFArray);
    if (!liste) continue;
    for (let i = 0; i + 1 < liste.size(); i += 2) {
      const nom = nomDe(liste.lookup(i));
      const spec = liste.lookup(i + 1);
      if (!nom || !(spec instanceof PDFDict)) continue;
      const flux = spec.lookupMaybe(PDFName.of("EF"), PDFDict)?.lookup(PDFName.of("F"));
      if (flux instanceof PDFRawStream) out.set(nom, decodePDFRawStream(flux).decode());
    }
  }
  return out;
}

async function lirePdf(octets: Uint8Array): Promise<Lecture> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(octets, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
  } catch {
    return lectureEchouee(MSG_PDF_ILLISIBLE);
  }
  let fichiers: Map<string, Uint8Array>;
  try {
    fichiers = fichiersEmbarques(doc);
  } catch {
    return lectureEchouee(MSG_PDF_ILLISIBLE);
  }
  const nom =
    NOMS_XML_EMBARQUE.find((n) => fichiers.has(n)) ?? [...fichiers.keys()].find((n) => /\.xml$/i.test(n));
  const xml = nom ? fichiers.get(nom) : undefined;
  return xml ? lireXml(Buffer.from(xml).toString("utf8"), true) : lectureEchouee(MSG_PDF_SANS_XML);
}

/**
 * A supplier's file, whatever it is: a Factur-X PDF (its embedded XML read), a CII or UBL XML. Never
 * throws: a file too big, not XML, not an invoice gives a reading with no invoice and the reason.
 */
export async function lireFichierAchat(octets: Uint8Array): Promise<FichierLu> {
  const entete = Buffer.from(octets.subarray(0, 1024)).toString("latin1");
  const type: TypeFichier = entete.startsWith("%PDF-")
    ? "pdf"
    : /^\s*(\uFEFF|ï»¿)?\s*</.test(entete)
      ? "xml"
      : "autre";
  if (octets.length > TAILLE_MAX_FICHIER_ACHAT)
    return { type, lecture: lectureEchouee(msgFichierTropGros(TAILLE_MAX_FICHIER_ACHAT)) };
  if (type === "pdf") return { type, lecture: await lirePdf(octets) };
  if (type === "xml")
    return {
      type,
      lecture: lireXml(
        Buffer.from(octets)
          .toString("utf8")
          .replace(/^\uFEFF/, ""),
        false,
      ),
    };
  return { type, lecture: lectureEchouee(MSG_XML_ILLISIBLE) };
}
