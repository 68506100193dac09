import type { DocumentCii, PartieCii } from "@ecrin/domain";

/**
 * The set of documents every Factur-X validation runs on: both channels, a credit note, port, a
 * discount, two VAT rates, a reverse-charge line and a zero-rated line.
 */

const vendeur: PartieCii = {
  nom: "Écrin Joaillerie",
  siren: "123456782",
  tva: "FR11123456782",
  adresse: { ligne: "12 rue de la Paix", cp: "75002", ville: "Paris", pays: "FR" },
  adresseElectronique: { id: "123456782", schema: "0225" },
};

const acheteur: PartieCii = {
  nom: "Bijouterie Dupont & Fils",
  siren: "732829320",
  tva: "FR44732829320",
  adresse: { ligne: "3 place de l'Église", cp: "69002", ville: "Lyon", pays: "FR" },
  adresseElectronique: { id: "732829320", schema: "0225" },
};

const notes: DocumentCii["notes"] = [
  { code: "AAB", texte: "Pas d'escompte pour paiement anticipé" },
  { code: "PMD", texte: "Pénalités de retard : 3 fois le taux d'intérêt légal" },
  { code: "PMT", texte: "Indemnité forfaitaire pour frais de recouvrement : 40 €" },
];

const base = {
  cadre: "B1" as const,
  vendeur,
  acheteur,
  notes,
  remises: [],
  iban: "FR76 3000 4000 0500 0012 3456 789",
  conditionsPaiement: "Paiement à 30 jours fin de mois",
};

export const JEU_FACTURX: Record<string, DocumentCii> = {
  "facture standard avec remise et port": {
    ...base,
    type: "380",
    numero: "12345",
    dateEmission: "2026-11-24",
    dateEcheance: "2026-12-31",
    lignes: [
      {
        id: "1",
        reference: "BA-1024",
        designation: "Bague solitaire or blanc",
        quantite: "1",
        prixBrut: "1468.75",
        prixNet: "1395.32",
        categorie: "S",
        taux: "20",
      },
      {
        id: "2",
        reference: "PE-77",
        designation: "Pendentif <cœur> & chaîne",
        quantite: "1",
        prixBrut: "890.00",
        prixNet: "890.00",
        categorie: "S",
        taux: "20",
      },
    ],
    frais: [{ montant: "23.00", motif: "Port", categorie: "S", taux: "20" }],
  },
  "facture du canal EXTENSIA": {
    ...base,
    type: "380",
    numero: "FX4512",
    dateEmission: "2026-11-24",
    livraison: {
      nom: "Bijouterie Martin",
      adresse: { ligne: "8 rue Neuve", cp: "13001", ville: "Marseille", pays: "FR" },
    },
    dateEcheance: "2026-11-30",
    conditionsPaiement: "Paiement fin de mois",
    lignes: [
      {
        id: "1",
        reference: "CV-310",
        designation: "Centre vide 4 griffes",
        quantite: "1",
        prixBrut: "402.13",
        prixNet: "402.13",
        categorie: "S",
        taux: "20",
      },
    ],
    frais: [],
  },
  avoir: {
    ...base,
    type: "381",
    numero: "AV208",
    dateEmission: "2026-11-25",
    facturesCorrigees: [{ numero: "F12345", date: "2026-11-24" }],
    lignes: [
      {
        id: "1",
        designation: "Avoir sur facture 12345 : retour bague",
        quantite: "1",
        prixBrut: "1395.32",
        prixNet: "1395.32",
        categorie: "S",
        taux: "20",
      },
    ],
    frais: [],
  },
  "facture à plusieurs taux, autoliquidation, taux zéro, exonération": {
    ...base,
    type: "380",
    numero: "F-2026/0099",
    dateEmission: "2026-11-24",
    dateEcheance: "2026-12-31",
    lignes: [
      {
        id: "1",
        designation: "Bague or jaune",
        quantite: "1",
        prixBrut: "100.00",
        prixNet: "100.00",
        categorie: "S",
        taux: "20",
      },
      {
        id: "2",
        designation: "Écrin",
        quantite: "3",
        prixBrut: "11.11",
        prixNet: "11.11",
        categorie: "S",
        taux: "5.5",
      },
      {
        id: "3",
        designation: "Export hors UE",
        quantite: "1",
        prixBrut: "50.00",
        prixNet: "50.00",
        categorie: "Z",
        taux: "0",
      },
      {
        id: "4",
        designation: "Or fin 999 (matière)",
        quantite: "1",
        prixBrut: "1000.00",
        prixNet: "1000.00",
        categorie: "AE",
        taux: "0",
      },
      {
        id: "5",
        designation: "Expertise",
        quantite: "1",
        prixBrut: "10.00",
        prixNet: "10.00",
        categorie: "E",
        taux: "0",
      },
    ],
    frais: [{ montant: "23.00", motif: "Port", categorie: "S", taux: "20" }],
    remises: [{ montant: "3.00", motif: "Geste commercial", categorie: "Z", taux: "0" }],
  },
};
