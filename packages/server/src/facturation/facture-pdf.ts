import {
  type Canal,
  conditionsPaiement,
  formatDate,
  formatEuro,
  formatPercent,
  formatPoids,
  identifiantFacture,
  livraisonDistincte,
  MENTION_ESCOMPTE,
  MENTION_INDEMNITE_RECOUVREMENT,
  mentionCategorieOperation,
  mentionPenalitesRetard,
  mentionsClient,
  mentionTva,
  msgFactureIntrouvable,
  type Settings,
  totauxDocument,
  xmlFacturX,
} from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
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
import { type FactureImprimee, facturesImprimees, type LigneImprimee } from "./facture-pdf.queries.ts";
import { documentCiiFacture } from "./facturx.ts";
import { blocTotaux } from "./totaux-pdf.ts";

/**
 * The invoice print (spec 02 section 7, "invoice printers with a list of ids"): one invoice per page
 * group, several in one PDF for a batch. Besides its lines and totals it prints what a French B2B
 * invoice must: the seller's identity, due date and payment terms, no early-payment discount, the
 * late-payment penalties and the 40 € recovery indemnity.
 */

function ligne(l: LigneImprimee): TableCell[] {
  const designation: Content[] = [{ text: l.designation }];
  if (l.commentaire && l.commentaire !== l.refClt) designation.push({ text: l.commentaire, italics: true });
  if (l.ofReservation !== null)
    designation.push({ text: `Pièce de stock : OF ${l.ofReservation}`, fontSize: 7 });
  return [
    l.of === null ? "" : String(l.of),
    l.ref ?? "",
    { stack: designation },
    l.refClt ?? "",
    celluleDroite(formatPoids(l.poids)),
    celluleDroite(formatEuro(l.prixUHt) + (l.reaco !== "0.00" ? `\n+ ${formatEuro(l.reaco)}` : "")),
    celluleDroite(l.remise === "0.00" ? "" : formatPercent(l.remise, 2)),
    celluleDroite(formatEuro(l.totalHt)),
  ];
}

function totaux(f: FactureImprimee): Content {
  const t = totauxDocument(
    f.lignes.map((l) => l.totalHt),
    f.port,
    f.tauxTva,
    f.categorieTva,
  );
  return blocTotaux(t, [
    ["Total des lignes HT", celluleDroite(formatEuro(t.totalLignes))],
    ["Port HT", celluleDroite(formatEuro(t.port))],
  ]);
}

function conditions(f: FactureImprimee, s: Settings): Content {
  const echeance = f.dateEcheance ? ` — échéance le ${formatDate(f.dateEcheance)}` : "";
  const mention = mentionTva(f.categorieTva);
  return {
    stack: [
      ...(mention ? [{ text: mention, bold: true }] : []),
      mentionCategorieOperation("biens"),
      { text: `${conditionsPaiement(f.echeance)}${echeance}`, bold: true },
      MENTION_ESCOMPTE,
      mentionPenalitesRetard(s.penalitesRetard),
      MENTION_INDEMNITE_RECOUVREMENT,
      ...(s.vendeurIban ? [`Règlement par virement : IBAN ${s.vendeurIban}`] : []),
    ],
    fontSize: 8,
    margin: [0, 16, 0, 0],
  };
}

/** The delivery address, when it is not the billing address (the alternate channel's jeweller). */
function livreA(f: FactureImprimee): Content[] {
  const l = livraisonDistincte(f, f.livraison);
  if (!l) return [];
  const adresse = [l.adresse, `${l.cp ?? ""} ${l.ville ?? ""}`.trim()].filter(Boolean).join(", ");
  return [{ text: `Livré à : ${l.nom}${adresse ? `, ${adresse}` : ""}`, fontSize: 9, margin: [0, 0, 0, 8] }];
}

function facture(f: FactureImprimee, s: Settings, premiere: boolean): Content[] {
  const lignes: TableCell[][] = [
    [
      celluleTitre("OF"),
      celluleTitre("Réf."),
      celluleTitre("Désignation"),
      celluleTitre("Réf. client"),
      celluleTitre("Poids", "right"),
      celluleTitre("PU HT", "right"),
      celluleTitre("Remise", "right"),
      celluleTitre("Total HT", "right"),
    ],
    ...f.lignes.map(ligne),
  ];
  return [
    {
      ...enteteDocument({
        vendeur: identiteVendeur(s),
        titre: "FACTURE",
        tailleTitre: 18,
        references: [
          { text: `N° ${identifiantFacture(f.canal, f.numero)}`, fontSize: 12, bold: true },
          `Date : ${formatDate(f.dateFact)}`,
        ],
      }),
      ...(premiere ? {} : { pageBreak: "before" as const }),
    },
    blocClient({
      titre: "Facturé à",
      nom: f.client,
      adresse: f.adresse,
      cp: f.cp,
      ville: f.ville,
      numero: f.idBijouterie,
      mentions: mentionsClient(f),
    }),
    ...livreA(f),
    {
      table: { headerRows: 1, widths: [36, 50, "*", 55, 40, 55, 34, 55], body: lignes },
      layout: "lightHorizontalLines",
      style: "lignes",
    },
    totaux(f),
    conditions(f, s),
  ];
}

/** The invoices as one document definition (kept apart from rendering for readability and tests). */
export function facturesDocument(
  factures: readonly FactureImprimee[],
  s: Settings,
  compress = true,
): TDocumentDefinitions {
  return documentVendeur(s, {
    titre:
      factures.length === 1 && factures[0]
        ? `Facture ${identifiantFacture(factures[0].canal, factures[0].numero)}`
        : "Factures",
    compress,
    styles: { lignes: { fontSize: 8 } },
    contenu: factures.flatMap((f, i) => facture(f, s, i === 0)),
  });
}

/**
 * The invoices `ids` of a channel as one PDF (a batch when several). Other areas call it through
 * facturation/index.ts. An unknown number gives a 404 naming it.
 */
export async function facturesPdf(
  ctx: AppContext,
  demande: {
    ids: number[];
    canal: Canal;
    compress?: boolean;
    /** The buyer's electronic address from the Directory (BT-49), for the one invoice sent to the platform. */
    adresseAcheteur?: string | null;
  },
): Promise<Buffer> {
  const factures = await lireFactures(ctx, demande);
  const doc = facturesDocument(factures, ctx.settings, demande.compress ?? true);
  const [seule] = factures;
  // One invoice is a Factur-X (PDF/A-3 with its XML); a batch is a plain PDF to print.
  if (factures.length === 1 && seule) {
    const xml = xmlFacturX(documentCiiFacture(seule, ctx.settings, demande.adresseAcheteur));
    return renderFacturX(doc, xml, new Date(seule.dateFact));
  }
  return renderPdf(doc);
}

async function lireFactures(ctx: AppContext, demande: { ids: number[]; canal: Canal }) {
  const factures = await facturesImprimees(ctx.db, demande.canal, demande.ids);
  const manquante = demande.ids.find((id) => !factures.some((f) => f.numero === id));
  if (manquante !== undefined)
    refus({ code: "FACTURE_INTROUVABLE", message: msgFactureIntrouvable(manquante) });
  return factures;
}

/** The Factur-X XML of one invoice, alone (the accounting screen downloads it). */
export async function factureXml(ctx: AppContext, demande: { id: number; canal: Canal }): Promise<string> {
  const [f] = await lireFactures(ctx, { ids: [demande.id], canal: demande.canal });
  return xmlFacturX(documentCiiFacture(f as FactureImprimee, ctx.settings));
}
