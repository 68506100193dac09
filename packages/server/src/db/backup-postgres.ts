import pg from "pg";
import { run } from "./backup-archive.ts";

/**
 * pg_dump in its custom format (compressed, restored table by table by pg_restore). The password
 * goes through the environment, not the command line other users of the machine can read.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], { env });
}

/** Empty = none of our schemas' tables or sequences: nothing to lose, no migration applied. */
export async function isPostgresEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'S', 'v', 'm')`,
    );
    return (res.rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/** --force: the database is emptied first (its schemas dropped and public recreated). */
async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public",
    );
  } finally {
    await client.end();
  }
}

/**
 * pg_restore in one transaction (a failure leaves the database as it was), objects owned by the
 * restoring user and no grants (the target may not have the source's roles).
 */
export async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  if (force) await emptyPostgres(url);
  const { dbname, env } = connection(url);
  await run(
    "pg_restore",
    [`--dbname=${dbname}`, "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", file],
    { env },
  );
}
