import {
  adresseElectroniquePartie,
  categorieOperation,
  conditionsPaiement,
  type DocumentCii,
  dec,
  identifiantAvoir,
  identifiantFacture,
  livraisonDistincte,
  MENTION_ESCOMPTE,
  MENTION_INDEMNITE_RECOUVREMENT,
  MODE_FACTURATION,
  mentionPenalitesRetard,
  type NoteCii,
  type PartieCii,
  SCHEMA_ADRESSE_SIREN,
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

function vendeur(s: Settings): PartieCii {
  return {
    nom: s.vendeurRaisonSociale,
    siren: s.vendeurSiren || null,
    tva: s.vendeurTva || null,
    adresse: { ligne: s.vendeurAdresse, cp: s.vendeurCp, ville: s.vendeurVille, pays: "FR" },
    adresseElectronique: adresseElectroniquePartie({ siren: s.vendeurSiren, email: s.vendeurEmail }),
  };
}

/**
 * The buyer: its copies on the document, addressed (BT-49) where the Directory says it receives when
 * the platform's outbox looked it up before sending (`adresseAnnuaire`, scheme 0225: "SIREN" or
 * "SIREN_SIRET…"), else by its SIREN.
 */
function acheteur(
  d: {
    client: string;
    siren: string | null;
    numTva: string | null;
    adresse: string | null;
    cp: string | null;
    ville: string | null;
  },
  adresseAnnuaire?: string | null,
): PartieCii {
  return {
    nom: d.client,
    siren: d.siren || null,
    tva: d.numTva || null,
    adresse: adresse(d),
    adresseElectronique: adresseAnnuaire
      ? { id: adresseAnnuaire, schema: SCHEMA_ADRESSE_SIREN }
      : adresseElectroniquePartie({ siren: d.siren }),
  };
}

/** Écrin invoices its pieces: goods (B1). */
const CADRE = MODE_FACTURATION[categorieOperation([{ service: false }])];

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

function livraisonCii(f: FactureImprimee): DocumentCii["livraison"] {
  const l = livraisonDistincte(f, f.livraison);
  return l ? { nom: l.nom, adresse: adresse(l) } : null;
}

/** `adresseAnnuaire`: the buyer's address found in the Directory (BT-49), when sent to the platform. */
export function documentCiiFacture(
  f: FactureImprimee,
  s: Settings,
  adresseAnnuaire?: string | null,
): DocumentCii {
  const cat = f.categorieTva;
  return {
    type: "380",
    cadre: CADRE,
    numero: identifiantFacture(f.canal, f.numero),
    dateEmission: f.dateFact,
    dateEcheance: f.dateEcheance,
    conditionsPaiement: conditionsPaiement(f.echeance),
    vendeur: vendeur(s),
    acheteur: acheteur(f, adresseAnnuaire),
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
    livraison: livraisonCii(f),
  };
}

export function documentCiiAvoir(a: AvoirImprime, s: Settings, adresseAnnuaire?: string | null): DocumentCii {
  const cat = categorieAvoir(a);
  return {
    type: "381",
    cadre: CADRE,
    numero: identifiantAvoir(a.idAvoir),
    dateEmission: a.date,
    vendeur: vendeur(s),
    acheteur: acheteur(a, adresseAnnuaire),
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
    facturesCorrigees: a.facturesCitees.map((f) => ({
      numero: identifiantFacture("standard", f.idFact),
      date: f.date,
    })),
  };
}
