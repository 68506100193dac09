import { rename as renameFile, rm } from "node:fs/promises";
import {
  type AffectationInput,
  type AffectationResultat,
  type DesaffectationInput,
  type ImageEnvoyee,
  MSG_IMAGE_EXISTE,
  MSG_IMAGE_INTROUVABLE,
  MSG_IMAGE_NOM_INVALIDE,
  MSG_IMAGE_PRODUIT_INTROUVABLE,
  nomPourFormat,
  nomRenomme,
  type SuppressionImage,
  TAILLES_MINIATURE,
} from "@ecrin/domain";
import { isUniqueViolation } from "../db/pg-errors.ts";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { compresserImage } from "./compression.ts";
import * as q from "./images.queries.ts";
import { cheminImage, ecrireAtomique, existe, oublierMiniatures } from "./storage.ts";

/**
 * One uploaded file: checked to be a real image, compressed, then recorded and written in one
 * transaction (a failed write leaves no row; a failed commit removes the file). A name already used
 * by a file is refused (staff rename it in the preview); a name recorded without its file (the old
 * images host) receives the file.
 */
export async function envoyerImage(
  ctx: AppContext,
  idUser: number,
  nomDemande: string,
  data: Buffer,
): Promise<ImageEnvoyee> {
  const image = await compresserImage(data);
  const nom = nomPourFormat(nomDemande, image.format);
  if (nom === null) refus({ code: "IMAGE_NOM_INVALIDE", message: MSG_IMAGE_NOM_INVALIDE });
  const chemin = cheminImage(ctx.config.imagesDir, nom);
  const ligne = {
    nom,
    tailleOrigine: data.length,
    taille: image.data.length,
    largeur: image.largeur,
    hauteur: image.hauteur,
  };
  let ecrit = false;
  try {
    await withTx(ctx.db, idUser, async (tx) => {
      const connue = await q.findImage(tx, nom);
      if (connue && (await existe(chemin))) refus({ code: "IMAGE_EXISTE", message: MSG_IMAGE_EXISTE });
      if (connue) await q.completerImage(tx, ligne);
      else await q.insertImage(tx, ligne);
      await ecrireAtomique(chemin, image.data);
      ecrit = true;
    });
  } catch (e) {
    if (ecrit) await rm(chemin, { force: true });
    // Two uploads of one new name at the same moment: the second meets the unique index.
    if (isUniqueViolation(e)) refus({ code: "IMAGE_EXISTE", message: MSG_IMAGE_EXISTE });
    throw e;
  }
  await oublierMiniatures(ctx.config.imagesDir, nom, TAILLES_MINIATURE);
  return {
    nom,
    tailleOrigine: ligne.tailleOrigine,
    tailleCompressee: ligne.taille,
    largeur: ligne.largeur,
    hauteur: ligne.hauteur,
  };
}

/** The row is renamed (the foreign keys carry the name to the products), then the file, in one go. */
export async function renommerImage(ctx: AppContext, idUser: number, ancien: string, nouveauNom: string) {
  const resultat = nomRenomme(nouveauNom, ancien);
  if (!resultat.ok) refusChamp({ code: "IMAGE_NOM_INVALIDE", message: resultat.message }, "nouveauNom");
  const nouveau = resultat.nom;
  if (nouveau === ancien) return { nom: ancien };
  const dossier = ctx.config.imagesDir;
  const [depuis, vers] = [cheminImage(dossier, ancien), cheminImage(dossier, nouveau)];
  let deplace = false;
  try {
    await withTx(ctx.db, idUser, async (tx) => {
      if (await q.findImage(tx, nouveau)) refus({ code: "IMAGE_EXISTE", message: MSG_IMAGE_EXISTE });
      if (!(await q.renameImage(tx, ancien, nouveau)))
        refus({ code: "IMAGE_INTROUVABLE", message: MSG_IMAGE_INTROUVABLE });
      if (await existe(vers)) refus({ code: "IMAGE_EXISTE", message: MSG_IMAGE_EXISTE });
      if (await existe(depuis)) {
        await renameFile(depuis, vers);
        deplace = true;
      }
    });
  } catch (e) {
    if (deplace) await renameFile(vers, depuis);
    if (isUniqueViolation(e)) refus({ code: "IMAGE_EXISTE", message: MSG_IMAGE_EXISTE });
    throw e;
  }
  await oublierMiniatures(dossier, ancien, TAILLES_MINIATURE);
  return { nom: nouveau };
}

/**
 * The row goes (the products that showed it lose it: ON DELETE SET NULL, as the old call deleted the
 * file whatever used it), then the file and its thumbnails. The answer says how many products lost it.
 */
export async function supprimerImage(
  ctx: AppContext,
  idUser: number,
  nom: string,
): Promise<SuppressionImage> {
  const chemin = cheminImage(ctx.config.imagesDir, nom);
  const produitsLiberes = await withTx(ctx.db, idUser, async (tx) => {
    const n = await q.countProduitsDe(tx, nom);
    if (!(await q.deleteImage(tx, nom))) refus({ code: "IMAGE_INTROUVABLE", message: MSG_IMAGE_INTROUVABLE });
    return n;
  });
  await rm(chemin, { force: true });
  await oublierMiniatures(ctx.config.imagesDir, nom, TAILLES_MINIATURE);
  return { nom, produitsLiberes };
}

/**
 * Spec 02 section 2.20 and 7: img_centre on the chosen centres, image on the chosen centres vides and,
 * with 'Image par Défaut', on the centres vides of the chosen centres. All or nothing: an id that no
 * longer exists cancels the whole assignment.
 */
export async function affecterImage(
  ctx: AppContext,
  idUser: number,
  input: AffectationInput,
): Promise<AffectationResultat> {
  return withTx(ctx.db, idUser, async (tx) => {
    if (!(await q.findImage(tx, input.nom)))
      refus({ code: "IMAGE_INTROUVABLE", message: MSG_IMAGE_INTROUVABLE });
    const centres = await q.setImageCentres(tx, unique(input.centres), input.nom);
    if (centres !== unique(input.centres).length)
      refus({ code: "IMAGE_PRODUIT_INTROUVABLE", message: MSG_IMAGE_PRODUIT_INTROUVABLE });
    const vides = unique(input.centresVides);
    if ((await q.setImageCentresVides(tx, vides, input.nom)) !== vides.length) {
      refus({ code: "IMAGE_PRODUIT_INTROUVABLE", message: MSG_IMAGE_PRODUIT_INTROUVABLE });
    }
    const parents = input.parDefaut
      ? (await q.parentsDe(tx, input.centres)).filter((id) => !vides.includes(id))
      : [];
    const parentsEcrits = await q.setImageCentresVides(tx, parents, input.nom);
    return { centres, centresVides: vides.length + parentsEcrits };
  });
}

/** The chosen products lose their image; their parents keep theirs. */
export async function desaffecterImage(
  ctx: AppContext,
  idUser: number,
  input: DesaffectationInput,
): Promise<AffectationResultat> {
  return withTx(ctx.db, idUser, async (tx) => {
    const centres = await q.setImageCentres(tx, unique(input.centres), null);
    const centresVides = await q.setImageCentresVides(tx, unique(input.centresVides), null);
    if (centres + centresVides !== unique(input.centres).length + unique(input.centresVides).length) {
      refus({ code: "IMAGE_PRODUIT_INTROUVABLE", message: MSG_IMAGE_PRODUIT_INTROUVABLE });
    }
    return { centres, centresVides };
  });
}

const unique = (ids: number[]) => [...new Set(ids)];
