import { createHash } from "node:crypto";
import {
  type CedantLcr,
  decisionRemise,
  decouperTraite,
  type EffetLcr,
  erreurIban,
  fichierCfonbLcr,
  MSG_LCR_AUCUNE_TRAITE,
  MSG_LCR_DOMICILIATION,
  MSG_LCR_IBAN_VENDEUR,
  MSG_LCR_NUMERO_EMETTEUR,
  MSG_LCR_SELECTION_VIDE,
  MSG_REMISE_INTROUVABLE,
  msgLcrClientSansIban,
  msgLcrTraitesHorsRemise,
  msgRemiseDejaFaite,
  msgRemiseEnregistree,
  nomFichierRemiseLcr,
  normaliserIban,
  numeroEffetEcheance,
  numeroEmetteurValide,
  type RemiseLcr,
  type RemiseLcrDemande,
  referenceRemiseLcr,
  ribDepuisIban,
  type Settings,
  sum,
  toFixed2,
} from "@ecrin/domain";
import type { Tx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import { identiteVendeur } from "../pdf/index.ts";
import * as q from "./remise-lcr.queries.ts";
import { type TraiteRemise, traitesDeRemise } from "./traite.queries.ts";

/** A French IBAN with right check digits (an LCR goes only to a French account), else null. */
function ibanFrancais(iban: string): string | null {
  const compact = normaliserIban(iban);
  return compact.startsWith("FR") && erreurIban(compact) === null && ribDepuisIban(compact) ? compact : null;
}

/**
 * The CFONB 160 file of a new remittance: refused (400) when the seller's IBAN (settings) is not French,
 * its issuer number not 6 digits, its bank domiciliation empty, or a bill's client has no French IBAN.
 */
function fichierLcr(
  settings: Settings,
  date: string,
  numero: number,
  traites: readonly TraiteRemise[],
): string {
  const ibanVendeur = ibanFrancais(settings.vendeurIban);
  if (!ibanVendeur) refus({ code: "LCR_IBAN_VENDEUR", message: MSG_LCR_IBAN_VENDEUR });
  if (!numeroEmetteurValide(settings.lcrNumeroEmetteur))
    refus({ code: "LCR_NUMERO_EMETTEUR", message: MSG_LCR_NUMERO_EMETTEUR });
  if (settings.lcrDomiciliation.trim() === "")
    refus({ code: "LCR_DOMICILIATION", message: MSG_LCR_DOMICILIATION });
  const sansIban = [...new Set(traites.filter((t) => !ibanFrancais(t.iban)).map((t) => t.client))];
  if (sansIban.length > 0) refus({ code: "LCR_CLIENT_SANS_IBAN", message: msgLcrClientSansIban(sansIban) });
  const cedant: CedantLcr = {
    nom: identiteVendeur(settings).nom,
    banque: settings.lcrDomiciliation,
    iban: ibanVendeur,
    numeroEmetteur: settings.lcrNumeroEmetteur,
  };
  const effets = traites.flatMap((t) =>
    decouperTraite(t.totalTtc, t.nbDecoupe, t.dateEcheance).map(
      (ech): EffetLcr => ({
        reference: numeroEffetEcheance(t.numEffet, ech.rang, t.nbDecoupe),
        tire: t.client,
        banque: t.banque,
        iban: ibanFrancais(t.iban)!,
        montant: ech.montant,
        echeance: ech.echeance,
        dateCreation: t.dateCreation,
        referenceTireur: String(t.idBijouterie),
      }),
    ),
  );
  return fichierCfonbLcr(cedant, date, effets, referenceRemiseLcr(numero));
}

function reponse(r: q.RemiseEnregistree, dejaFaite: boolean): RemiseLcr {
  return {
    ...r,
    nom: nomFichierRemiseLcr(r.dateRemise, r.numero),
    dejaFaite,
    message: dejaFaite
      ? msgRemiseDejaFaite(r.numero, r.creeLe)
      : msgRemiseEnregistree(r.numero, r.nbEffets, r.totalTtc),
  };
}

async function remettreDans(tx: Tx, settings: Settings, demande: RemiseLcrDemande): Promise<RemiseLcr> {
  const { date, ids } = demande;
  if (ids?.length === 0) refus({ code: "LCR_SELECTION_VIDE", message: MSG_LCR_SELECTION_VIDE });
  await q.verrouillerRemises(tx);
  const traites = await traitesDeRemise(tx, date, ids);
  const horsRemise = (ids ?? []).filter((id) => !traites.some((t) => t.idTraite === id));
  if (horsRemise.length > 0)
    refus({ code: "LCR_TRAITES_HORS_REMISE", message: msgLcrTraitesHorsRemise(horsRemise) });
  if (traites.length === 0) refus({ code: "LCR_AUCUNE_TRAITE", message: MSG_LCR_AUCUNE_TRAITE });
  const choisies = traites.map((t) => ({ idTraite: t.idTraite, numEffet: t.numEffet, remise: t.remise }));
  const numeros = [...new Set(choisies.flatMap((t) => (t.remise === null ? [] : [t.remise])))];
  const decision = decisionRemise(choisies, await q.effetsDesRemises(tx, numeros));
  if (decision.type === "refus") refus({ code: "LCR_TRAITES_DEJA_REMISES", message: decision.message });
  if (decision.type === "deja-faite") {
    const faite = await q.remise(tx, decision.numero);
    if (!faite) throw new Error(`remise_lcr ${decision.numero} missing`);
    return reponse(faite, true);
  }
  const numero = await q.prochainNumeroRemise(tx);
  const fichier = fichierLcr(settings, date, numero, traites);
  await q.insertRemise(tx, {
    numero,
    dateRemise: date,
    nbEffets: traites.reduce((n, t) => n + t.nbDecoupe, 0),
    totalTtc: toFixed2(sum(traites.map((t) => t.totalTtc))),
    empreinte: createHash("sha256").update(fichier, "ascii").digest("hex"),
    fichier,
    traites: traites.map((t) => t.idTraite),
  });
  const faite = await q.remise(tx, numero);
  return reponse(faite!, false);
}

/**
 * Remettre à l'encaissement (issue 24 point 8): the customer bills created on `date` (or the ones chosen
 * among them) become a numbered remittance with its CFONB file, in ONE transaction under the
 * remittances' lock, once per Idempotency-Key. Exactly the bills of an earlier remittance: that one,
 * said already made (its stored file is the same); bills of an earlier remittance among others: 409.
 */
export function remettre(
  ctx: AppContext,
  request: IdempotentRequest,
  demande: RemiseLcrDemande,
): Promise<IdempotentAnswer<RemiseLcr>> {
  return withIdempotency(ctx.db, request, demande, (tx) => remettreDans(tx, ctx.settings, demande));
}

/** The stored file of a remittance, byte for byte as first made. */
export async function fichierDeRemise(
  ctx: AppContext,
  numero: number,
): Promise<{ nom: string; fichier: string }> {
  const r = await q.fichierRemise(ctx.db, numero);
  if (!r) refus({ code: "REMISE_INTROUVABLE", message: MSG_REMISE_INTROUVABLE });
  return { nom: nomFichierRemiseLcr(r.dateRemise, numero), fichier: r.fichier };
}
