import {
  COURS,
  designationGoldForm,
  type GoldForm,
  grammesFins,
  type MouvementClal,
  type MouvementClient,
  type MouvementFournisseur,
  MSG_CLIENT_INCONNU,
  MSG_FOURNISSEUR_OR_REQUIS,
  MSG_METAL_INCONNU,
  MSG_MOUVEMENT_INTROUVABLE,
  type Settings,
  sortieOrFinClal,
  toFixed2,
} from "@ecrin/domain";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import * as q from "./mouvements.queries.ts";

/**
 * Writes of the ledger (spec 03 sections 4, 5 and 7): the same rules as the forms, enforced here; each
 * write one transaction, the row locked before it changes, audited by the trigger. A new movement (and
 * its police-register entry) is recorded once per Idempotency-Key (http/idempotence.ts).
 */

async function verifierMetal(tx: Tx, metalId: number): Promise<void> {
  if (!(await q.metalExiste(tx, metalId)))
    refusChamp({ code: "METAL_INCONNU", message: MSG_METAL_INCONNU }, "metalId");
}

/** A gold supplier: type 998 (or the special platinum supplier), active when the row is new. */
export async function verifierFournisseurOr(tx: Tx, s: Settings, id: number, creation: boolean) {
  const f = await q.fournisseurParId(tx, id);
  const estOr = f && (f.typeFour === s.typeFournisseurOr || f.id === s.fournisseurMetalSpecial);
  if (!f || !estOr || (creation && f.actif !== 1)) {
    refusChamp({ code: "FOURNISSEUR_OR_REQUIS", message: MSG_FOURNISSEUR_OR_REQUIS }, "fournisseurId");
  }
  return f;
}

/** A change answers 200; sent again with its key, it writes no second cancellation in the register. */
const OK = 200;

const montant = (v: string | null) => v ?? "0.00";

function valeursFournisseur(input: MouvementFournisseur): q.ValeursMouvement {
  const sortie = montant(input.sortieOr750);
  return {
    dateMouvement: input.date,
    designation: input.designation,
    metalId: input.metalId,
    entreeOrFin: montant(input.entreeOrFin),
    sortieOr750: sortie,
    // Spec 03 section 7: sortie_or_fin copied from sortie_or_750 when not given.
    sortieOrFin: sortie,
    perte: input.perte,
    fournisseurId: input.fournisseurId,
    clientId: null,
  };
}

export function createFournisseur(ctx: AppContext, request: IdempotentRequest, input: MouvementFournisseur) {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    await verifierFournisseurOr(tx, ctx.settings, input.fournisseurId, true);
    await verifierMetal(tx, input.metalId);
    return { id: await q.insertMouvement(tx, valeursFournisseur(input)) };
  });
}

export function updateFournisseur(
  ctx: AppContext,
  request: IdempotentRequest,
  id: number,
  input: MouvementFournisseur,
) {
  return withIdempotency(
    ctx.db,
    request,
    { id, ...input },
    async (tx) => {
      if (!(await q.mouvementPourModification(tx, id, "fournisseur")))
        refus({ code: "MOUVEMENT_INTROUVABLE", message: MSG_MOUVEMENT_INTROUVABLE });
      await verifierFournisseurOr(tx, ctx.settings, input.fournisseurId, false);
      await verifierMetal(tx, input.metalId);
      await q.updateMouvement(tx, id, valeursFournisseur(input));
      return { id };
    },
    OK,
  );
}

/** The customer loss is rate 14 (read-only on the form): taken when the row is created, kept after. */
function valeursClient(input: MouvementClient, perte: string): q.ValeursMouvement {
  const sortie = montant(input.sortieOr750);
  return {
    dateMouvement: input.date,
    designation: input.designation,
    metalId: input.metalId,
    entreeOrFin: montant(input.entreeOrFin),
    sortieOr750: sortie,
    sortieOrFin: sortie,
    perte,
    clientId: input.clientId,
    fournisseurId: null,
  };
}

/** A client of a metal row or reception exists; else the refusal names the form's field. */
export async function verifierClient(tx: Tx, id: number, champ = "clientId") {
  if (!(await q.clientExiste(tx, id)))
    refusChamp({ code: "METAL_CLIENT_INCONNU", message: MSG_CLIENT_INCONNU }, champ);
}

export function createClient(ctx: AppContext, request: IdempotentRequest, input: MouvementClient) {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    await verifierClient(tx, input.clientId);
    await verifierMetal(tx, input.metalId);
    const perte = toFixed2((await q.valeurCours(tx, COURS.perteClient)) ?? "0");
    return { id: await q.insertMouvement(tx, valeursClient(input, perte)) };
  });
}

export function updateClient(
  ctx: AppContext,
  request: IdempotentRequest,
  id: number,
  input: MouvementClient,
) {
  return withIdempotency(
    ctx.db,
    request,
    { id, ...input },
    async (tx) => {
      const avant = await q.mouvementPourModification(tx, id, "client");
      if (!avant) refus({ code: "MOUVEMENT_INTROUVABLE", message: MSG_MOUVEMENT_INTROUVABLE });
      await verifierClient(tx, input.clientId);
      await verifierMetal(tx, input.metalId);
      await q.updateMouvement(tx, id, valeursClient(input, avant.perte));
      return { id };
    },
    OK,
  );
}

export function deleteMouvement(
  ctx: AppContext,
  idUser: number,
  id: number,
  genre: "fournisseur" | "client",
) {
  return withTx(ctx.db, idUser, async (tx) => {
    if (!(await q.mouvementPourModification(tx, id, genre)))
      refus({ code: "MOUVEMENT_INTROUVABLE", message: MSG_MOUVEMENT_INTROUVABLE });
    await q.deleteMouvement(tx, id);
  });
}

/** CLAL: Sortie Or Fin is 0.75 x Sortie Or 750 for gold unless given; the same as Sortie Or 750 otherwise. */
function valeursClal(s: Settings, input: MouvementClal): q.ValeursClal {
  const s750 = montant(input.sortieOr750);
  return {
    dateMouvement: input.date,
    designation: input.designation,
    metalId: input.metalId,
    entreeOrFin: montant(input.entreeOrFin),
    sortieOr750: s750,
    sortieOrFin: sortieOrFinClal(input.metalId, s.metalParDefaut, s750, input.sortieOrFin),
  };
}

export function createClal(ctx: AppContext, request: IdempotentRequest, input: MouvementClal) {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    await verifierMetal(tx, input.metalId);
    return { id: await q.insertClal(tx, valeursClal(ctx.settings, input)) };
  });
}

export function updateClal(ctx: AppContext, request: IdempotentRequest, id: number, input: MouvementClal) {
  return withIdempotency(
    ctx.db,
    request,
    { id, ...input },
    async (tx) => {
      if (!(await q.clalPourModification(tx, id)))
        refus({ code: "MOUVEMENT_INTROUVABLE", message: MSG_MOUVEMENT_INTROUVABLE });
      await verifierMetal(tx, input.metalId);
      await q.updateClal(tx, id, valeursClal(ctx.settings, input));
      return { id };
    },
    OK,
  );
}

export function deleteClal(ctx: AppContext, idUser: number, id: number) {
  return withTx(ctx.db, idUser, async (tx) => {
    if (!(await q.clalPourModification(tx, id)))
      refus({ code: "MOUVEMENT_INTROUVABLE", message: MSG_MOUVEMENT_INTROUVABLE });
    await q.deleteClal(tx, id);
  });
}

/** /gold-form: a purchase or a consignment of gold from a gold supplier, an entry of fine grams on its ledger. */
export function enregistrerGoldForm(ctx: AppContext, request: IdempotentRequest, f: GoldForm) {
  return withIdempotency(ctx.db, request, f, async (tx) => {
    await verifierFournisseurOr(tx, ctx.settings, f.fournisseurId, true);
    await verifierMetal(tx, f.metalId);
    const entreeOrFin = toFixed2(grammesFins(f.poids, f.titre));
    const id = await q.insertMouvement(tx, {
      dateMouvement: f.date,
      designation: designationGoldForm(f),
      metalId: f.metalId,
      entreeOrFin,
      sortieOr750: "0",
      sortieOrFin: "0",
      perte: "0",
      fournisseurId: f.fournisseurId,
      clientId: null,
      titre: f.titre,
      prixGramme: f.prixGramme,
      confie: f.confie ? 1 : 0,
      numDocument: f.numDocument === "" ? null : f.numDocument,
    });
    return { id, entreeOrFin };
  });
}
