import { timingSafeEqual } from "node:crypto";
import {
  type CodeStatut,
  categorieDuTaux,
  cdarXml,
  type DocumentsPlateformeQuery,
  type EtatDestinataire,
  type Flow,
  isCodeStatut,
  MSG_PLATEFORME_NON_CONFIGUREE,
  MSG_WEBHOOK_REFUSE,
  refusEncaissement,
  statutCourant,
  totauxDocument,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import type { Page } from "../http/list.ts";
import type { PlateformeClient } from "./client.ts";
import { clientPlateforme, plateformeConfiguree } from "./connexion.ts";
import { listerDocuments } from "./documents.queries.ts";
import { deposerEnAttente } from "./envoi.service.ts";
import * as q from "./plateforme.queries.ts";
import { releverStatuts, traiterFlux } from "./suivi.service.ts";

/** One client per platform setting, kept so that its OAuth2 token is reused from run to run. */
const clients = new WeakMap<AppContext, { cle: string; client: PlateformeClient }>();

export function clientDe(ctx: AppContext): PlateformeClient | null {
  const s = ctx.settings;
  if (!plateformeConfiguree(s)) return null;
  const cle = [s.plateformeUrl, s.plateformeUrlJeton, s.plateformeClientId, s.plateformeClientSecret].join(
    "\n",
  );
  const memo = clients.get(ctx);
  if (memo?.cle === cle) return memo.client;
  const client = clientPlateforme(ctx.db, s);
  clients.set(ctx, { cle, client });
  return client;
}

/**
 * One run of the platform task: deposit what is due, then poll the statuses. A platform that fails or
 * answers nonsense only leaves rows waiting; invoicing itself never waits for it.
 */
export async function synchroniserPlateforme(ctx: AppContext): Promise<{ deposes: number; statuts: number }> {
  const client = clientDe(ctx);
  if (!client) return { deposes: 0, statuts: 0 };
  const deposes = await deposerEnAttente(ctx, client);
  const statuts = await releverStatuts(ctx, client);
  return { deposes, statuts };
}

/** The webhook: authenticated by the shared secret (bearer), then the flow is handled as polling would. */
export async function recevoirWebhook(
  ctx: AppContext,
  autorisation: string | undefined,
  flux: Flow,
): Promise<void> {
  const secret = ctx.settings.plateformeSecretWebhook;
  const recu = /^Bearer (.+)$/.exec(autorisation ?? "")?.[1] ?? "";
  const ok =
    secret !== "" && recu.length === secret.length && timingSafeEqual(Buffer.from(recu), Buffer.from(secret));
  if (!ok) refus({ code: "WEBHOOK_REFUSE", message: MSG_WEBHOOK_REFUSE });
  const client = clientDe(ctx);
  if (!client) refus({ code: "PLATEFORME_NON_CONFIGUREE", message: MSG_PLATEFORME_NON_CONFIGUREE });
  try {
    await traiterFlux(ctx, client, flux, "webhook");
  } catch {
    // The platform did not answer the download: polling will take this flow again.
  }
}

export function documents(db: Db, query: DocumentsPlateformeQuery, page: Page) {
  return listerDocuments(db, query, page);
}

/** A document's lifecycle, oldest first (Tracer's invoice link, the list's detail). */
export async function cycleDeVie(
  db: Db,
  d: { typeDocument: "facture" | "avoir"; canal: string | null; numero: number },
) {
  const e = await q.envoiDocument(db, d);
  if (!e) return { etat: null, erreur: null, statuts: [] };
  return { etat: e.etat, erreur: e.derniereErreur, statuts: await q.statutsEnvoi(db, e.id) };
}

/**
 * Encaissée (212): the seller says its invoice is paid. Checked against the invoice's lifecycle
 * (domain `refusEncaissement`), stored at once, and queued as a CDAR flow for the worker.
 */
export function encaisser(
  ctx: AppContext,
  request: IdempotentRequest,
  d: { canal: "standard" | "alternatif"; numero: number },
): Promise<IdempotentAnswer<{ message: string }>> {
  return withIdempotency(ctx.db, request, d, async (tx) => {
    const e = await q.envoiDocument(tx, { typeDocument: "facture", canal: d.canal, numero: d.numero }, true);
    const statuts = e ? await q.statutsEnvoi(tx, e.id) : [];
    const courant = statutCourant(
      statuts.filter((s): s is typeof s & { code: CodeStatut } => isCodeStatut(s.code)),
    );
    const r = refusEncaissement(
      e ? { typeDocument: e.typeDocument, deposee: e.flowId !== null } : null,
      courant?.code ?? null,
    );
    if (r) refus(r);
    const envoi = e as q.Envoi;
    const maintenant = `${new Date().toISOString().slice(0, 19)}.000Z`;
    const s = ctx.settings;
    // BR-FR-CDV-14: an Encaissée says the amount cashed (the invoice's TTC, paid in full).
    const parts = await q.partsFacture(tx, d.canal, d.numero);
    const montantEncaisse = parts
      ? totauxDocument(
          [parts.lignes],
          parts.port,
          parts.tauxTva,
          categorieDuTaux(parts.tauxTva, parts.categorieTva),
        ).totalTtc
      : null;
    const xml = cdarXml({
      id: `LC-${envoi.id}-212`,
      emisLe: maintenant,
      emetteur: { siren: s.vendeurSiren, nom: s.vendeurRaisonSociale, role: "SE" },
      destinataire: {
        siren: envoi.sirenDestinataire ?? "",
        nom: envoi.nomDestinataire ?? "",
        role: "BY",
        adresse: envoi.adresseElectronique,
      },
      facture: { numero: envoi.trackingId, type: "380", date: envoi.dateDocument ?? "" },
      statut: 212,
      motif: null,
      commentaire: null,
      montantEncaisse,
    });
    await q.mettreCdarEnFile(tx, {
      trackingId: `LC-${envoi.id}-212`,
      fichier: Buffer.from(xml),
      sirenDestinataire: envoi.sirenDestinataire,
    });
    await q.ajouterStatut(tx, {
      idEnvoi: envoi.id,
      code: 212,
      date: maintenant,
      motif: null,
      commentaire: null,
      source: "ecrin",
      flowId: null,
    });
    return { message: `Facture ${envoi.trackingId} encaissée : statut transmis à la plateforme.` };
  });
}

/** The system page's block: the connection (never its secret), the outbox, the last calls. */
export async function etatPlateforme(ctx: AppContext) {
  const s = ctx.settings;
  const [file, appels] = await Promise.all([q.compteParEtat(ctx.db), q.derniersAppels(ctx.db, 20)]);
  return {
    configuree: plateformeConfiguree(s),
    url: s.plateformeUrl,
    clientId: s.plateformeClientId,
    secretRenseigne: s.plateformeClientSecret !== "",
    webhook: s.plateformeSecretWebhook !== "",
    intervalleSecondes: s.plateformeIntervalleSecondes,
    file,
    appels: appels.map((a) => ({
      le: a.le,
      methode: a.methode,
      chemin: a.chemin,
      flowId: a.flowId,
      statutHttp: a.statutHttp,
      dureeMs: a.dureeMs,
      erreur: a.erreur,
    })),
  };
}

/** GET /api/plateforme/destinataires/:siren: whether the buyer receives e-invoices yet (client screen). */
export function destinataire(db: Db, siren: string): Promise<EtatDestinataire> {
  return q.destinataire(db, siren);
}
