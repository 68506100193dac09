import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type Envoyer,
  type EtapeFake,
  type FluxFake,
  formulaire,
  json,
  metadonnees,
  type RecuFake,
} from "./flux.ts";

/** The lifecycle a deposited invoice goes through by default, one step per `avancer()`. */
export const PARCOURS_DEFAUT = [201, 202, 203, 204, 205];

/** What the Flow service reads and changes of the fake. */
export interface EtatFlow {
  readonly flux: Map<string, FluxFake>;
  readonly recus: RecuFake[];
  readonly parcours: Map<string, EtapeFake[]>;
  readonly retenirDepot: Promise<void> | null;
  verifierFichier(fichier: Buffer, syntaxe: string): Promise<string | null>;
}

const INTROUVABLE = { errorCode: "MISSING_RESOURCE", errorMessage: "Requested resource is Not Found" };

/** `POST /flow-service/v1/flows/search`: by updatedAfter/updatedBefore and the other criteria, in update order. */
export function chercherFlux(flux: Map<string, FluxFake>, brut: Buffer, envoyer: Envoyer) {
  const corps = json(brut) as { limit?: number; where?: Record<string, unknown> } | null;
  const w = corps?.where;
  const limit = corps?.limit ?? 25;
  if (!w || Object.keys(w).length === 0 || limit > 100 || limit < 1)
    return envoyer(400, {
      errorCode: "INVALID_SEARCH",
      errorMessage: "where needs one criterion; limit <= 100",
    });
  const dans = (v: unknown, x: string | undefined) => !Array.isArray(v) || (x !== undefined && v.includes(x));
  const results = [...flux.values()]
    .filter(
      (f) =>
        (w.updatedAfter === undefined || f.updatedAt > String(w.updatedAfter)) &&
        (w.updatedBefore === undefined || f.updatedAt < String(w.updatedBefore)) &&
        (w.trackingId === undefined || f.trackingId === w.trackingId) &&
        (w.ackStatus === undefined || f.acknowledgement.status === w.ackStatus) &&
        dans(w.flowType, f.flowType) &&
        dans(w.flowDirection, f.flowDirection) &&
        dans(w.processingRule, f.processingRule),
    )
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
    .slice(0, limit)
    .map(metadonnees);
  return envoyer(200, { limit, filters: w, results });
}

/**
 * `GET /flow-service/v1/flows/{flowId}?docType=`: its metadata (default), no converted document, or its
 * file; the call received is recorded with the flow's id.
 */
export function lireFlux(
  etat: Pick<EtatFlow, "flux" | "recus">,
  id: string,
  url: URL,
  res: ServerResponse,
  envoyer: Envoyer,
) {
  const f = etat.flux.get(id);
  if (!f) return envoyer(404, INTROUVABLE);
  etat.recus[etat.recus.length - 1] = { method: "GET", path: url.pathname, flowId: f.flowId };
  const docType = url.searchParams.get("docType") ?? "Metadata";
  if (docType === "Metadata") return envoyer(200, metadonnees(f));
  if (docType === "Converted")
    return envoyer(404, { errorCode: "MISSING_RESOURCE", errorMessage: "No converted document" });
  res.writeHead(200, {
    "content-type": f.flowSyntax === "Factur-X" ? "application/pdf" : "application/xml",
    "content-disposition": `attachment;filename=${f.nom}`,
  });
  return void res.end(f.fichier);
}

/**
 * `POST /flow-service/v1/flows` (multipart flowInfo + file): the flow is created with a pending
 * acknowledgement (its errors kept for the next step: empty file, sha256 mismatch, `verifierFichier`'s
 * message); an invoice gets its lifecycle to come, a CDAR is a lifecycle message itself. `maintenant` is
 * the fake's strictly increasing clock.
 */
export async function deposerFlux(
  etat: EtatFlow,
  maintenant: () => string,
  req: IncomingMessage,
  brut: Buffer,
  envoyer: Envoyer,
): Promise<void> {
  let form: FormData;
  try {
    form = await formulaire(req, brut);
  } catch {
    return envoyer(400, { errorCode: "MISSING_REQUIRED_FIELD", errorMessage: "multipart attendu" });
  }
  const infoPart = form.get("flowInfo");
  const fichierPart = form.get("file");
  const info = json(
    Buffer.from(typeof infoPart === "string" ? infoPart : ((await infoPart?.text()) ?? "")),
  ) as Record<string, string> | null;
  if (!info?.flowSyntax || !fichierPart || typeof fichierPart === "string")
    return envoyer(400, {
      errorCode: "MISSING_REQUIRED_FIELD",
      errorMessage: "flowInfo.flowSyntax et file requis",
    });
  if (info.trackingId && info.trackingId.length > 36)
    return envoyer(400, { errorCode: "INVALID_FIELD", errorMessage: "trackingId > 36" });
  const fichier = Buffer.from(await fichierPart.arrayBuffer());
  const sha = createHash("sha256").update(fichier).digest("hex");
  const erreurs: { level: "Error"; item: string; reasonCode: string; reasonMessage: string }[] = [];
  if (fichier.length === 0)
    erreurs.push({ level: "Error", item: "file", reasonCode: "EmptyFlow", reasonMessage: "Fichier vide" });
  else if (info.sha256 && info.sha256 !== sha)
    erreurs.push({
      level: "Error",
      item: "sha256",
      reasonCode: "ChecksumMismatch",
      reasonMessage: "Empreinte différente",
    });
  else {
    const probleme = await etat.verifierFichier(fichier, info.flowSyntax);
    if (probleme)
      erreurs.push({ level: "Error", item: "file", reasonCode: "InvalidSchema", reasonMessage: probleme });
  }
  const quand = maintenant();
  const lc = info.flowSyntax === "CDAR";
  const f: FluxFake = {
    flowId: randomUUID(),
    ...(info.trackingId ? { trackingId: info.trackingId } : {}),
    flowType: lc ? (emisParAcheteur(fichier) ? "SupplierInvoiceLC" : "CustomerInvoiceLC") : "CustomerInvoice",
    flowDirection: "Out",
    flowSyntax: info.flowSyntax,
    ...(info.flowProfile ? { flowProfile: info.flowProfile } : {}),
    ...(info.processingRule ? { processingRule: info.processingRule } : {}),
    submittedAt: quand,
    updatedAt: quand,
    acknowledgement: erreurs.length ? { status: "Pending", details: erreurs } : { status: "Pending" },
    fichier,
    nom: info.name ?? "flux",
    ...(lc
      ? {}
      : {
          aVenir: [
            ...(etat.parcours.get(info.trackingId ?? "") ?? PARCOURS_DEFAUT.map((code) => ({ code }))),
          ],
        }),
  };
  etat.flux.set(f.flowId, f);
  if (etat.retenirDepot) await etat.retenirDepot;
  envoyer(202, { flowId: f.flowId, submittedAt: quand, ...info, sha256: sha });
}

/** A lifecycle message sent by the buyer (its sender's role BY) is about a supplier invoice. */
function emisParAcheteur(fichier: Buffer): boolean {
  const emetteur =
    /<(?:\w+:)?SenderTradeParty>([\s\S]*?)<\/(?:\w+:)?SenderTradeParty>/.exec(fichier.toString())?.[1] ?? "";
  return /<(?:\w+:)?RoleCode>BY</.test(emetteur);
}
