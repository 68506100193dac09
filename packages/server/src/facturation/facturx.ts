import {
  conditionsPaiement,
  type DocumentCii,
  dec,
  MENTION_ESCOMPTE,
  MENTION_INDEMNITE_RECOUVREMENT,
  mentionPenalitesRetard,
  type NoteCii,
  type PartieCii,
  type Settings,
  toFixed2,
} from "@ecrin/domain";
import { type AvoirImprime, categorieAvoir } from "./avoir.queries.ts";
import type { FactureImprimee } from "./facture-pdf.queries.ts";

/**
 * Écrin's issued documents in the EN 16931 model, for their Factur-X XML. The XML says what the PDF
 * prints: same lines, same totals (one VAT rate and category per document: an invoice keeps the category
 * it was issued under, AE for the reverse charge; a credit note the one of the invoice it corrects).
 */

/** The alternate channel's numbers carry its series, so that the two series never share a number. */
export function numeroCii(canal: FactureImprimee["canal"], numero: number): string {
  return canal === "alternatif" ? `EXTENSIA-${numero}` : String(numero);
}

function vendeur(s: Settings): PartieCii {
  return {
    nom: s.vendeurRaisonSociale,
    siren: s.vendeurSiren || null,
    tva: s.vendeurTva || null,
    adresse: { ligne: s.vendeurAdresse, cp: s.vendeurCp, ville: s.vendeurVille, pays: "FR" },
    email: s.vendeurEmail || null,
  };
}

function notes(s: Settings): NoteCii[] {
  return [
    { code: "AAB", texte: MENTION_ESCOMPTE },
    { code: "PMD", texte: mentionPenalitesRetard(s.penalitesRetard) },
    { code: "PMT", texte: MENTION_INDEMNITE_RECOUVREMENT },
  ];
}

const adresse = (a: { adresse: string | null; cp: string | null; ville: string | null }) => ({
  ligne: a.adresse ?? "",
  cp: a.cp ?? "",
  ville: a.ville ?? "",
  pays: "FR",
});

export function documentCiiFacture(f: FactureImprimee, s: Settings): DocumentCii {
  const cat = f.categorieTva;
  return {
    type: "380",
    numero: numeroCii(f.canal, f.numero),
    dateEmission: f.dateFact,
    dateEcheance: f.dateEcheance,
    conditionsPaiement: conditionsPaiement(f.echeance),
    vendeur: vendeur(s),
    acheteur: { nom: f.client, siren: f.siren || null, tva: f.numTva || null, adresse: adresse(f) },
    lignes: f.lignes.map((l, i) => ({
      id: String(i + 1),
      reference: l.ref,
      designation: `OF ${l.of} : ${l.designation}`,
      quantite: "1",
      prixBrut: toFixed2(dec(l.prixUHt).plus(l.reaco)),
      prixNet: l.totalHt,
      categorie: cat,
      taux: f.tauxTva,
    })),
    frais: dec(f.port).isZero() ? [] : [{ montant: f.port, motif: "Port", categorie: cat, taux: f.tauxTva }],
    remises: [],
    notes: notes(s),
    iban: s.vendeurIban || null,
    factureCorrigee: null,
  };
}

export function documentCiiAvoir(a: AvoirImprime, s: Settings): DocumentCii {
  const cat = categorieAvoir(a);
  return {
    type: "381",
    numero: `AV-${a.idAvoir}`,
    dateEmission: a.date,
    vendeur: vendeur(s),
    acheteur: { nom: a.client, siren: a.siren || null, tva: a.numTva || null, adresse: adresse(a) },
    lignes: [
      {
        id: "1",
        reference: a.ref,
        designation: a.description,
        quantite: "1",
        prixBrut: a.totHt,
        prixNet: a.totHt,
        categorie: cat,
        taux: a.tauxTva,
      },
    ],
    frais: [],
    remises: [],
    notes: notes(s),
    iban: null,
    factureCorrigee:
      a.idFact !== null && a.dateFact !== null ? { numero: String(a.idFact), date: a.dateFact } : null,
  };
}
