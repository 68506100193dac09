import { constants } from "node:fs";
import { access, mkdir, readdir, readFile, rm, stat, statfs, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  type Controle,
  type EtatSysteme,
  formatOctets,
  MSG_AUCUNE_SAUVEGARDE,
  niveauConnexions,
  niveauDisque,
  niveauSauvegarde,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import type { AppContext } from "../http/context.ts";
import { SERVER_DIR } from "../paths.ts";
import { alertesConnexion } from "./tentatives.service.ts";

/** The tables whose row counts the system page shows (the main records of each area). */
const TABLES_PRINCIPALES = [
  "utilisateur",
  "client",
  "produit",
  "centre_vide",
  "centre",
  "of",
  "joaillier",
  "sertisseur",
  "pierre",
  "facture",
  "avoir",
  "traite",
  "new_stock_prod",
  "image",
  "audit",
] as const;

const demarreLe = new Date();
const ROOT = resolve(SERVER_DIR, "../..");

async function lireJson(file: string): Promise<Record<string, unknown> | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The commit the code comes from: ECRIN_COMMIT (set by a deployment), else the checkout's .git. */
async function commitCourant(): Promise<string | null> {
  if (process.env.ECRIN_COMMIT) return process.env.ECRIN_COMMIT;
  try {
    const head = (await readFile(join(ROOT, ".git/HEAD"), "utf8")).trim();
    if (!head.startsWith("ref: ")) return head.slice(0, 40);
    const ref = head.slice(5);
    try {
      return (await readFile(join(ROOT, ".git", ref), "utf8")).trim();
    } catch {
      const packed = await readFile(join(ROOT, ".git/packed-refs"), "utf8");
      return (
        packed
          .split("\n")
          .find((l) => l.endsWith(` ${ref}`))
          ?.split(" ")[0] ?? null
      );
    }
  } catch {
    return null;
  }
}

/** Files and bytes under a folder (recursively); a missing folder is empty. */
async function tailleDossier(dir: string): Promise<{ fichiers: number; tailleOctets: number }> {
  let fichiers = 0;
  let tailleOctets = 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const s = await stat(join(e.parentPath, e.name)).catch(() => null);
    if (!s) continue;
    fichiers++;
    tailleOctets += s.size;
  }
  return { fichiers, tailleOctets };
}

/** The newest `ecrin-*.tar` of BACKUP_DIR (what npm run backup writes). */
async function derniereSauvegarde(backupDir: string): Promise<{ fichier: string; date: Date } | null> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  let best: { fichier: string; date: Date } | null = null;
  for (const name of names) {
    if (!/^ecrin-.*\.tar$/.test(name)) continue;
    const s = await stat(join(backupDir, name)).catch(() => null);
    if (s && (!best || s.mtime > best.date)) best = { fichier: name, date: s.mtime };
  }
  return best;
}

async function compter(db: Db, table: string): Promise<number | null> {
  const exists = await db.execute(sql`select to_regclass(${`public.${table}`}) is not null as ok`);
  if (!(exists.rows[0] as { ok: boolean } | undefined)?.ok) return null;
  const r = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number((r.rows[0] as { n: number }).n);
}

/** Can the server write in the images folder? A small file written and removed says so. */
async function dossierInscriptible(dir: string): Promise<string | null> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
    const probe = join(dir, `.ecrin-test-ecriture-${process.pid}`);
    await writeFile(probe, "ok");
    await rm(probe, { force: true });
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

export async function baseRepond(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function etatSysteme(ctx: AppContext): Promise<EtatSysteme> {
  const { db, config, settings } = ctx;
  const controles: Controle[] = [];
  const repond = await baseRepond(db);
  controles.push({
    nom: "Base de données",
    niveau: repond ? "ok" : "erreur",
    detail: repond ? "La base répond." : "La base ne répond pas.",
  });

  const version = (await db.execute(sql`select version() as v`)).rows[0] as { v: string };
  // PGlite says so in its version string ("PostgreSQL 18.6 (PGlite 0.5.16) on wasm32...").
  const type = /pglite/i.test(version.v) ? "pglite" : "postgres";
  const taille = (await db.execute(sql`select pg_database_size(current_database())::bigint as n`))
    .rows[0] as {
    n: string | number;
  };
  const migrations = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))
    .rows[0] as { n: number };

  const tables: EtatSysteme["tables"] = [];
  for (const table of TABLES_PRINCIPALES) {
    const lignes = await compter(db, table);
    if (lignes !== null) tables.push({ table, lignes });
  }

  const images = await tailleDossier(config.imagesDir);
  const erreurEcriture = await dossierInscriptible(config.imagesDir);
  controles.push({
    nom: "Dossier des images",
    niveau: erreurEcriture ? "erreur" : "ok",
    detail: erreurEcriture
      ? `Écriture impossible : ${erreurEcriture}`
      : `Inscriptible (${config.imagesDir}).`,
  });
  try {
    const fs = await statfs(config.imagesDir);
    const libre = Number(fs.bavail) * Number(fs.bsize);
    const total = Number(fs.blocks) * Number(fs.bsize);
    controles.push({
      nom: "Espace disque",
      niveau: niveauDisque(libre),
      detail: `${formatOctets(libre)} libres sur ${formatOctets(total)}.`,
    });
  } catch (e) {
    controles.push({ nom: "Espace disque", niveau: "erreur", detail: String(e) });
  }

  const sauvegarde = await derniereSauvegarde(config.backupDir);
  const ageHeures = sauvegarde ? (Date.now() - sauvegarde.date.getTime()) / 3_600_000 : null;
  const niveau = niveauSauvegarde(ageHeures);
  controles.push({
    nom: "Sauvegarde",
    niveau,
    detail: sauvegarde
      ? `Dernière : ${sauvegarde.fichier}${niveau === "ok" ? "" : " (plus de 24 h)"}.`
      : MSG_AUCUNE_SAUVEGARDE,
  });

  const connexions = await alertesConnexion(db);
  const ralentis = connexions.filter((c) => c.ralenti).length;
  controles.push({
    nom: "Tentatives de connexion",
    niveau: niveauConnexions(connexions),
    detail:
      connexions.length === 0
        ? "Aucun échec de connexion depuis 24 h."
        : `${connexions.length} identifiant(s) en échec depuis 24 h, dont ${ralentis} ralenti(s) en ce moment : voir « Connexions refusées ».`,
  });

  const pkg = await lireJson(join(ROOT, "package.json"));
  const memoire = process.memoryUsage();
  return {
    version: typeof pkg?.version === "string" ? pkg.version : "inconnue",
    commit: await commitCourant(),
    base: {
      type,
      libelle: type === "pglite" ? "Embarquée (PGlite)" : "PostgreSQL",
      tailleOctets: Number(taille.n),
      migrations: Number(migrations.n),
    },
    tables,
    images: { dossier: config.imagesDir, ...images },
    sauvegarde: {
      derniere: sauvegarde?.date.toISOString() ?? null,
      fichier: sauvegarde?.fichier ?? null,
      ageHeures: ageHeures === null ? null : Math.round(ageHeures * 10) / 10,
      niveau,
    },
    reglages: [
      {
        nom: "Cours de l'or (source)",
        configure: settings.coursOrUrl !== "" && settings.coursOrFormat !== "",
        detail: settings.coursOrUrl
          ? `Source configurée (format « ${settings.coursOrFormat || "non renseigné"} »).`
          : "Pas de source : le cours est saisi à la main sur /cours.",
      },
      {
        nom: "Boutique en ligne (WooCommerce)",
        configure: settings.wpUrl !== "" && settings.wpCleClient !== "" && settings.wpSecretClient !== "",
        // The URL only: the key and secret never leave the server.
        detail: settings.wpUrl
          ? `${settings.wpUrl}${settings.wpCleClient && settings.wpSecretClient ? "" : " (clé ou secret manquant)"}`
          : "Non configurée (npm run setting -- wpUrl ..., ou la variable WP_URL).",
      },
    ],
    controles,
    connexions,
    serveur: {
      demarreLe: demarreLe.toISOString(),
      uptimeSecondes: Math.round(process.uptime()),
      memoireOctets: memoire.rss,
      tasOctets: memoire.heapUsed,
      node: process.version,
    },
  };
}
