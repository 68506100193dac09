import { createHash } from "node:crypto";
import {
  type Connu,
  type FactureRecue,
  type Flow,
  type Lecture,
  rapprocher,
  type SearchFlowFilters,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import { type Tx, withTx } from "../db/tx.ts";
import * as q from "./achats.queries.ts";
import { lireFichierAchat } from "./lecture-fichier.ts";

/** One SupplierInvoice flow as the platform gives it. */
export interface FluxRecu {
  flowId: string;
  nom: string;
  fichier: Uint8Array;
}

const RIEN: Connu = { mouvements: [], lots: [], traites: [] };

/** A column's amount: the file's text when it is a decimal the column holds, else null (the rules say why). */
const montantColonne = (v: string | null) => (v !== null && /^-?\d{1,15}(\.\d{1,6})?$/.test(v) ? v : null);

async function rapprochement(tx: Tx, f: FactureRecue | null) {
  const idFour = f?.vendeur.nom ? await q.fournisseurParNom(tx, f.vendeur.nom) : null;
  if (!f) return { idFour, match: null };
  const connu = idFour === null ? RIEN : await q.connuDuFournisseur(tx, idFour, f.date, null);
  return { idFour, match: rapprocher(f, connu) };
}

function colonnes(lecture: Lecture) {
  const f = lecture.facture;
  return {
    syntaxe: f?.syntaxe ?? null,
    valide: f !== null && lecture.violations.length === 0,
    violations: lecture.violations,
    facture: f,
    fournisseurNom: f?.vendeur.nom ?? null,
    fournisseurSiren: f?.vendeur.siren ?? null,
    numero: f?.numero ?? null,
    dateFacture: f?.date ?? null,
    echeance: f?.echeance ?? null,
    totalHt: montantColonne(f?.ht ?? null),
    totalTva: montantColonne(f?.tva ?? null),
    totalTtc: montantColonne(f?.ttc ?? null),
  };
}

/**
 * Records one received flow in the caller's transaction: the original kept whatever it is, what could be
 * read, the failed rules, the match. A flow already there is left as it is (null): never taken twice.
 */
export async function enregistrerFlux(tx: Tx, flux: FluxRecu): Promise<number | null> {
  if (await q.fluxDejaRecu(tx, flux.flowId)) return null;
  const { type, lecture } = await lireFichierAchat(flux.fichier);
  const { idFour, match } = await rapprochement(tx, lecture.facture);
  return q.insertFacture(
    tx,
    {
      flowId: flux.flowId,
      nomFichier: flux.nom.slice(0, 255),
      typeFichier: type,
      sha256: createHash("sha256").update(flux.fichier).digest("hex"),
      taille: flux.fichier.length,
      ...colonnes(lecture),
      idFour,
      famille: match?.famille ?? "autre",
      rapprochement: match,
      etatRapprochement: match?.etat ?? "non_rapprochee",
    },
    Buffer.from(flux.fichier).toString("base64"),
  );
}

/** The part of the platform client the reception uses (the `plateforme` area's client fits it). */
export interface SourceFlux {
  parcourirFlux(
    where: Omit<SearchFlowFilters, "updatedAfter">,
    depuis: string,
    page: (flux: Flow[], curseur: string) => Promise<void>,
  ): Promise<void>;
  lireFlux(flowId: string, docType: "Original"): Promise<Uint8Array>;
}

/** The file name a flow is kept under (the standard's search gives no name). */
const nomDuFlux = (f: Flow) => `${f.flowId}.${f.flowSyntax === "Factur-X" ? "pdf" : "xml"}`;

/** Before the first reception: every flow the platform holds. */
export const DEBUT_RECEPTION = "1970-01-01T00:00:00.000Z";

/**
 * Fetches the SupplierInvoice flows updated since the cursor, page by page (updatedAfter), and records
 * each in ONE transaction with the cursor moved past it: a stop at any point (even SIGKILL) loses
 * nothing (the cursor did not pass an unrecorded flow) and doubles nothing (flow_id is unique).
 */
export async function recevoirFluxFournisseurs(db: Db, source: SourceFlux): Promise<{ recues: number }> {
  const depuis = (await q.curseur(db)) ?? DEBUT_RECEPTION;
  let recues = 0;
  await source.parcourirFlux({ flowType: ["SupplierInvoice"] }, depuis, async (flux, curseurPage) => {
    for (const f of flux) {
      const deja = await q.fluxDejaRecu(db, f.flowId);
      const fichier = deja ? null : await source.lireFlux(f.flowId, "Original");
      await withTx(db, null, async (tx) => {
        const nom = nomDuFlux(f);
        if (fichier && (await enregistrerFlux(tx, { flowId: f.flowId, nom, fichier })) !== null) recues++;
        // A flow without its time moves the cursor only as far as its page's last one.
        await q.avancerCurseur(tx, f.updatedAt ?? curseurPage);
      });
    }
  });
  return { recues };
}
