import type { FactureRecue, Rapprochement, Violation } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { fournisseur } from "./reference.ts";

/** An amount as read from a supplier's file: up to 15 digits and 6 decimals, kept exact. */
const montantLu = (name: string) => numeric(name, { precision: 21, scale: 6 });

/** A received supplier invoice (migration 0035): one per platform flow. */
export const factureFournisseur = pgTable("facture_fournisseur", {
  id: serial("id").primaryKey(),
  flowId: varchar("flow_id", { length: 64 }).notNull().unique("facture_fournisseur_flow_id_unique"),
  recueLe: timestamp("recue_le", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  nomFichier: varchar("nom_fichier", { length: 255 }).notNull(),
  typeFichier: varchar("type_fichier", { length: 20 }).notNull(),
  sha256: varchar("sha256", { length: 64 }).notNull(),
  taille: integer("taille").notNull(),
  syntaxe: varchar("syntaxe", { length: 10 }),
  valide: boolean("valide").notNull(),
  violations: jsonb("violations").$type<Violation[]>().notNull(),
  facture: jsonb("facture").$type<FactureRecue>(),
  fournisseurNom: text("fournisseur_nom"),
  fournisseurSiren: text("fournisseur_siren"),
  numero: text("numero"),
  dateFacture: date("date_facture"),
  echeance: date("echeance"),
  totalHt: montantLu("total_ht"),
  totalTva: montantLu("total_tva"),
  totalTtc: montantLu("total_ttc"),
  idFour: integer("id_four").references(() => fournisseur.fourId),
  famille: varchar("famille", { length: 10 }).notNull(),
  rapprochement: jsonb("rapprochement").$type<Rapprochement>(),
  etatRapprochement: varchar("etat_rapprochement", { length: 20 }).notNull(),
  statut: varchar("statut", { length: 30 }).notNull().default("recue"),
});

/** The original file, base64, never changed. */
export const factureFournisseurFichier = pgTable("facture_fournisseur_fichier", {
  idFacture: integer("id_facture")
    .primaryKey()
    .references(() => factureFournisseur.id),
  fichier: text("fichier").notNull(),
});

/** A decision on a received invoice (a record, never changed). */
export const factureFournisseurDecision = pgTable("facture_fournisseur_decision", {
  id: serial("id").primaryKey(),
  idFacture: integer("id_facture")
    .notNull()
    .references(() => factureFournisseur.id),
  statut: varchar("statut", { length: 30 }).notNull(),
  motif: varchar("motif", { length: 30 }),
  commentaire: varchar("commentaire", { length: 500 }).notNull().default(""),
  le: timestamp("le", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  idUser: integer("id_user"),
});

/** The CDAR flow of a decision, waiting to be deposited (flow_id null) or deposited. */
export const factureFournisseurCdar = pgTable("facture_fournisseur_cdar", {
  idDecision: integer("id_decision")
    .primaryKey()
    .references(() => factureFournisseurDecision.id),
  trackingId: varchar("tracking_id", { length: 36 }).notNull(),
  flowId: varchar("flow_id", { length: 64 }),
  envoyeLe: timestamp("envoye_le", { withTimezone: true, mode: "string" }),
  tentatives: integer("tentatives").notNull().default(0),
  derniereErreur: text("derniere_erreur"),
});

/** The reception's cursor: the updatedAt of the last flow taken. */
export const achatsReceptionCurseur = pgTable("achats_reception_curseur", {
  id: smallint("id").primaryKey().default(sql`1`),
  updatedAfter: varchar("updated_after", { length: 40 }).notNull(),
});
