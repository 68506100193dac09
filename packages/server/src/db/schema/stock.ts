import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { client } from "./admin.ts";
import { check01, checkPositive, grams, money } from "./columns.ts";
import { of } from "./of.ts";
import { stade, typeMetal } from "./reference.ts";

/** Trays (plateaux) the finished products in stock are laid out on. */
export const plateau = pgTable(
  "plateau",
  {
    idPlateau: serial("id_plateau").primaryKey(),
    label: varchar("label", { length: 50 }).notNull(),
    description: varchar("description", { length: 200 }),
    actif: smallint("actif").notNull().default(1),
  },
  (t) => [unique("plateau_label_unique").on(t.label), check01("plateau", "actif", t.actif)],
);

/**
 * Finished products in stock (status 650), one row per OF. Where the product is (own stock, client
 * 249, or a client it is entrusted to) is the OF's client; its reservation is of.of_reservation.
 */
export const newStockProd = pgTable(
  "new_stock_prod",
  {
    of: integer("of")
      .primaryKey()
      .references(() => of.numSachet),
    plateau: integer("plateau").references(() => plateau.idPlateau),
    dateEntree: date("date_entree").notNull().default(sql`current_date`),
  },
  (t) => [
    index("new_stock_prod_plateau_idx").on(t.plateau),
    index("new_stock_prod_date_entree_idx").on(t.dateEntree),
  ],
);

/**
 * Stock history: one row per stay of a stock product at a client (entrusting, return to stock), with a
 * copy of what the product was then. date_sortie is NULL while it is there.
 */
export const newHistoriqueConf = pgTable(
  "new_historique_conf",
  {
    id: serial("id").primaryKey(),
    of: integer("of")
      .notNull()
      .references(() => of.numSachet),
    idBijouterie: integer("id_bijouterie")
      .notNull()
      .references(() => client.id),
    description: varchar("description", { length: 255 }),
    idStade: integer("id_stade").references(() => stade.idStade),
    typeMetal: integer("type_metal").references(() => typeMetal.idType),
    /** Finger size or length. */
    ladim: varchar("ladim", { length: 30 }),
    /** Grams. */
    poids: grams("poids"),
    /** Price at the time, euros. */
    leprix: money("leprix"),
    dateEntree: date("date_entree").notNull().default(sql`current_date`),
    dateSortie: date("date_sortie"),
  },
  (t) => [
    index("new_historique_conf_of_idx").on(t.of),
    index("new_historique_conf_ouvert_idx").on(t.of).where(sql`${t.dateSortie} is null`),
    index("new_historique_conf_id_bijouterie_idx").on(t.idBijouterie, t.dateEntree),
    checkPositive("new_historique_conf", "poids", t.poids),
    check("new_historique_conf_dates", sql`${t.dateSortie} is null or ${t.dateSortie} >= ${t.dateEntree}`),
  ],
);

/** Gestion Plateau's history: each move of a stock piece from a tray to another (null: none). */
export const mouvementPlateau = pgTable(
  "mouvement_plateau",
  {
    id: serial("id").primaryKey(),
    of: integer("of")
      .notNull()
      .references(() => of.numSachet),
    de: integer("de").references(() => plateau.idPlateau),
    vers: integer("vers").references(() => plateau.idPlateau),
    dateMouvement: timestamp("date_mouvement", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mouvement_plateau_of_idx").on(t.of)],
);

/** A tray count by scanner: what was expected, scanned, missing, and scanned but belonging elsewhere. */
export const inventairePlateau = pgTable(
  "inventaire_plateau",
  {
    id: serial("id").primaryKey(),
    idPlateau: integer("id_plateau")
      .notNull()
      .references(() => plateau.idPlateau),
    dateInventaire: timestamp("date_inventaire", { withTimezone: true }).notNull().defaultNow(),
    attendus: integer("attendus").array().notNull().default(sql`'{}'`),
    scannes: integer("scannes").array().notNull().default(sql`'{}'`),
    manquants: integer("manquants").array().notNull().default(sql`'{}'`),
    etrangers: integer("etrangers").array().notNull().default(sql`'{}'`),
  },
  (t) => [index("inventaire_plateau_plateau_idx").on(t.idPlateau, t.dateInventaire)],
);
