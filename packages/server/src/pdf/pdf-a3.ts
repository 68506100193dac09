import { createHash } from "node:crypto";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { renderPdfXmp } from "./pdf.ts";

/**
 * A Factur-X invoice: a PDF/A-3 (conformance B) whose CII XML is embedded as `factur-x.xml`.
 * pdfkit (under pdfmake) writes the PDF/A parts: the sRGB output intent, the `pdfaid` XMP entry, the
 * trailer's document ID, and the embedded file with its `AFRelationship` in the catalog's `/AF`; the
 * fonts are DejaVu, embedded. This module adds the Factur-X XMP: its properties and the PDF/A extension
 * schema that declares them, and the XMP document ID.
 */

export const FACTURX_NOM_FICHIER = "factur-x.xml";
const FX_NS = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

/** `fx:ConformanceLevel` of the EN 16931 profile ("COMFORT" in ZUGFeRD's words). */
export const FACTURX_NIVEAU = "EN 16931";

const proprietes: [string, string][] = [
  ["DocumentFileName", "The name of the embedded XML document"],
  ["DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"],
  ["Version", "The actual version of the standard applying to the embedded XML document"],
  ["ConformanceLevel", "The conformance level of the embedded XML document"],
];

/** The XMP that makes a PDF/A-3 a Factur-X (Factur-X 1.07, section "XMP metadata"). */
export function xmpFacturX(documentId: string): string {
  const props = proprietes
    .map(
      ([nom, description]) =>
        `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${nom}</pdfaProperty:name>` +
        `<pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category>` +
        `<pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`,
    )
    .join("");
  return `
        <rdf:Description rdf:about="" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/">
            <xmpMM:DocumentID>uuid:${documentId}</xmpMM:DocumentID>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:fx="${FX_NS}">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>${FACTURX_NOM_FICHIER}</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>${FACTURX_NIVEAU}</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
            <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NS}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property><rdf:Seq>${props}</rdf:Seq></pdfaSchema:property>
            </rdf:li></rdf:Bag></pdfaExtension:schemas>
        </rdf:Description>`;
}

/** A stable id for a document: the same invoice reprinted keeps its id. */
function idDocument(xml: string): string {
  const h = createHash("sha256").update(xml).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * Renders the document as a PDF/A-3B Factur-X with `xml` embedded. `date` is the document's date:
 * it dates the embedded file, so that the same invoice always gives the same attachment.
 */
export async function renderFacturX(doc: TDocumentDefinitions, xml: string, date: Date): Promise<Buffer> {
  const definition = {
    ...doc,
    version: "1.7",
    subset: "PDF/A-3b",
    files: {
      [FACTURX_NOM_FICHIER]: {
        src: `data:text/xml;base64,${Buffer.from(xml, "utf8").toString("base64")}`,
        name: FACTURX_NOM_FICHIER,
        description: "Factur-X invoice",
        relationship: "Data",
        type: "text/xml",
        creationDate: date,
        modifiedDate: date,
      },
    },
  } as TDocumentDefinitions;
  return renderPdfXmp(definition, xmpFacturX(idDocument(xml)));
}
