import { readFile, stat } from "node:fs/promises";
import type { CvWp } from "@ecrin/domain";
import { wpProduit } from "../db/schema/index.ts";
import { withTx } from "../db/tx.ts";
import { cheminImage } from "./storage.ts";
import type { MemoProduit, Passe } from "./wp.passe.ts";

/**
 * The images of the marked products, uploaded once: sent again only when the product's image or its
 * file (size, modification time) changed. Answers each product's media id (null: sent without photo).
 */
export async function envoyerImages(
  p: Passe,
  marques: readonly CvWp[],
  memos: ReadonlyMap<number, MemoProduit>,
): Promise<Map<number, number | null>> {
  const { ctx, client, compte, log } = p;
  const medias = new Map<number, number | null>();
  for (const cv of marques) {
    p.verifierAnnulation();
    const memo = memos.get(cv.idCv);
    if (!cv.image) {
      medias.set(cv.idCv, null);
      continue;
    }
    const chemin = cheminImage(ctx.config.imagesDir, cv.image);
    const fichier = await stat(chemin).catch(() => null);
    if (!fichier) {
      log(`Image ${cv.image} absente du dossier : produit ${cv.ref} envoyé sans photo.`);
      medias.set(cv.idCv, null);
      continue;
    }
    const emp = `${fichier.size}-${Math.trunc(fichier.mtimeMs)}`;
    if (memo?.mediaId && memo.imageNom === cv.image && memo.imageEmpreinte === emp) {
      medias.set(cv.idCv, memo.mediaId);
      continue;
    }
    const { data } = await client.appel<{ id: number }>(
      "POST",
      "/wp-json/wp/v2/media",
      await readFile(chemin),
      {
        "Content-Type": cv.image.toLowerCase().endsWith(".png") ? "image/png" : "image/jpeg",
        "Content-Disposition": `attachment; filename="${cv.image.replace(/"/g, "")}"`,
      },
    );
    medias.set(cv.idCv, data.id);
    compte.images++;
    log(`Image ${cv.image} envoyée (média ${data.id}).`);
    await withTx(ctx.db, p.idUser, (tx) =>
      tx
        .insert(wpProduit)
        .values({ idCv: cv.idCv, mediaId: data.id, imageNom: cv.image, imageEmpreinte: emp })
        .onConflictDoUpdate({
          target: wpProduit.idCv,
          set: { mediaId: data.id, imageNom: cv.image, imageEmpreinte: emp },
        }),
    );
  }
  return medias;
}
