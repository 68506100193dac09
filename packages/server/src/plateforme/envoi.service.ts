import { createHash } from "node:crypto";
import {
  adresseAnnuaire,
  attenteAvantEssai,
  estRefusDefinitif,
  type Flow,
  flowInfoEnvoi,
  MSG_DESTINATAIRE_NON_JOIGNABLE,
  MSG_SIREN_CLIENT_ABSENT,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import { avoirsPdf, facturesPdf } from "../facturation/index.ts";
import type { AppContext } from "../http/context.ts";
import { type PlateformeClient, PlateformeErreur } from "./client.ts";
import * as q from "./plateforme.queries.ts";

/** At most this many deposits per run of the worker (the next tick takes the rest). */
const ENVOIS_PAR_PASSE = 50;

/**
 * The outbox worker: deposits each due row after the issuing transaction committed, one at a time.
 * Never twice: a row whose deposit was started (en_cours) is first looked for on the platform by its
 * trackingId (the platform does not refuse a second flow with the same trackingId, so Écrin must not
 * deposit again what may already be there). Never lost: a row leaves the outbox only on a 202 (a
 * flowId kept) or a definitive refusal; any other failure (timeout, 5xx, 429, nonsense) keeps it for
 * the next try, 30 s then doubling to an hour. Answers how many rows it handled.
 */
export async function deposerEnAttente(ctx: AppContext, client: PlateformeClient): Promise<number> {
  let n = 0;
  for (; n < ENVOIS_PAR_PASSE; n++) {
    const e = await withTx(ctx.db, null, (tx) => q.prendreEnvoi(tx, attenteAvantEssai));
    if (!e) break;
    await traiterEnvoi(ctx, client, e);
  }
  return n;
}

async function traiterEnvoi(ctx: AppContext, client: PlateformeClient, e: q.Envoi): Promise<void> {
  try {
    if (e.etat === "en_cours") {
      const deja = await dejaDepose(client, e.trackingId);
      if (deja) return await enregistrerDepot(ctx, e, deja.flowId, e.sha256, deja);
    }
    let adresseAcheteur: string | null = null;
    if (e.typeDocument !== "cdar") {
      // BT-49: where the buyer receives, from the Directory, before anything is sent.
      if (!e.sirenDestinataire) {
        return await withTx(ctx.db, null, (tx) =>
          q.marquerEnvoi(tx, e.id, { etat: "non_joignable", derniereErreur: MSG_SIREN_CLIENT_ABSENT }),
        );
      }
      const adresse = adresseAnnuaire(
        await client.rechercherLignesAnnuaire(e.sirenDestinataire),
        e.sirenDestinataire,
      );
      if (adresse === null) {
        return await withTx(ctx.db, null, (tx) =>
          q.marquerEnvoi(tx, e.id, { etat: "non_joignable", derniereErreur: MSG_DESTINATAIRE_NON_JOIGNABLE }),
        );
      }
      await withTx(ctx.db, null, (tx) => q.marquerEnvoi(tx, e.id, { adresseElectronique: adresse }));
      adresseAcheteur = adresse;
    }
    const fichier = await fichierEnvoi(ctx, e, adresseAcheteur);
    const sha256 = createHash("sha256").update(fichier).digest("hex");
    const syntaxe = e.flowSyntax === "CDAR" ? "CDAR" : "Factur-X";
    // From here the platform may hold the flow whatever happens to this process.
    await withTx(ctx.db, null, (tx) =>
      q.marquerEnvoi(tx, e.id, { etat: "en_cours", sha256, derniereErreur: null }),
    );
    const r = await client.deposerFlux(
      flowInfoEnvoi({ trackingId: e.trackingId, flowSyntax: syntaxe, sha256 }),
      fichier,
      syntaxe === "CDAR" ? "application/xml" : "application/pdf",
    );
    await enregistrerDepot(ctx, e, r.flowId, sha256, null);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const definitif = err instanceof PlateformeErreur && estRefusDefinitif(err.status);
    await withTx(ctx.db, null, (tx) =>
      q.marquerEnvoi(
        tx,
        e.id,
        definitif ? { etat: "erreur", derniereErreur: message } : { derniereErreur: message },
      ),
    );
  }
}

/** A flow this trackingId already has on the platform (deposited by Écrin, not refused), if any. */
async function dejaDepose(client: PlateformeClient, trackingId: string): Promise<Flow | null> {
  const flux = await client.rechercherFlux({ trackingId, flowDirection: ["Out"] });
  return flux.find((f) => f.acknowledgement?.status !== "Error") ?? flux[0] ?? null;
}

async function enregistrerDepot(
  ctx: AppContext,
  e: q.Envoi,
  flowId: string,
  sha256: string | null,
  flux: Flow | null,
): Promise<void> {
  await withTx(ctx.db, null, async (tx) => {
    await q.marquerEnvoi(tx, e.id, { etat: "depose", flowId, sha256, derniereErreur: null, depose: true });
    if (e.typeDocument !== "cdar") {
      await q.ajouterStatut(tx, {
        idEnvoi: e.id,
        code: 200,
        // To the second, as a CDAR dates a status: on the same second the further code is the current one.
        date: alaSeconde(flux?.submittedAt ?? new Date().toISOString()),
        motif: null,
        commentaire: null,
        source: "depot",
        flowId: null,
      });
    }
  });
  if (flux?.acknowledgement) await appliquerAcquittement(ctx, flowId, flux);
}

/** The file deposited; an invoice or credit note carries the buyer's address from the Directory (BT-49). */
async function fichierEnvoi(ctx: AppContext, e: q.Envoi, adresseAcheteur: string | null): Promise<Buffer> {
  if (e.typeDocument === "cdar") return e.fichier ?? Buffer.alloc(0);
  const numero = e.numero as number;
  if (e.typeDocument === "avoir") return avoirsPdf(ctx, [numero], { adresseAcheteur });
  return facturesPdf(ctx, {
    ids: [numero],
    canal: e.canal === "alternatif" ? "alternatif" : "standard",
    adresseAcheteur,
  });
}

/**
 * The platform's acknowledgement of one of Écrin's flows: Ok, the row is acknowledged; Error, it is
 * refused with the platform's reasons (the same file would be refused again: nothing retries it).
 */
export async function appliquerAcquittement(ctx: AppContext, flowId: string, flux: Flow): Promise<void> {
  const ack = flux.acknowledgement;
  if (!ack || ack.status === "Pending") return;
  await withTx(ctx.db, null, async (tx) => {
    const e = await q.envoiParFlux(tx, flowId);
    if (!e || (e.etat !== "depose" && e.etat !== "en_cours")) return;
    if (ack.status === "Ok") return q.marquerEnvoi(tx, e.id, { etat: "acquitte", acquitte: true });
    const raisons = (ack.details ?? []).map((d) => `${d.reasonCode} : ${d.reasonMessage}`).join(" ; ");
    return q.marquerEnvoi(tx, e.id, { etat: "erreur", derniereErreur: raisons || "Erreur" });
  });
}

const alaSeconde = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19)}.000Z`;
