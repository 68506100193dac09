import {
  MSG_LOGIN_EXISTE,
  MSG_MOT_DE_PASSE_ACTUEL_FAUX,
  MSG_MOT_DE_PASSE_TROP_TENTATIVES,
  MSG_UTILISATEUR_INTROUVABLE,
  refusModificationUtilisateur,
  type Utilisateur,
  type UtilisateurCreation,
  type UtilisateurModification,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { hashToken } from "./auth.service.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { reserverTentative, tentativeReussie } from "./tentatives.service.ts";
import * as q from "./utilisateurs.queries.ts";

/** Passwords are lower-cased before checking (spec 01 section 5), so they are stored that way. */
const hashOf = (motDePasse: string) => hashPassword(motDePasse.toLowerCase());

async function relire(ctx: AppContext, idUser: number): Promise<Utilisateur> {
  const u = await q.getUtilisateur(ctx.db, idUser);
  if (!u) refus({ code: "UTILISATEUR_INTROUVABLE", message: MSG_UTILISATEUR_INTROUVABLE });
  return u;
}

export async function createUtilisateur(ctx: AppContext, idActeur: number, input: UtilisateurCreation) {
  const passwordHash = await hashOf(input.motDePasse);
  const id = await withTx(ctx.db, idActeur, async (tx) => {
    if (await q.loginExiste(tx, input.login)) {
      refusChamp({ code: "LOGIN_EXISTE", message: MSG_LOGIN_EXISTE }, "login");
    }
    return q.insertUtilisateur(tx, {
      login: input.login,
      nom: input.nom,
      role: input.role,
      numAgence: input.numAgence,
      passwordHash,
    });
  });
  return relire(ctx, id);
}

/** Name, role, agency, active flag; a deactivated user's sessions end in the same transaction. */
export async function updateUtilisateur(
  ctx: AppContext,
  idActeur: number,
  idUser: number,
  input: UtilisateurModification,
) {
  await withTx(ctx.db, idActeur, async (tx) => {
    const directions = await q.lockDirectionsActives(tx);
    const cible = await q.lockUtilisateur(tx, idUser);
    if (!cible) refus({ code: "UTILISATEUR_INTROUVABLE", message: MSG_UTILISATEUR_INTROUVABLE });
    const r = refusModificationUtilisateur(cible, input, idActeur, directions);
    if (r) refus(r);
    await q.updateUtilisateur(tx, idUser, {
      ...(input.nom === undefined ? {} : { nom: input.nom }),
      ...(input.role === undefined ? {} : { role: input.role }),
      ...(input.numAgence === undefined ? {} : { numAgence: input.numAgence }),
      ...(input.actif === undefined ? {} : { actif: input.actif }),
    });
    if (input.actif === false) await q.deleteSessionsOf(tx, idUser);
  });
  return relire(ctx, idUser);
}

/** A new password set by a director: the user's open sessions end. */
export async function resetMotDePasse(ctx: AppContext, idActeur: number, idUser: number, motDePasse: string) {
  const passwordHash = await hashOf(motDePasse);
  await withTx(ctx.db, idActeur, async (tx) => {
    if (!(await q.lockUtilisateur(tx, idUser)))
      refus({ code: "UTILISATEUR_INTROUVABLE", message: MSG_UTILISATEUR_INTROUVABLE });
    await q.updateUtilisateur(tx, idUser, { passwordHash });
    await q.deleteSessionsOf(tx, idUser);
  });
}

/**
 * A user changes their own password: the current one is checked, slowed down as a login is (a
 * session left open must not let anyone guess it quickly); their other sessions end.
 */
export async function changerMonMotDePasse(
  ctx: AppContext,
  user: { idUser: number; login: string },
  token: string | undefined,
  input: { actuel: string; nouveau: string },
  ip: string,
) {
  const { idUser } = user;
  await reserverTentative(ctx.db, user.login, ip, MSG_MOT_DE_PASSE_TROP_TENTATIVES);
  const stored = await q.passwordHashOf(ctx.db, idUser);
  if (!(await verifyPassword(stored, input.actuel.toLowerCase()))) {
    refusChamp({ code: "MOT_DE_PASSE_ACTUEL_FAUX", message: MSG_MOT_DE_PASSE_ACTUEL_FAUX }, "actuel");
  }
  await tentativeReussie(ctx.db, user.login, ip);
  const passwordHash = await hashOf(input.nouveau);
  await withTx(ctx.db, idUser, async (tx) => {
    await q.updateUtilisateur(tx, idUser, { passwordHash });
    await q.deleteSessionsOf(tx, idUser, token ? hashToken(token) : undefined);
  });
}
