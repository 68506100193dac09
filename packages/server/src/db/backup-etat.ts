/**
 * What a restore must find again: the migration level and the row count of every table (public
 * schema, and drizzle's migrations table), read through whichever connection holds the snapshot.
 */
export interface EtatBase {
  migrations: number;
  lignes: Record<string, number>;
}

type Requete = (sql: string) => Promise<Record<string, unknown>[]>;

const MIGRATIONS = "drizzle.__drizzle_migrations";

export async function etatBase(requete: Requete): Promise<EtatBase> {
  const tables = await requete("select tablename as t from pg_tables where schemaname = 'public' order by 1");
  const noms = [...tables.map((r) => String(r.t)), MIGRATIONS];
  const comptes = await requete(
    noms
      .map((t) => {
        const cible = t === MIGRATIONS ? MIGRATIONS : `"${t.replaceAll('"', '""')}"`;
        return `select '${t.replaceAll("'", "''")}' as t, count(*)::text as n from ${cible}`;
      })
      .join(" union all "),
  );
  const lignes = Object.fromEntries(comptes.map((r) => [String(r.t), Number(r.n)]));
  return { migrations: lignes[MIGRATIONS] ?? 0, lignes };
}

/** The tables whose counts differ, in French ("facture : 1 885 attendues, 0 trouvées"). */
export function ecartsEtat(attendu: EtatBase, trouve: EtatBase): string[] {
  const ecarts: string[] = [];
  for (const t of new Set([...Object.keys(attendu.lignes), ...Object.keys(trouve.lignes)])) {
    const a = attendu.lignes[t];
    const b = trouve.lignes[t];
    if (a !== b) ecarts.push(`${t} : ${a ?? "absente"} attendue(s), ${b ?? "absente"} trouvée(s)`);
  }
  return ecarts;
}
