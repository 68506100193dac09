import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { grams, money } from "./columns.ts";

/**
 * The police register (migration 0012): written only by the movements' triggers
 * (`registre_police_ecrire`), never updated nor deleted (a trigger refuses both). `jour` is the page:
 * the day the entry was written; `date_mouvement` the movement's own date.
 */
export const registrePolice = pgTable(
  "registre_police",
  {
    num: bigint("num", { mode: "number" }).primaryKey(),
    jour: date("jour").notNull().defaultNow(),
    enregistreLe: timestamp("enregistre_le", { withTimezone: true }).notNull().defaultNow(),
    dateMouvement: date("date_mouvement").notNull(),
    sens: char("sens", { length: 1 }).notNull(),
    nature: varchar("nature", { length: 20 }).notNull(),
    description: varchar("description", { length: 300 }).notNull(),
    partie: varchar("partie", { length: 400 }).notNull(),
    pieces: integer("pieces"),
    /** Grams (metal, pieces) or carats (stones), as `unite` says. */
    poids: grams("poids"),
    unite: varchar("unite", { length: 2 }).notNull().default("g"),
    titre: integer("titre"),
    prix: money("prix"),
    dateSortie: date("date_sortie"),
    source: varchar("source", { length: 40 }).notNull(),
    sourceId: bigint("source_id", { mode: "number" }).notNull(),
    corrige: bigint("corrige", { mode: "number" }).references((): AnyPgColumn => registrePolice.num),
    motif: varchar("motif", { length: 300 }),
  },
  (t) => [
    index("registre_police_jour").on(t.jour, t.num),
    index("registre_police_source").on(t.source, t.sourceId),
    check("registre_police_sens", sql`${t.sens} in ('E', 'S')`),
    check("registre_police_unite", sql`${t.unite} in ('g', 'ct')`),
    check("registre_police_correction", sql`(${t.corrige} is null) = (${t.motif} is null)`),
  ],
);

/** One seal per day with entries: SHA-256 of the day's entries chained to the previous seal. */
export const registrePoliceSceau = pgTable("registre_police_sceau", {
  jour: date("jour").primaryKey(),
  premier: bigint("premier", { mode: "number" }).notNull(),
  dernier: bigint("dernier", { mode: "number" }).notNull(),
  nombre: integer("nombre").notNull(),
  empreinte: char("empreinte", { length: 64 }).notNull(),
  precedente: char("precedente", { length: 64 }),
  scelleLe: timestamp("scelle_le", { withTimezone: true }).notNull().defaultNow(),
});
