import {
  formatDate,
  formatEuro,
  identifiantAvoir,
  mentionCategorieOperation,
  mentionFacturesCitees,
  mentionsClient,
  mentionTva,
  msgAvoirIntrouvable,
  type Settings,
  totauxDocument,
  xmlFacturX,
} from "@ecrin/domain";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import {
  blocClient,
  celluleDroite,
  celluleTitre,
  documentVendeur,
  enteteDocument,
  identiteVendeur,
  renderFacturX,
  renderPdf,
} from "../pdf/index.ts";
import { type AvoirImprime, avoirsImprimes, categorieAvoir } from "./avoir.queries.ts";
import { documentCiiAvoir } from "./facturx.ts";
import { blocTotaux } from "./totaux-pdf.ts";

/**
 * The credit-note print (spec 02 section 7, "credit note printer with listeAvoir"): one page per credit
 * note, several in one PDF for a batch. Like an invoice it carries the seller's identity, the client,
 * its number and date, HT, VAT and TTC, and the invoice it corrects when there is one.
 */

function avoir(a: AvoirImprime, s: Settings, premier: boolean): Content[] {
  const categorie = categorieAvoir(a);
  const mention = mentionTva(categorie);
  const citees = mentionFacturesCitees(a.facturesCitees);
  return [
    {
      ...enteteDocument({
        vendeur: identiteVendeur(s),
        titre: `AVOIR N° ${identifiantAvoir(a.idAvoir)}`,
        tailleTitre: 18,
        references: [`Date : ${formatDate(a.date)}`],
      }),
      ...(premier ? {} : { pageBreak: "before" as const }),
    },
    blocClient({
      titre: "Client",
      nom: a.client,
      adresse: a.adresse,
      cp: a.cp,
      ville: a.ville,
      numero: a.idClt,
      mentions: mentionsClient(a),
    }),
    ...(citees ? [{ text: citees, bold: true, margin: [0, 0, 0, 8] }] : []),
    ...(a.ref ? [{ text: `Référence : ${a.ref}`, margin: [0, 0, 0, 8] }] : []),
    {
      table: {
        headerRows: 1,
        widths: ["*", 90],
        body: [
          [celluleTitre("Désignation"), celluleTitre("Montant HT", "right")],
          [a.description, celluleDroite(formatEuro(a.totHt))],
        ],
      },
      layout: "lightHorizontalLines",
    },
    blocTotaux(totauxDocument([a.totHt], "0", a.tauxTva, categorie)),
    ...(mention ? [{ text: mention, bold: true, fontSize: 8, margin: [0, 8, 0, 0] }] : []),
    { text: mentionCategorieOperation("biens"), fontSize: 8, margin: [0, 8, 0, 0] },
    {
      text: "Montant à déduire de vos prochains règlements ou remboursé sur demande.",
      fontSize: 8,
      margin: [0, 16, 0, 0],
    },
  ] as Content[];
}

/** The credit notes as one document definition (kept apart from rendering for the tests). */
export function avoirsDocument(
  avoirs: readonly AvoirImprime[],
  s: Settings,
  compress = true,
): TDocumentDefinitions {
  return documentVendeur(s, {
    titre: avoirs.length === 1 && avoirs[0] ? `Avoir ${identifiantAvoir(avoirs[0].idAvoir)}` : "Avoirs",
    compress,
    contenu: avoirs.flatMap((a, i) => avoir(a, s, i === 0)),
  });
}

/**
 * Imprimer: the credit notes `ids` as one PDF, in the order given. Other areas (accounting) call it
 * through facturation/index.ts. An unknown number gives a 404 naming it.
 */
export async function avoirsPdf(
  ctx: AppContext,
  ids: readonly number[],
  /** adresseAcheteur: the buyer's address from the Directory (BT-49), for the one credit note sent. */
  opts: { compress?: boolean; adresseAcheteur?: string | null } = {},
): Promise<Buffer> {
  const avoirs = await lireAvoirs(ctx, ids);
  const doc = avoirsDocument(avoirs, ctx.settings, opts.compress ?? true);
  const [seul] = avoirs;
  // One credit note is a Factur-X (type 381); a batch is a plain PDF to print.
  if (avoirs.length === 1 && seul) {
    const xml = xmlFacturX(documentCiiAvoir(seul, ctx.settings, opts.adresseAcheteur));
    return renderFacturX(doc, xml, new Date(seul.date));
  }
  return renderPdf(doc);
}

async function lireAvoirs(ctx: AppContext, ids: readonly number[]) {
  const avoirs = await avoirsImprimes(ctx.db, ids);
  const manquant = ids.find((id) => !avoirs.some((a) => a.idAvoir === id));
  if (manquant !== undefined) refus({ code: "AVOIR_INTROUVABLE", message: msgAvoirIntrouvable(manquant) });
  return avoirs;
}

/** The Factur-X XML of one credit note, alone. */
export async function avoirXml(ctx: AppContext, id: number): Promise<string> {
  const [a] = await lireAvoirs(ctx, [id]);
  return xmlFacturX(documentCiiAvoir(a as AvoirImprime, ctx.settings));
}
