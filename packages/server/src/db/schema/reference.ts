import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, integer, pgTable, serial, smallint, varchar } from "drizzle-orm/pg-core";
import { check01, checkPercent, percent } from "./columns.ts";

// Reference lists of spec 01 section 3 (read by GET general.php?table=...). Their rows are data,
// loaded by migration 0003_reference_data; the ids the rules use are listed in the README.

/** OF statuses: the number is the key (50 created ... 600 invoiced, 650 in stock). */
export const tStatuts = pgTable("t_statuts", {
  statut: integer("statut").primaryKey(),
  ofInterne: varchar("of_interne", { length: 60 }).notNull(),
});

/** Production stages; 12 is SAV. Stade 1 and 3 select the mfs and centre-vide prices. */
export const stade = pgTable("stade", {
  idStade: serial("id_stade").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});

export const typeTransport = pgTable("type_transport", {
  idType: serial("id_type").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});

/** Metals of the ledgers (mouvement_clal, mouvement_metal): 1 gold (default). */
export const metal = pgTable("metal", {
  idMetal: serial("id_metal").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});

/** Alloy of an OF (OR JAUNE 750...); 1001 is the stock metal. id_metal: the ledger metal it belongs to. */
export const typeMetal = pgTable("type_metal", {
  idType: serial("id_type").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
  idMetal: integer("id_metal").references(() => metal.idMetal),
});

/** Commission types; the code is the key: 0 prescriber, 1 direct (none, the OF default), 2 other. */
export const typeComission = pgTable("type_comission", {
  idTypCom: smallint("id_typ_com").primaryKey(),
  // The spec's column is `desc`, a reserved word in SQL.
  description: varchar("description", { length: 100 }).notNull(),
});

/** Order types; 1 COMMANDE is the OF default. */
export const typeCommande = pgTable("type_commande", {
  id: serial("id").primaryKey(),
  label: varchar("label", { length: 100 }).notNull(),
});

/** A VAT category (UNTDID 5305: S, Z, E, AE), S unless said (0014). */
export const categorieTva = () => varchar("categorie_tva", { length: 2 }).notNull().default("S");

/**
 * CHECK named <table>_categorie_tva: a known category; with a rate, only S may carry one above 0 %
 * (Z, E and AE print no VAT).
 */
export const checkCategorieTva = (table: string, categorie: AnyPgColumn, taux?: AnyPgColumn) =>
  check(
    `${table}_categorie_tva`,
    taux
      ? sql`${categorie} in ('S', 'Z', 'E', 'AE') and (${categorie} = 'S' or ${taux} = 0)`
      : sql`${categorie} in ('S', 'Z', 'E', 'AE')`,
  );

/** VAT rates; each with its category (0014: "Autoliquidation" is 0 % AE, "Exonéré" 0 % E). */
export const tva = pgTable(
  "tva",
  {
    idTva: serial("id_tva").primaryKey(),
    taux: percent("taux").notNull(),
    description: varchar("description", { length: 100 }).notNull(),
    categorie: varchar("categorie", { length: 2 }).notNull().default("S"),
  },
  (t) => [
    checkPercent("tva", "taux", t.taux),
    check(
      "tva_categorie",
      sql`${t.categorie} in ('S', 'Z', 'E', 'AE') and (${t.categorie} = 'S' or ${t.taux} = 0)`,
    ),
  ],
);

/** Product types (Bague, Pendentif...), the `type_prod` of a centre vide. */
export const typeProduit = pgTable("type_produit", {
  idTypProd: serial("id_typ_prod").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});

/** Product price categories (produit.id_tarif_produit), grouped on by the tariff analysis. */
export const tarifProduit = pgTable("tarif_produit", {
  idTarifProduit: serial("id_tarif_produit").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});

/** Suppliers (stones, metal). type_four 998 = gold suppliers; perte = default loss percent. */
export const fournisseur = pgTable(
  "fournisseur",
  {
    fourId: serial("four_id").primaryKey(),
    raisonSoc: varchar("raison_soc", { length: 150 }).notNull(),
    typeFour: integer("type_four"),
    actif: smallint("actif").notNull().default(1),
    perte: percent("perte").notNull().default("0"),
    /** The address the police register names it with (0028, issue 25 point 3). */
    adresse: varchar("adresse", { length: 200 }),
    cp: varchar("cp", { length: 10 }),
    ville: varchar("ville", { length: 100 }),
    pays: varchar("pays", { length: 60 }),
  },
  (t) => [check01("fournisseur", "actif", t.actif), checkPercent("fournisseur", "perte", t.perte)],
);

/** Stone types (Diamant, Saphir...). */
export const typePier = pgTable("type_pier", {
  idTypPier: serial("id_typ_pier").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});

/** Stone shapes (Rond brillant, Princesse...). */
export const formePier = pgTable("forme_pier", {
  idForm: serial("id_form").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});

/** Stone colours. */
export const couleur = pgTable("couleur", {
  idColor: serial("id_color").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});

/** Stone qualities (G VS, H SI...). */
export const qualite = pgTable("qualite", {
  idQual: serial("id_qual").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});

/** States of a received stone (pierres_recues.pierre_etat): 1 in stock, 2 invoiced... */
export const pierresRecuesEtat = pgTable("pierres_recues_etat", {
  idEtat: serial("id_etat").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
});
