import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { z } from "zod";

/**
 * sauvegarde.json, the archive's own description, written last into it: what each member is (size
 * and SHA-256, as read back from the archive), the database kind, its migration level and its row
 * count per table, taken in the same snapshot as the dump. A restore checks all of it before it
 * touches anything. Format 1 (before issue 24) had none of this: it is restored with what can be
 * checked (the archive, the dump, the database opening), never over the live data before that.
 */
export const MANIFEST = "sauvegarde.json";
export const FORMAT_SAUVEGARDE = 2;

const membre = z.object({
  nom: z.string().min(1),
  taille: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Membre = z.infer<typeof membre>;

const commun = {
  application: z.literal("ecrin"),
  base: z.enum(["pglite", "postgres"]),
  /** The database dump inside the archive: PGlite data folder (tar.gz) or pg_dump custom format. */
  fichierBase: z.string().regex(/^base\.(tar\.gz|pgdump)$/),
  date: z.string(),
  images: z.number().int().min(0),
};

const manifesteV1 = z.object({ ...commun, format: z.literal(1) });

const manifesteV2 = z.object({
  ...commun,
  format: z.literal(FORMAT_SAUVEGARDE),
  /** Migrations applied to the database when it was dumped (drizzle.__drizzle_migrations). */
  migrations: z.number().int().min(0),
  /** Rows per table ("schema.table" outside public), counted in the dump's snapshot. */
  lignes: z.record(z.string(), z.number().int().min(0)),
  /** Every member of the archive but this file. */
  membres: z.array(membre),
});

export type Manifest = z.infer<typeof manifesteV2>;
export type ManifestLu = Manifest | z.infer<typeof manifesteV1>;

export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/** The manifest of an archive, or a French refusal naming what is wrong with it. */
export function lireManifeste(texte: string, fichier: string): ManifestLu {
  let brut: unknown;
  try {
    brut = JSON.parse(texte);
  } catch {
    throw new RestoreRefusedError(
      `${fichier} : ${MANIFEST} illisible, ce n'est pas une sauvegarde Écrin valide.`,
    );
  }
  const application = (brut as { application?: unknown } | null)?.application;
  const format = (brut as { format?: unknown } | null)?.format;
  if (application !== "ecrin") {
    throw new RestoreRefusedError(
      `${fichier} n'est pas une sauvegarde Écrin (${MANIFEST} d'une autre application).`,
    );
  }
  if (format !== 1 && format !== FORMAT_SAUVEGARDE) {
    throw new RestoreRefusedError(
      `${fichier} est une sauvegarde Écrin de format ${String(format)}, que cette version ne sait pas lire ` +
        `(format ${FORMAT_SAUVEGARDE}) : restaurez-la avec la version d'Écrin qui l'a écrite.`,
    );
  }
  const lu = (format === 1 ? manifesteV1 : manifesteV2).safeParse(brut);
  if (!lu.success) {
    throw new RestoreRefusedError(`${fichier} : ${MANIFEST} incomplet ou altéré, sauvegarde refusée.`);
  }
  return lu.data;
}

/** SHA-256 (hex) of a file, read as a stream. */
export function empreinteFichier(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (d) => hash.update(d))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}
