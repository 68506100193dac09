import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { produit } from "./produits.ts";

/** Rates (spec 01 section 3): 1 €/$, 2 labour, 3 metal per gram, 4 gold, 8 coefficient, 10 fixed gold, 14, 15. */
export const cours = pgTable("cours", {
  idCours: serial("id_cours").primaryKey(),
  description: varchar("description", { length: 100 }).notNull(),
  valeur: numeric("valeur", { precision: 14, scale: 4 }).notNull(),
});

/** Client shops as a tree: groups (parents) and agencies (leaves). */
export const client = pgTable(
  "client",
  {
    id: serial("id").primaryKey(),
    label: varchar("label", { length: 100 }).notNull(),
    idParent: integer("id_parent").references((): import("drizzle-orm/pg-core").AnyPgColumn => client.id),
    nomAgence: varchar("nom_agence", { length: 150 }).notNull(),
    adresse: varchar("adresse", { length: 200 }).notNull().default(""),
    cp: varchar("cp", { length: 10 }).notNull().default(""),
    ville: varchar("ville", { length: 100 }).notNull().default(""),
    actif: boolean("actif").notNull().default(true),
    // What invoices and bills need (0013): "" when unknown; identifiers compact, upper-case.
    siren: varchar("siren", { length: 9 }).notNull().default(""),
    numTva: varchar("num_tva", { length: 13 }).notNull().default(""),
    /** Payment term in days (0 = end of month): the default échéance of the client's new OFs. */
    delaiPaiement: integer("delai_paiement").notNull().default(0),
    iban: varchar("iban", { length: 34 }).notNull().default(""),
    bic: varchar("bic", { length: 11 }).notNull().default(""),
    /** Domiciliation printed on the bills: bank name and town. */
    banque: varchar("banque", { length: 100 }).notNull().default(""),
    banqueVille: varchar("banque_ville", { length: 100 }).notNull().default(""),
    email: varchar("email", { length: 254 }).notNull().default(""),
  },
  (t) => [
    index("client_id_parent_idx").on(t.idParent),
    index("client_nom_agence_idx").on(t.nomAgence),
    check("client_not_own_parent", sql`${t.idParent} is null or ${t.idParent} <> ${t.id}`),
    check("client_delai_paiement", sql`${t.delaiPaiement} in (0, 30, 45, 60)`),
  ],
);

/** Key/value settings: the special ids of the old system (see domain DEFAULT_SETTINGS). */
export const parametre = pgTable("parametre", {
  cle: varchar("cle", { length: 60 }).primaryKey(),
  valeur: text("valeur").notNull(),
});

export const utilisateur = pgTable(
  "utilisateur",
  {
    idUser: serial("id_user").primaryKey(),
    login: varchar("login", { length: 100 }).notNull().unique(),
    /** The person's name, shown on /utilisateurs (0011). */
    nom: varchar("nom", { length: 100 }).notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    role: integer("role").notNull(),
    /** Num_agence of the old system: the client the user belongs to. */
    numAgence: integer("num_agence").references(() => client.id),
    actif: boolean("actif").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("utilisateur_login_lower", sql`${t.login} = lower(${t.login})`)],
);

/** Server-side sessions; the cookie carries a random token, the table its SHA-256. */
export const session = pgTable(
  "session",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    idUser: integer("id_user")
      .notNull()
      .references(() => utilisateur.idUser, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("session_id_user_idx").on(t.idUser), index("session_expires_idx").on(t.expiresAt)],
);

/** One row per successful login (read by /suivi_connection). */
export const logConnexion = pgTable(
  "log_connexion",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    idUser: integer("id_user")
      .notNull()
      .references(() => utilisateur.idUser),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    ip: varchar("ip", { length: 64 }),
  },
  (t) => [index("log_connexion_user_date_idx").on(t.idUser, t.date)],
);

/**
 * Failed login attempts per login and address (migration 0020): the throttling's counters
 * (domain/admin/tentatives.ts), locked row by row so that simultaneous guesses count one by one.
 * Not audited; purged a day after the last failure.
 */
export const tentativeConnexion = pgTable(
  "tentative_connexion",
  {
    login: varchar("login", { length: 100 }).notNull(),
    adresse: varchar("adresse", { length: 100 }).notNull(),
    echecs: integer("echecs").notNull().default(0),
    dernierEchec: timestamp("dernier_echec", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.login, t.adresse] }),
    index("tentative_connexion_adresse_idx").on(t.adresse),
    check("tentative_connexion_echecs_positif", sql`${t.echecs} >= 0`),
  ],
);

/** One row per product consulted on /produit (read by /suivi_connection). */
export const logConsultationProduit = pgTable(
  "log_consultation_produit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    idUser: integer("id_user")
      .notNull()
      .references(() => utilisateur.idUser),
    idProduit: integer("id_produit")
      .notNull()
      .references(() => produit.idCentre),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("log_consultation_date_idx").on(t.date)],
);

/** Audit trail, written by a trigger on every business table in the writer's transaction. */
export const audit = pgTable(
  "audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    idUser: integer("id_user"),
    tableName: varchar("table_name", { length: 63 }).notNull(),
    rowId: text("row_id").notNull(),
    operation: varchar("operation", { length: 6 }).notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_table_row_idx").on(t.tableName, t.rowId),
    index("audit_at_idx").on(t.at),
    // The OF status history (finalised OFs of /finaliser) reads the audit by new status, latest first.
    index("audit_of_statut_at_idx")
      .on(sql`(${t.after} ->> 'statut')`, t.at)
      .where(sql`${t.tableName} = 'of'`),
    check("audit_operation", sql`${t.operation} in ('INSERT','UPDATE','DELETE')`),
  ],
);
