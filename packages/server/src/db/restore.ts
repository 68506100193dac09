import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import {
  type BackupTarget,
  extractArchive,
  horodatage,
  IMAGES_MEMBER,
  moveFolder,
  REGISTRE_MEMBER,
  readManifest,
} from "./backup-archive.ts";
import { type EtatBase, ecartsEtat } from "./backup-etat.ts";
import { empreinteFichier, MANIFEST, type ManifestLu, RestoreRefusedError } from "./backup-manifest.ts";
import { hasPgliteDatabase, loadPglite } from "./backup-pglite.ts";
import {
  annulerPermutationPostgres,
  etatCiblePostgres,
  nomBase,
  permuterPostgres,
  restorePostgres,
  supprimerBasePostgres,
} from "./backup-postgres.ts";
import { lockDataDir } from "./lock.ts";

/**
 * npm run restore: nothing of the live data is touched before the whole archive has been read and
 * checked (every member against the manifest's size and SHA-256, the dump unzipped or listed, the
 * base restored into a NEW database or folder and its rows counted against the manifest). Only then
 * is it swapped in by renaming, the previous data kept beside it with the date (PostgreSQL:
 * `<base>_avant_<date>`; PGlite: `<DATA_DIR>.avant-<date>`), so that a failed swap puts it back.
 */

interface RestoreResult {
  base: ManifestLu["base"];
  date: string;
  format: number;
  images: number;
  /** Where the replaced data was kept (a database name or folders), or null when there was none. */
  ancien: string[];
}

const isInside = (dir: string, parent: string) => {
  const rel = relative(resolve(parent), resolve(dir));
  return rel !== "" && !rel.startsWith("..");
};

/** Files already there (the thumbnail cache aside, which a restore drops anyway). */
async function hasFiles(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.some((n) => n !== ".thumbs");
}

/** Every file under `dir`, as a path relative to it with "/" (a tar member's name). */
async function fichiers(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split("\\").join("/"));
}

/** The unpacked archive holds exactly the manifest's members, each of its size and SHA-256. */
async function verifierMembres(staging: string, manifest: ManifestLu, file: string): Promise<void> {
  const refus = (quoi: string) =>
    new RestoreRefusedError(`${file} : ${quoi} Restauration refusée, rien n'a été modifié.`);
  const presents = (await fichiers(staging)).filter((n) => n !== MANIFEST);
  if (!presents.includes(manifest.fichierBase)) throw refus(`la base (${manifest.fichierBase}) est absente.`);
  if (manifest.format === 1) return;
  const attendus = new Map(manifest.membres.map((m) => [m.nom, m]));
  for (const nom of presents) {
    if (!attendus.has(nom)) throw refus(`le fichier ${nom} n'est pas décrit par ${MANIFEST}.`);
  }
  for (const m of attendus.values()) {
    const chemin = join(staging, m.nom);
    if (!presents.includes(m.nom)) throw refus(`le fichier ${m.nom} manque.`);
    if ((await stat(chemin)).size !== m.taille)
      throw refus(`le fichier ${m.nom} n'a pas sa taille d'origine.`);
    if ((await empreinteFichier(chemin)) !== m.sha256) {
      throw refus(`le fichier ${m.nom} est altéré (son empreinte SHA-256 diffère).`);
    }
  }
}

/** The restored base holds the manifest's migrations and rows, table by table. */
function verifierEtat(manifest: ManifestLu, etat: EtatBase): void {
  if (manifest.format === 1) return;
  const ecarts = ecartsEtat({ migrations: manifest.migrations, lignes: manifest.lignes }, etat);
  if (ecarts.length > 0 || etat.migrations !== manifest.migrations) {
    throw new RestoreRefusedError(
      `La base restaurée ne correspond pas à la sauvegarde (${ecarts.slice(0, 5).join(" ; ")}) : ` +
        "restauration abandonnée, rien n'a été modifié.",
    );
  }
}

/**
 * Puts `nouveau` in the place of `actuel`, which is kept as `ancien` (or removed when `garder` is
 * false). Returns how to undo it.
 */
async function permuterDossier(
  actuel: string,
  nouveau: string,
  ancien: string,
  garder: boolean,
): Promise<{ annuler: () => Promise<void>; finir: () => Promise<void> }> {
  const existait = existsSync(actuel);
  await mkdir(dirname(actuel), { recursive: true });
  if (existait) await rename(actuel, ancien);
  try {
    await rename(nouveau, actuel);
  } catch (e) {
    if (existait) await rename(ancien, actuel);
    throw e;
  }
  return {
    annuler: async () => {
      await rename(actuel, nouveau);
      if (existait) await rename(ancien, actuel);
    },
    finir: async () => {
      if (existait && !garder) await rm(ancien, { recursive: true, force: true });
    },
  };
}

export async function restoreBackup(
  target: BackupTarget & { file: string; force?: boolean; date?: Date },
): Promise<RestoreResult> {
  const { file, force = false } = target;
  if (!existsSync(file)) throw new RestoreRefusedError(`Fichier de sauvegarde introuvable : ${file}`);
  if ((await stat(file)).size === 0) {
    throw new RestoreRefusedError(`${file} est vide : ce n'est pas une sauvegarde. Rien n'a été modifié.`);
  }
  const manifest = await readManifest(file);
  const wanted: ManifestLu["base"] = target.databaseUrl ? "postgres" : "pglite";
  if (manifest.base !== wanted) {
    throw new RestoreRefusedError(
      manifest.base === "postgres"
        ? "Cette sauvegarde vient d'une base PostgreSQL : restaurez-la avec DATABASE_URL."
        : "Cette sauvegarde vient de la base embarquée (PGlite) : restaurez-la sans DATABASE_URL.",
    );
  }
  const stamp = horodatage(target.date ?? new Date());
  const dataDir = resolve(target.dataDir);
  const imagesDir = resolve(target.imagesDir);
  const url = target.databaseUrl;
  const imagesInData = isInside(imagesDir, dataDir);
  // Held until the end: no server may open the folder while it is being replaced.
  const release = url ? () => {} : lockDataDir(dataDir);
  const aNettoyer: string[] = [];
  let baseNouvelle: string | null = null;
  try {
    const etatCible = url ? await etatCiblePostgres(url) : hasPgliteDatabase(dataDir) ? "pleine" : "vide";
    const pleine = etatCible === "pleine";
    if (pleine && !force) {
      throw new RestoreRefusedError(
        `La base ${url ? "PostgreSQL (DATABASE_URL)" : `embarquée ${dataDir}`} n'est ` +
          "pas vide : restauration refusée. Relancez avec --force pour la remplacer (l'ancienne est gardée, datée).",
      );
    }
    const avaitImages = await hasFiles(imagesDir);
    if (avaitImages && !force) {
      throw new RestoreRefusedError(
        `Le dossier d'images ${imagesDir} n'est pas vide : restauration refusée. ` +
          "Relancez avec --force pour le remplacer.",
      );
    }
    // Unpacked beside the data folder (same disk: moved into place, not copied).
    const stagingParent = dirname(url && !imagesInData ? imagesDir : dataDir);
    await mkdir(stagingParent, { recursive: true });
    const staging = await mkdtemp(join(stagingParent, ".ecrin-restauration-"));
    aNettoyer.push(staging);
    await extractArchive(file, staging);
    await verifierMembres(staging, manifest, file);
    const dump = join(staging, manifest.fichierBase);

    // The base, restored aside and counted.
    const dossierNeuf = `${dataDir}.restauration-${stamp}`;
    if (url) {
      baseNouvelle = `${nomBase(url).slice(0, 30)}_restauration_${stamp.replace("-", "_")}`;
      verifierEtat(manifest, await restorePostgres(url, dump, baseNouvelle));
    } else {
      aNettoyer.push(dossierNeuf);
      verifierEtat(manifest, await loadPglite(dossierNeuf, dump));
    }

    // The folders, put where they go before the swap.
    const imagesNeuves =
      !url && imagesInData
        ? join(dossierNeuf, relative(dataDir, imagesDir))
        : `${imagesDir}.restauration-${stamp}`;
    const registreNeuf = url
      ? `${join(dataDir, REGISTRE_MEMBER)}.restauration-${stamp}`
      : join(dossierNeuf, REGISTRE_MEMBER);
    for (const [membre, dest] of [
      [IMAGES_MEMBER, imagesNeuves],
      [REGISTRE_MEMBER, registreNeuf],
    ] as const) {
      if (!dest.startsWith(dossierNeuf)) aNettoyer.push(dest);
      await mkdir(dirname(dest), { recursive: true });
      if (existsSync(join(staging, membre))) await moveFolder(join(staging, membre), dest);
      else await mkdir(dest, { recursive: true });
    }

    // The swap: the base, then each folder; any failure puts back what was already swapped.
    const ancien: string[] = [];
    const faits: { annuler: () => Promise<void>; finir: () => Promise<void> }[] = [];
    try {
      if (url && baseNouvelle) {
        const cible = nomBase(url);
        const ancienne =
          etatCible === "absente" ? null : `${cible.slice(0, 30)}_avant_${stamp.replace("-", "_")}`;
        const nouvelle = baseNouvelle;
        await permuterPostgres(url, nouvelle, ancienne);
        baseNouvelle = null;
        if (ancienne && pleine) ancien.push(`base PostgreSQL ${ancienne}`);
        faits.push({
          annuler: () => annulerPermutationPostgres(url, nouvelle, ancienne),
          finir: async () => {
            if (ancienne && !pleine) await supprimerBasePostgres(url, ancienne);
          },
        });
      }
      const dossiers: [string, string, boolean][] = url
        ? [
            [imagesDir, imagesNeuves, avaitImages],
            [join(dataDir, REGISTRE_MEMBER), registreNeuf, true],
          ]
        : [
            [dataDir, dossierNeuf, pleine || avaitImages],
            ...(imagesInData ? [] : [[imagesDir, imagesNeuves, avaitImages] as [string, string, boolean]]),
          ];
      for (const [actuel, nouveau, garder] of dossiers) {
        const vieux = `${actuel}.avant-${stamp}`;
        faits.push(await permuterDossier(actuel, nouveau, vieux, garder));
        if (garder && existsSync(vieux)) ancien.push(vieux);
      }
    } catch (e) {
      for (const f of faits.reverse()) await f.annuler().catch(() => {});
      throw e;
    }
    for (const f of faits) await f.finir();
    // The lock moved away with the previous folder; it is not a lock any more there.
    if (!url) await rm(join(`${dataDir}.avant-${stamp}`, "ecrin.lock"), { force: true });
    return {
      base: manifest.base,
      date: manifest.date,
      format: manifest.format,
      images: manifest.images,
      ancien,
    };
  } finally {
    for (const d of aNettoyer) await rm(d, { recursive: true, force: true });
    if (url && baseNouvelle) await supprimerBasePostgres(url, baseNouvelle).catch(() => {});
    release();
  }
}
