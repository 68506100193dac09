import type { ColonnesListe } from "../shared/index.ts";
import type { CaAnnee, LigneDetailCa, LigneFacon, LigneTopVente } from "./ca.ts";
import type { LigneComparaison } from "./comparaison.ts";
import type { ProduitConsulte, StatConnexion } from "./connexions.ts";
import type { LigneDetailPrix, LigneIncoherente, LigneSynthesePrix } from "./prix.ts";
import type { ProgressionClient } from "./progression.ts";
import type { LigneStockDetail } from "./stock.ts";

/** Top Vente (spec 03 section 2.1): Qte, Type Produit, Référence, Désignation, CA HT, Prix de Revient, Pourcentage. */
export const COLONNES_TOP_VENTE: ColonnesListe<LigneTopVente> = [
  { key: "qte", label: "Qte", kind: "integer" },
  { key: "typeProduit", label: "Type Produit", kind: "text" },
  { key: "ref", label: "Référence", kind: "text" },
  { key: "designation", label: "Désignation", kind: "text" },
  { key: "caHt", label: "CA HT", kind: "money" },
  { key: "prixRevient", label: "Prix de Revient", kind: "money" },
  { key: "pourcentage", label: "Pourcentage", kind: "percent", places: 2 },
];

/** The detail popup of a row or a slice: the invoice lines behind it. */
export const COLONNES_DETAIL_CA: ColonnesListe<LigneDetailCa> = [
  { key: "numSachet", label: "OF", kind: "text" },
  { key: "dateFact", label: "Date", kind: "date" },
  { key: "idFact", label: "Facture", kind: "text" },
  { key: "client", label: "Client", kind: "text" },
  { key: "ref", label: "Référence", kind: "text" },
  { key: "designation", label: "Désignation", kind: "text" },
  { key: "caHt", label: "CA HT", kind: "money" },
  { key: "prixRevient", label: "Prix de Revient", kind: "money" },
];

/** Comparaison Par An: year, revenue, credit notes, net. */
export const COLONNES_CA_ANNEE: ColonnesListe<CaAnnee> = [
  { key: "annee", label: "Année", kind: "text" },
  { key: "totalCa", label: "CA HT", kind: "money" },
  { key: "totalAvoir", label: "Avoirs HT", kind: "money" },
  { key: "totalHt", label: "CA net HT", kind: "money" },
];

/** /facon (spec 03 section 2.7): client, date, invoice, reference, customer reference, gold weight. */
export const COLONNES_FACON: ColonnesListe<LigneFacon> = [
  { key: "client", label: "Client", kind: "text" },
  { key: "dateFact", label: "Date", kind: "date" },
  { key: "idFact", label: "Facture", kind: "text" },
  { key: "ref", label: "Référence", kind: "text" },
  { key: "refClt", label: "Réf. client", kind: "text" },
  { key: "poids", label: "Poids or (g)", kind: "weight", unit: "g" },
];

/** /variation_ca_client: the comparison table and the two tops. */
export const COLONNES_PROGRESSION: ColonnesListe<ProgressionClient> = [
  { key: "nomAgence", label: "Client", kind: "text" },
  { key: "totalHtAnneeDeb", label: "CA année début", kind: "money" },
  { key: "totalHtAnneeFin", label: "CA année fin", kind: "money" },
  { key: "pourcentageVariation", label: "Variation", kind: "percent", places: 2 },
];

/** /comparaison_ca: Client, three years, CA à venir, three variations (labels carry the years on screen). */
export const COLONNES_COMPARAISON: ColonnesListe<LigneComparaison> = [
  { key: "client", label: "Client", kind: "text" },
  { key: "ca1", label: "CA année N-2", kind: "money" },
  { key: "ca2", label: "CA année N-1", kind: "money" },
  { key: "ca3", label: "CA année N", kind: "money" },
  { key: "caAVenir", label: "CA à venir", kind: "money" },
  { key: "variation1", label: "Var. N-1/N-2", kind: "percent", places: 2 },
  { key: "variation2", label: "Var. N/N-1", kind: "percent", places: 2 },
  { key: "variation3", label: "Var. (N + à venir)/N-1", kind: "percent", places: 2 },
];

/** /analyse_stock detail (spec 03 section 3): of, ref, designation, prix_r, Nom_agence. */
export const COLONNES_STOCK_DETAIL: ColonnesListe<LigneStockDetail> = [
  { key: "of", label: "OF", kind: "text" },
  { key: "ref", label: "Référence", kind: "text" },
  { key: "designation", label: "Désignation", kind: "text" },
  { key: "prixR", label: "Prix de revient", kind: "money" },
  { key: "nomAgence", label: "Client", kind: "text" },
];

/** /suivi_connection (spec 03 section 2.12 a). */
export const COLONNES_CONNEXIONS: ColonnesListe<StatConnexion> = [
  { key: "nomAgence", label: "Agence", kind: "text" },
  { key: "identifiantUtilisateur", label: "Utilisateur", kind: "text" },
  { key: "type", label: "Type", kind: "text" },
  { key: "totalConnexions", label: "Total", kind: "integer" },
  { key: "moyenneConnexionsParMois", label: "Moyenne par mois", kind: "decimal", places: 2 },
  { key: "maxConnexionsParMois", label: "Max par mois", kind: "integer" },
  { key: "minConnexionsParMois", label: "Min par mois", kind: "integer" },
  { key: "connexions3DerniersMois", label: "3 derniers mois", kind: "integer" },
];

/** /suivi_connection (spec 03 section 2.12 b). */
export const COLONNES_CONSULTATIONS: ColonnesListe<ProduitConsulte> = [
  { key: "ref", label: "Produit", kind: "text" },
  { key: "nomAgence", label: "Client", kind: "text" },
  { key: "userLogin", label: "Login", kind: "text" },
  { key: "type", label: "Type", kind: "text" },
  { key: "date", label: "Date", kind: "text" },
];

/** /analyse_prix Synthèse des Prix (spec 03 section 3: type_produit_label, tarif_produit_label, tranche_prix_r, ...). */
export const COLONNES_SYNTHESE_PRIX: ColonnesListe<LigneSynthesePrix> = [
  { key: "typeProduit", label: "Type de produit", kind: "text" },
  { key: "tarifProduit", label: "Tarif produit", kind: "text" },
  { key: "tranche", label: "Tranche prix de revient", kind: "text" },
  { key: "nombre", label: "Nombre", kind: "integer" },
  { key: "prixMoyen", label: "Prix moyen", kind: "money" },
  { key: "revientMoyen", label: "Prix de revient moyen", kind: "money" },
  { key: "moyenneRapport", label: "Rapport moyen prix/revient", kind: "decimal", places: 2 },
  { key: "ecartTypeRapport", label: "Écart-type du rapport", kind: "decimal", places: 2 },
];

/** /analyse_prix Détail pour la Sélection (spec 03 section 3: date_fact, ref_centre_vide, designation, totht, prix_r, rapport, num_sachet). */
export const COLONNES_DETAIL_PRIX: ColonnesListe<LigneDetailPrix> = [
  { key: "dateFact", label: "Date facture", kind: "date" },
  { key: "of", label: "OF", kind: "text" },
  { key: "ref", label: "Référence", kind: "text" },
  { key: "designation", label: "Désignation", kind: "text" },
  { key: "totht", label: "Total HT", kind: "money" },
  { key: "prixR", label: "Prix de revient", kind: "money" },
  { key: "rapport", label: "Rapport", kind: "decimal", places: 2 },
];

/** /analyse_prix Produits Individuels Incohérents. */
export const COLONNES_INCOHERENTS: ColonnesListe<LigneIncoherente> = [
  ...COLONNES_DETAIL_PRIX,
  { key: "typeProduit", label: "Type de produit", kind: "text" },
  { key: "tarifProduit", label: "Tarif produit", kind: "text" },
  { key: "tranche", label: "Tranche prix de revient", kind: "text" },
  { key: "moyenneRapport", label: "Rapport moyen du groupe", kind: "decimal", places: 2 },
  { key: "ecart", label: "Écart (en écarts-types)", kind: "decimal", places: 2 },
];
