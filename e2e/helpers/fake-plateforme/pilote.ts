import type { IncomingMessage } from "node:http";
import {
  type Envoyer,
  type EtapeFake,
  type FluxFake,
  formulaire,
  json,
  metadonnees,
  type RecuFake,
} from "./flux.ts";

/** Where tests in another process drive the fake (no auth, never recorded). */
export const PILOTE_PLATEFORME = "/_fake";

/** What the control routes read and change of the fake. */
export interface EtatPilote {
  readonly flux: Map<string, FluxFake>;
  readonly recus: RecuFake[];
  readonly parcours: Map<string, EtapeFake[]>;
  mode: "normal" | "absurde" | "lent";
  webhook: { url: string; secret: string } | null;
  avancer(): Promise<void>;
  deposes(trackingId: string): FluxFake[];
  fluxFournisseur(flowSyntax: string, fichier: Buffer, nom: string): FluxFake;
}

/**
 * Control routes: `GET etat` (flows without their files, calls received); `POST avancer`; `POST mode`
 * ({ mode }); `POST parcours` ({ trackingId, statuts: [{ code, motif?, commentaire? }] });
 * `POST webhook` ({ url, secret } or null); `POST flux-fournisseurs` (multipart flowSyntax + file).
 * `notifier` sends a flow's webhook.
 */
export async function piloter(
  etat: EtatPilote,
  notifier: (f: FluxFake) => Promise<void>,
  method: string,
  path: string,
  req: IncomingMessage,
  brut: Buffer,
  envoyer: Envoyer,
): Promise<void> {
  const action = `${method} ${path.slice(PILOTE_PLATEFORME.length)}`;
  const corps = json(brut);
  if (action === "GET /etat")
    return envoyer(200, { flux: [...etat.flux.values()].map(metadonnees), recus: etat.recus });
  if (action === "POST /avancer") {
    await etat.avancer();
    return envoyer(200, {});
  }
  if (action === "POST /mode") {
    etat.mode = (corps as { mode: EtatPilote["mode"] }).mode;
    return envoyer(200, {});
  }
  if (action === "POST /parcours") {
    const p = corps as { trackingId: string; statuts: EtapeFake[] };
    etat.parcours.set(p.trackingId, p.statuts);
    // The flow already deposited with this trackingId takes it too (what is left of it).
    for (const f of etat.deposes(p.trackingId)) if (f.aVenir) f.aVenir = [...p.statuts];
    return envoyer(200, {});
  }
  if (action === "POST /statut") {
    // One more status for a deposited invoice (the buyer approves, refuses...), sent at the next step.
    const p = corps as { trackingId: string } & EtapeFake;
    for (const f of etat.deposes(p.trackingId))
      f.aVenir?.push({
        code: p.code,
        ...(p.motif ? { motif: p.motif } : {}),
        ...(p.commentaire ? { commentaire: p.commentaire } : {}),
      });
    return envoyer(200, {});
  }
  if (action === "POST /webhook") {
    etat.webhook = corps as EtatPilote["webhook"];
    return envoyer(200, {});
  }
  if (action === "POST /flux-fournisseurs") {
    try {
      const form = await formulaire(req, brut);
      const syntaxe = form.get("flowSyntax");
      const fichier = form.get("file");
      if (typeof syntaxe !== "string" || !fichier || typeof fichier === "string")
        return envoyer(400, {
          errorCode: "MISSING_REQUIRED_FIELD",
          errorMessage: "flowSyntax et file requis",
        });
      const f = etat.fluxFournisseur(
        syntaxe,
        Buffer.from(await fichier.arrayBuffer()),
        fichier.name || "facture",
      );
      await notifier(f);
      return envoyer(201, { flowId: f.flowId });
    } catch {
      return envoyer(400, { errorCode: "MISSING_REQUIRED_FIELD", errorMessage: "multipart attendu" });
    }
  }
  envoyer(404, {});
}
