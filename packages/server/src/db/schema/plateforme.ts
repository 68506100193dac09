import {
  bigserial,
  customType,
  date,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** The platform outbox (migration 0034): one row per flow Écrin deposits. Queued by triggers on issue. */
export const plateformeEnvoi = pgTable("plateforme_envoi", {
  id: serial("id").primaryKey(),
  typeDocument: varchar("type_document", { length: 10 }).notNull(),
  canal: varchar("canal", { length: 12 }),
  numero: integer("numero"),
  trackingId: varchar("tracking_id", { length: 36 }).notNull(),
  flowSyntax: varchar("flow_syntax", { length: 10 }).notNull().default("Factur-X"),
  sirenDestinataire: varchar("siren_destinataire", { length: 9 }),
  nomDestinataire: varchar("nom_destinataire", { length: 150 }),
  dateDocument: date("date_document", { mode: "string" }),
  fichier: bytea("fichier"),
  etat: varchar("etat", { length: 20 }).notNull().default("a_envoyer"),
  tentatives: integer("tentatives").notNull().default(0),
  prochainEssai: timestamp("prochain_essai", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  derniereErreur: text("derniere_erreur"),
  adresseElectronique: varchar("adresse_electronique", { length: 100 }),
  flowId: varchar("flow_id", { length: 36 }),
  sha256: varchar("sha256", { length: 64 }),
  creeLe: timestamp("cree_le", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  deposeLe: timestamp("depose_le", { withTimezone: true, mode: "string" }),
  acquitteLe: timestamp("acquitte_le", { withTimezone: true, mode: "string" }),
});

/** The lifecycle statuses of each sent document (0034): appended, never changed. */
export const plateformeStatut = pgTable("plateforme_statut", {
  id: serial("id").primaryKey(),
  idEnvoi: integer("id_envoi")
    .notNull()
    .references(() => plateformeEnvoi.id),
  code: smallint("code").notNull(),
  date: timestamp("date", { withTimezone: true, mode: "string" }).notNull(),
  motif: varchar("motif", { length: 100 }),
  commentaire: text("commentaire"),
  source: varchar("source", { length: 10 }).notNull(),
  flowId: varchar("flow_id", { length: 36 }),
  recuLe: timestamp("recu_le", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

/** Where each polling got to (0034). */
export const plateformeCurseur = pgTable("plateforme_curseur", {
  cle: varchar("cle", { length: 40 }).primaryKey(),
  updatedAfter: varchar("updated_after", { length: 40 }).notNull(),
});

/** Every call to the platform, for the system page (0034). */
export const plateformeAppel = pgTable("plateforme_appel", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  le: timestamp("le", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  methode: varchar("methode", { length: 6 }).notNull(),
  chemin: varchar("chemin", { length: 200 }).notNull(),
  flowId: varchar("flow_id", { length: 36 }),
  statutHttp: integer("statut_http").notNull(),
  dureeMs: integer("duree_ms").notNull(),
  erreur: text("erreur"),
});
