import {
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { utilisateur } from "./admin.ts";

/**
 * One row per document-issuing command (credit note, bill of exchange, invoice), written in the
 * command's own transaction: a repeated Idempotency-Key answers the stored result, a rolled-back
 * command leaves no row. Keys are per user; rows older than a day are purged (http/idempotence.ts).
 * Not audited (migration 0004): the document the command wrote is.
 */
export const idempotence = pgTable(
  "idempotence",
  {
    key: uuid("key").notNull(),
    idUser: integer("id_user")
      .notNull()
      .references(() => utilisateur.idUser, { onDelete: "cascade" }),
    route: varchar("route", { length: 100 }).notNull(),
    /** SHA-256 (hex) of the validated body: the same key with another body is refused. */
    bodyHash: varchar("body_hash", { length: 64 }).notNull(),
    /** Null only inside the claiming transaction, which fills them before it commits. */
    status: smallint("status"),
    /** The body as it was sent (json keeps its text, so a replay is byte for byte the same). */
    response: json("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idUser, t.key] }), index("idempotence_created_at_idx").on(t.createdAt)],
);
