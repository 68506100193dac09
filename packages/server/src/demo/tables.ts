import type { Executor } from "../db/tx.ts";
import { BulkTable, type NewTable } from "./bulk.ts";
import { tablesAtelier } from "./tables-atelier.ts";
import { tablesCatalogue } from "./tables-catalogue.ts";
import { tablesFacturation } from "./tables-facturation.ts";
import { tablesMetal } from "./tables-metal.ts";
import { tablesStock } from "./tables-stock.ts";
import { tablesTiers } from "./tables-tiers.ts";

/**
 * The bulk writers of every demo table, with their columns in the order the area files pass the values,
 * and their parents (flushed first, so foreign keys find their rows). Declared by business area in
 * tables-*.ts; `list` keeps the flush order of the final pass.
 */
export function demoTables(ex: Executor, batch: number) {
  const t: NewTable = (name, cols, parents = []) => new BulkTable(ex, name, cols, parents, batch);
  const { client, fournisseur, banque } = tablesTiers(t);
  const { image, pierre, tarifs, centreVide, centre, centrePierres, produit } = tablesCatalogue(t, {
    fournisseur,
  });
  const { joaillier, sertisseur, of, pesee, ouvrier, serti, boiteOr } = tablesAtelier(t, { client, produit });
  const { pierresRecues, opStock, plateau, newStockProd, newHistoriqueConf } = tablesStock(t, {
    client,
    pierre,
    fournisseur,
    of,
  });
  const {
    facture,
    factureExtensia,
    constituantFact,
    constituantFactExtensia,
    avoir,
    avoirFacture,
    traite,
    traiteFournisseur,
  } = tablesFacturation(t, { client, fournisseur, banque, of });
  const { mouvementClal, mouvementMetal, receptionMetal, coursOr } = tablesMetal(t, { client, fournisseur });

  const all = {
    client,
    fournisseur,
    banque,
    joaillier,
    sertisseur,
    image,
    pierre,
    tarifs,
    centreVide,
    centre,
    centrePierres,
    produit,
    of,
    pesee,
    ouvrier,
    serti,
    boiteOr,
    pierresRecues,
    opStock,
    facture,
    factureExtensia,
    constituantFact,
    constituantFactExtensia,
    avoir,
    avoirFacture,
    traite,
    traiteFournisseur,
    plateau,
    newStockProd,
    newHistoriqueConf,
    mouvementClal,
    mouvementMetal,
    receptionMetal,
    coursOr,
  };
  return { ...all, list: Object.values(all) };
}

export type DemoTables = ReturnType<typeof demoTables>;

/**
 * The business tables the demo fills, children first (TRUNCATE order of --force; the serial sequences
 * reset after a load). Reference tables loaded by the migrations are not here.
 */
export const DEMO_TABLES: ReadonlyArray<readonly [table: string, serialColumn: string | null]> = [
  ["ecriture_numero", null],
  ["remise_lcr_traite", null],
  ["remise_lcr", null],
  ["new_historique_conf", "id"],
  ["new_stock_prod", null],
  ["plateau", "id_plateau"],
  ["constituant_fact_extensia", "id"],
  ["constituant_fact", "id"],
  ["facture_extensia", "id_fact"],
  ["facture", "id_fact"],
  ["avoir_facture", null],
  ["avoir", "id_avoir"],
  ["traite", "id_traite"],
  ["traite_fournisseur", "id_traite"],
  ["banque", "id_banque"],
  ["op_stock", "id_op"],
  ["pierre_retour", "id_retour"],
  ["pierres_recues", "id_conf"],
  ["ouvrier", "id_ligne"],
  ["serti", "id_sert"],
  ["boite_or", "id_boite"],
  ["pesee", "num_pesee"],
  ["joaillier", "id"],
  ["sertisseur", "id"],
  ["of", "num_sachet"],
  ["produit", null],
  ["centre_pierres", "id"],
  ["centre", "id_centre"],
  ["centre_vide", "id_cv"],
  ["image", "id_image"],
  ["tarifs", "id_tarif"],
  ["pierre", "id_pier"],
  ["mouvement_clal", "id"],
  ["mouvement_metal", "id"],
  ["reception_metal", "id"],
  ["cours_or", null],
  ["fournisseur", "four_id"],
  ["log_consultation_produit", "id"],
  ["log_connexion", "id"],
  ["session", null],
  ["utilisateur", "id_user"],
  ["audit", "id"],
  ["client", "id"],
];
