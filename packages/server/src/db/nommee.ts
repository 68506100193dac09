import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./tx.ts";

const dialect = new PgDialect();

type Prepared = ReturnType<Executor["_"]["session"]["prepareQuery"]>;

/**
 * A statement that a screen sends on every request, under a name: PostgreSQL parses and plans it once
 * per connection, where an unnamed statement is parsed and planned again at each call (its "bind"
 * cost a few milliseconds on the OF detail). Its parameters are drizzle placeholders, given by name.
 * On PGlite (one in-process connection) the name is simply not used.
 */
export class InstructionNommee<R extends Record<string, unknown>> {
  private readonly query: { sql: string; params: unknown[] };
  private readonly parExecuteur = new WeakMap<Executor, Prepared>();

  constructor(
    readonly nom: string,
    requete: SQL,
  ) {
    this.query = dialect.sqlToQuery(requete);
  }

  async lignes(db: Executor, valeurs: Record<string, unknown>): Promise<R[]> {
    let prepared = this.parExecuteur.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(this.query, undefined, this.nom, false);
      this.parExecuteur.set(db, prepared);
    }
    const res = (await prepared.execute(valeurs)) as { rows: R[] };
    return res.rows;
  }

  /** The text and values as they are sent, for the bench. */
  texte(valeurs: Record<string, unknown>): { text: string; values: unknown[] } {
    return { text: this.query.sql, values: fillPlaceholders(this.query.params, valeurs) };
  }
}
