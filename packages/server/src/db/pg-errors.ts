/**
 * Reading PostgreSQL's errors, the same with both drivers: node-postgres and PGlite put the SQLSTATE in
 * `code` (and the violated constraint in `constraint`), and drizzle wraps them in an error whose `cause`
 * is the driver's.
 */

/** SQLSTATEs the server answers itself (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
/** Raised by the register's trigger for a supplier without an address (migration 0028); DETAIL: its name. */
export const PG_PARTIE_SANS_ADRESSE = "EC025";

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: PgLikeError;
}

/** The driver's error in `e`: itself when it has a code, else the cause drizzle wrapped. */
export function pgError(e: unknown): { code?: string; constraint?: string; detail?: string } | undefined {
  if (typeof e !== "object" || e === null) return undefined;
  const err = e as PgLikeError;
  return err.code !== undefined ? err : err.cause;
}

/** The SQLSTATE of `e`, or undefined for an error that is not PostgreSQL's. */
export function pgErrorCode(e: unknown): string | undefined {
  return pgError(e)?.code;
}

/**
 * True when `e` is a unique violation (of `constraint` when given): a concurrent save won the race
 * between the service's check and its insert, and the service answers its own refusal.
 */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const pg = pgError(e);
  return pg?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || pg.constraint === constraint);
}
