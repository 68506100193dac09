import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { utilisateur } from "./admin.ts";
import { centre, centreVide } from "./produits.ts";

/** One web-shop sync run (/wp): progress, console log, counts (migration 0011). */
export const wpRun = pgTable(
  "wp_run",
  {
    id: serial("id").primaryKey(),
    debut: timestamp("debut", { withTimezone: true }).notNull().defaultNow(),
    fin: timestamp("fin", { withTimezone: true }),
    idUser: integer("id_user").references(() => utilisateur.idUser),
    statut: varchar("statut", { length: 10 }).notNull().default("en_cours"),
    progression: integer("progression").notNull().default(0),
    message: text("message").notNull().default(""),
    journal: text("journal").notNull().default(""),
    crees: integer("crees").notNull().default(0),
    modifies: integer("modifies").notNull().default(0),
    supprimes: integer("supprimes").notNull().default(0),
    images: integer("images").notNull().default(0),
  },
  (t) => [
    uniqueIndex("wp_run_un_en_cours").on(t.statut).where(sql`${t.statut} = 'en_cours'`),
    index("wp_run_debut_idx").on(t.debut),
    check("wp_run_statut", sql`${t.statut} in ('en_cours', 'termine', 'erreur', 'annule')`),
  ],
);

/** A product sent to the shop: its shop id, the fingerprint last sent, its image's media id. */
export const wpProduit = pgTable("wp_produit", {
  idCv: integer("id_cv")
    .primaryKey()
    .references(() => centreVide.idCv, { onDelete: "cascade" }),
  wpId: bigint("wp_id", { mode: "number" }),
  empreinte: varchar("empreinte", { length: 64 }),
  mediaId: bigint("media_id", { mode: "number" }),
  imageNom: varchar("image_nom", { length: 255 }),
  imageEmpreinte: varchar("image_empreinte", { length: 64 }),
});

/** A variation sent to the shop (one centre of a product). */
export const wpVariation = pgTable("wp_variation", {
  idCentre: integer("id_centre")
    .primaryKey()
    .references(() => centre.idCentre, { onDelete: "cascade" }),
  idCv: integer("id_cv").notNull(),
  wpId: bigint("wp_id", { mode: "number" }).notNull(),
  empreinte: varchar("empreinte", { length: 64 }).notNull(),
});
