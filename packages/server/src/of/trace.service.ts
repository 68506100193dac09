import {
  MSG_IMAGE_INTROUVABLE,
  MSG_TVA_OF_INVALIDE,
  refusStatutManuel,
  type TraceOfData,
} from "@ecrin/domain";
import { eq } from "drizzle-orm";
import { of } from "../db/schema/index.ts";
import { type Executor, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { changerStatut, lockOfForChange } from "../noyau-of/index.ts";
import { imageExiste, tauxTvaDuChoix } from "./edit.queries.ts";
import { lireOf, verifierReferences } from "./edit.service.ts";

const flag = (b: boolean) => (b ? 1 : 0);

/** The rate and category of the VAT rate picked (null: the default rate); absent: kept as stored. */
async function tvaChoisie(tx: Executor, idTva: number | null | undefined) {
  if (idTva === undefined) return {};
  if (idTva === null) return { tauxTva: null, categorieTva: null };
  const choix = await tauxTvaDuChoix(tx, idTva);
  if (!choix) refusChamp({ code: "TVA_OF_INVALIDE", message: MSG_TVA_OF_INVALIDE }, "idTva");
  return choix;
}

/**
 * PUT /api/of/:n/trace: every field of the Trace OF, on a row locked and refused at 600. The status
 * picked by hand is the transition "manuel", with the domain's limits (refusStatutManuel: no stock
 * status by hand, 575 with a price and a weight), written with the other fields in one UPDATE.
 */
export async function enregistrerTrace(ctx: AppContext, idUser: number, n: number, input: TraceOfData) {
  await withTx(ctx.db, idUser, async (tx) => {
    const avant = await lockOfForChange(tx, n);
    const r = refusStatutManuel(avant, input.statut, input);
    if (r) refus(r);
    await verifierReferences(tx, input);
    const tva = await tvaChoisie(tx, input.idTva);
    await changerStatut(tx, n, input.statut, "manuel", {
      poids: input.poids,
      idStade: input.idStade,
      typTransp: input.typTransp,
      dim: input.dim,
      prixFact: input.prixFact,
      prixR: input.prixR,
      reaco: input.reaco,
      refClt: input.refClt,
      // Absent from the input: kept as stored.
      ...(input.nomLigne === undefined ? {} : { nomLigne: input.nomLigne }),
      ...(input.ref1 === undefined ? {} : { ref1: input.ref1 }),
      remise: input.remise,
      echeance: input.echeance,
      ...tva,
      dateLImp: flag(input.dateLImp),
      tournee: flag(input.tournee),
      devis: flag(input.devis),
      facon: flag(input.facon),
      pierresClt: flag(input.pierresClt),
      signe: flag(input.signe),
      grave: flag(input.grave),
      labo: flag(input.labo),
      notes: input.notes,
      information: input.information,
    });
  });
  return lireOf(ctx.db, n);
}

/** PUT /api/of/:n/photo (an uploaded image of the image table) or DELETE (nom null): the OF's photo. */
export async function changerPhoto(ctx: AppContext, idUser: number, n: number, nom: string | null) {
  await withTx(ctx.db, idUser, async (tx) => {
    await lockOfForChange(tx, n);
    if (nom !== null && !(await imageExiste(tx, nom))) {
      refusChamp({ code: "IMAGE_INTROUVABLE", message: MSG_IMAGE_INTROUVABLE }, "nom");
    }
    await tx.update(of).set({ photoOf: nom }).where(eq(of.numSachet, n));
  });
  return lireOf(ctx.db, n);
}
