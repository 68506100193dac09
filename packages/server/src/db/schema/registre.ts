import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
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
    /** Fine grams of precious metal, where known (migration 0021). */
    poidsFin: grams("poids_fin"),
    /** A piece's OF (nature bijou). */
    pieceOf: integer("piece_of"),
    /** On a piece's exit: the entry it leaves from. */
    entree: bigint("entree", { mode: "number" }).references((): AnyPgColumn => registrePolice.num),
  },
  (t) => [
    index("registre_police_jour").on(t.jour, t.num),
    index("registre_police_source").on(t.source, t.sourceId),
    index("registre_police_piece_of").on(t.pieceOf, t.num).where(sql`${t.pieceOf} is not null`),
    check("registre_police_sens", sql`${t.sens} in ('E', 'S')`),
    check("registre_police_unite", sql`${t.unite} in ('g', 'ct')`),
    check("registre_police_correction", sql`(${t.corrige} is null) = (${t.motif} is null)`),
  ],
);

/**
 * A seal (migration 0021): SHA-256 of a range of one day's entries (premier..dernier) chained to the
 * previous seal; a day is sealed on demand (the entries so far) and when it ends (`cloture`: the rest).
 * Every seal is also appended to DATA_DIR/registre/sceaux.jsonl, outside the database.
 */
export const registrePoliceSceau = pgTable(
  "registre_police_sceau",
  {
    jour: date("jour").notNull(),
    premier: bigint("premier", { mode: "number" }).primaryKey(),
    dernier: bigint("dernier", { mode: "number" }).notNull(),
    nombre: integer("nombre").notNull(),
    empreinte: char("empreinte", { length: 64 }).notNull(),
    precedente: char("precedente", { length: 64 }),
    scelleLe: timestamp("scelle_le", { withTimezone: true }).notNull().defaultNow(),
    cloture: boolean("cloture").notNull().default(true),
  },
  (t) => [index("registre_police_sceau_jour").on(t.jour, t.premier)],
);

/** Who read the register, when, which days (a journal: never changed, not audited). */
export const registrePoliceConsultation = pgTable(
  "registre_police_consultation",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    le: timestamp("le", { withTimezone: true }).notNull().defaultNow(),
    idUser: integer("id_user"),
    login: varchar("login", { length: 100 }).notNull(),
    quoi: varchar("quoi", { length: 20 }).notNull(),
    du: date("du"),
    au: date("au"),
  },
  (t) => [
    index("registre_police_consultation_le").on(t.le),
    check(
      "registre_police_consultation_quoi",
      sql`${t.quoi} in ('liste', 'csv', 'extrait', 'verification', 'sceau')`,
    ),
  ],
);
