import pg from "pg";
import { run } from "./backup-archive.ts";
import { type EtatBase, etatBase } from "./backup-etat.ts";
import { RestoreRefusedError } from "./backup-manifest.ts";

/**
 * pg_dump in its custom format (compressed, restored table by table by pg_restore), taken in a
 * snapshot whose row counts go to the manifest. A restore goes into a new database beside the target,
 * is counted there, and only then takes the target's name by renaming (the previous one kept, dated).
 * The password goes through the environment, not the command line other users of the machine can read.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The same server, another database. */
function urlBase(url: string, base: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(base)}`;
  return u.toString();
}

export const nomBase = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const ident = (nom: string) => `"${nom.replaceAll('"', '""')}"`;

async function avecClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs on the server's maintenance database (postgres), where databases are created and renamed. */
const avecMaintenance = <T>(url: string, fn: (c: pg.Client) => Promise<T>) =>
  avecClient(urlBase(url, "postgres"), fn);

/** The dump, and the row counts of the very snapshot it was taken in (pg_dump --snapshot). */
export async function dumpPostgres(url: string, file: string): Promise<EtatBase> {
  return avecClient(url, async (client) => {
    await client.query("begin transaction isolation level repeatable read, read only");
    try {
      const { rows } = await client.query<{ s: string }>("select pg_export_snapshot() as s");
      const etat = await etatBase(async (q) => (await client.query(q)).rows);
      const { dbname, env } = connection(url);
      await run(
        "pg_dump",
        ["--format=custom", `--snapshot=${rows[0]?.s}`, `--file=${file}`, `--dbname=${dbname}`],
        {
          env,
        },
      );
      return etat;
    } finally {
      await client.query("commit");
    }
  });
}

/** The target database: absent, empty (none of our schemas' tables), or holding data. */
export async function etatCiblePostgres(url: string): Promise<"absente" | "vide" | "pleine"> {
  const existe = await avecMaintenance(url, async (c) => {
    const r = await c.query("select 1 from pg_database where datname = $1", [nomBase(url)]);
    return r.rowCount === 1;
  });
  if (!existe) return "absente";
  const n = await avecClient(url, async (c) => {
    const res = await c.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'S', 'v', 'm')`,
    );
    return res.rows[0]?.n ?? 0;
  });
  return n === 0 ? "vide" : "pleine";
}

/**
 * Restores the dump into a new database `nouvelle` of the same server (pg_restore in one transaction)
 * and counts its rows. A dump pg_restore cannot read is refused in French and the new base dropped.
 */
export async function restorePostgres(url: string, file: string, nouvelle: string): Promise<EtatBase> {
  await avecMaintenance(url, (c) => c.query(`create database ${ident(nouvelle)} template template0`));
  const cible = urlBase(url, nouvelle);
  try {
    const { dbname, env } = connection(cible);
    await run(
      "pg_restore",
      [
        `--dbname=${dbname}`,
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        file,
      ],
      { env },
    ).catch(() => {
      throw new RestoreRefusedError(
        "La base de la sauvegarde ne se restaure pas : le fichier pg_dump est endommagé.",
      );
    });
    return await avecClient(cible, (c) => etatBase(async (q) => (await c.query(q)).rows));
  } catch (e) {
    await supprimerBasePostgres(url, nouvelle);
    throw e;
  }
}

export async function supprimerBasePostgres(url: string, nom: string): Promise<void> {
  await avecMaintenance(url, (c) => c.query(`drop database if exists ${ident(nom)} with (force)`));
}

/**
 * The restored database takes the target's name; the target, if any, is renamed `ancienne` first (a
 * database in use cannot be renamed: the server must be stopped, which is then said in French).
 */
export async function permuterPostgres(
  url: string,
  nouvelle: string,
  ancienne: string | null,
): Promise<void> {
  const cible = nomBase(url);
  await avecMaintenance(url, async (c) => {
    if (ancienne) {
      const { rows } = await c.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [cible],
      );
      const n = rows[0]?.n ?? 0;
      const occupee = () =>
        new RestoreRefusedError(
          `La base ${cible} est ouverte par ${n || "d'autres"} connexion(s) (le serveur Écrin tourne-t-il ?) : ` +
            "arrêtez-le, puis relancez la restauration. Rien n'a été modifié.",
        );
      if (n > 0) throw occupee();
      await c.query(`alter database ${ident(cible)} rename to ${ident(ancienne)}`).catch(() => {
        throw occupee();
      });
    }
    try {
      await c.query(`alter database ${ident(nouvelle)} rename to ${ident(cible)}`);
    } catch (e) {
      if (ancienne) await c.query(`alter database ${ident(ancienne)} rename to ${ident(cible)}`);
      throw e;
    }
  });
}

/** Undoes permuterPostgres: the restored base back to `nouvelle`, the previous one back to its name. */
export async function annulerPermutationPostgres(url: string, nouvelle: string, ancienne: string | null) {
  const cible = nomBase(url);
  await avecMaintenance(url, async (c) => {
    await c.query(`alter database ${ident(cible)} rename to ${ident(nouvelle)}`);
    if (ancienne) await c.query(`alter database ${ident(ancienne)} rename to ${ident(cible)}`);
  });
  await supprimerBasePostgres(url, nouvelle);
}
