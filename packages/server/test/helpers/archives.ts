import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

/**
 * Damaged copies of a good backup archive, as a disk, a transfer or a wrong file would give them,
 * and a fingerprint of folders to prove that a refused restore changed nothing.
 */

/** The first half of the archive (a copy cut short). */
export function tronquer(archive: string, dest: string): string {
  const data = readFileSync(archive);
  writeFileSync(dest, data.subarray(0, Math.floor(data.length / 2)));
  return dest;
}

/** Where a member's data starts in a tar and how long it is (ustar/GNU headers, long names). */
function membre(tar: Buffer, nom: string): { debut: number; taille: number } {
  let offset = 0;
  let longName: string | null = null;
  while (offset + 512 <= tar.length) {
    const h = tar.subarray(offset, offset + 512);
    if (h.every((b) => b === 0)) break;
    const champ = (a: number, n: number) =>
      h
        .subarray(a, a + n)
        .toString("latin1")
        .replace(/\0.*$/s, "");
    const taille = Number.parseInt(champ(124, 12).trim() || "0", 8);
    const type = champ(156, 1);
    const donnees = offset + 512;
    if (type === "L")
      longName = tar
        .subarray(donnees, donnees + taille)
        .toString("utf8")
        .replace(/\0.*$/s, "");
    else {
      const lu = longName ?? champ(0, 100);
      longName = null;
      if (lu === nom) return { debut: donnees, taille };
    }
    offset = donnees + Math.ceil(taille / 512) * 512;
  }
  throw new Error(`${nom} absent de l'archive`);
}

/** One bit flipped in the middle of a member's data (a bad sector): the tar itself still reads. */
export function inverserUnBit(archive: string, nom: string, dest: string): string {
  const data = Buffer.from(readFileSync(archive));
  const { debut, taille } = membre(data, nom);
  const at = debut + Math.floor(taille / 2);
  data[at] = (data[at] as number) ^ 0x10;
  writeFileSync(dest, data);
  return dest;
}

/** The same archive whose manifest claims another format (a backup of a future version). */
export function autreFormat(archive: string, dest: string, format: number): string {
  const dir = mkdtempSync(join(tmpdir(), "ecrin-archive-"));
  try {
    execFileSync("tar", ["-xf", archive, "-C", dir]);
    const manifest = JSON.parse(readFileSync(join(dir, "sauvegarde.json"), "utf8"));
    writeFileSync(join(dir, "sauvegarde.json"), JSON.stringify({ ...manifest, format }));
    execFileSync("tar", ["-cf", dest, "-C", dir, ...readdirSync(dir)]);
    return dest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An empty file where the archive should be. */
export function vide(dest: string): string {
  writeFileSync(dest, "");
  return dest;
}

/** A tar of something else entirely. */
export function etrangere(dest: string): string {
  const dir = mkdtempSync(join(tmpdir(), "ecrin-archive-"));
  try {
    writeFileSync(join(dir, "LISEZMOI.txt"), "Photos de vacances");
    execFileSync("tar", ["-cf", dest, "-C", dir, "LISEZMOI.txt"]);
    return dest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every file under the folders, by path, with its SHA-256: equal fingerprints = byte-identical. */
export function empreinteDossiers(...dossiers: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dossier of dossiers) {
    for (const e of readdirSync(dossier, { withFileTypes: true, recursive: true })) {
      if (!e.isFile()) continue;
      const chemin = join(e.parentPath, e.name);
      out[`${dossier}:${relative(dossier, chemin)}`] = createHash("sha256")
        .update(readFileSync(chemin))
        .digest("hex");
    }
  }
  return out;
}
