import { z } from "zod";
import { identifiant, texte } from "../shared/index.ts";

/**
 * Spec 02 section 2.17, the maintenance screen: "Suppression Centre Pierre" and "Suppression CV Pierre"
 * copy stone lines from the centre vide to its centres. In this data model a centre vide carries no
 * stones of its own: its stones are those of its MODEL centre (by default the centre that bears the
 * centre vide's ref, the first variant; the maintainer may pick another centre of the same centre vide).
 *
 * - "Suppression Centre Pierre" (portee "centre"): in every other centre of the centre vide, the lines
 *   marked Centre (the centre stone) are deleted and replaced by the model's Centre lines.
 * - "Suppression CV Pierre" (portee "cv"): the same for the lines NOT marked Centre, the stones that
 *   belong to the mounting (pave, entourage); each centre keeps its own centre stone.
 *
 * A centre whose lines of that kind already equal the model's is left alone, so the preview counts only
 * real changes, and applying twice changes nothing the second time.
 */

const PORTEES_MAINTENANCE = ["centre", "cv"] as const;
export type PorteeMaintenance = (typeof PORTEES_MAINTENANCE)[number];

export const LIBELLES_MAINTENANCE: Record<PorteeMaintenance, string> = {
  centre: "Suppression Centre Pierre",
  cv: "Suppression CV Pierre",
};

export const maintenanceDemandeSchema = z.object({
  idCv: identifiant(),
  idCentreModele: identifiant(),
  portee: z.enum(PORTEES_MAINTENANCE),
});
export type MaintenanceDemande = z.infer<typeof maintenanceDemandeSchema>;

/** Applying repeats the request with the signature of the preview the maintainer confirmed. */
export const maintenanceApplicationSchema = maintenanceDemandeSchema.extend({
  signature: texte().min(1).max(200),
});
export type MaintenanceApplication = z.infer<typeof maintenanceApplicationSchema>;

/** A stone line as the copy sees it. */
export interface LigneCopiable {
  idPierre: number;
  idQual: number | null;
  qte: number;
  /** Carats of the line, canonical decimal string. */
  pdsR: string;
  centre: boolean;
}

export interface LigneExistante extends LigneCopiable {
  id: number;
}

export interface CentreCible {
  idCentre: number;
  ref: string;
  description: string;
  lignes: LigneExistante[];
}

interface ChangementCentre {
  idCentre: number;
  ref: string;
  description: string;
  /** Ids of the centre_pierres lines deleted. */
  supprimees: number[];
  /** Lines inserted (copies of the model's). */
  ajoutees: LigneCopiable[];
}

interface PlanMaintenance {
  portee: PorteeMaintenance;
  changements: ChangementCentre[];
  /** Centres looked at (the centre vide's centres other than the model). */
  centresExamines: number;
  totaux: { centres: number; supprimees: number; ajoutees: number };
}

const estConcernee = (portee: PorteeMaintenance, l: { centre: boolean }) =>
  portee === "centre" ? l.centre : !l.centre;

/** Canonical text of a line, to compare two sets of lines regardless of order and ids. */
function cleLigne(l: LigneCopiable): string {
  return [l.idPierre, l.idQual ?? "-", l.qte, l.pdsR, l.centre ? 1 : 0].join("|");
}

function memesLignes(a: readonly LigneCopiable[], b: readonly LigneCopiable[]): boolean {
  if (a.length !== b.length) return false;
  const ka = a.map(cleLigne).sort();
  const kb = b.map(cleLigne).sort();
  return ka.every((k, i) => k === kb[i]);
}

/** What the operation will change: for each centre whose lines differ, what goes and what comes. */
export function planMaintenance(
  portee: PorteeMaintenance,
  modele: readonly LigneCopiable[],
  cibles: readonly CentreCible[],
): PlanMaintenance {
  const copie = modele
    .filter((l) => estConcernee(portee, l))
    .map(({ idPierre, idQual, qte, pdsR, centre }) => ({ idPierre, idQual, qte, pdsR, centre }));
  const changements: ChangementCentre[] = [];
  for (const c of cibles) {
    const actuelles = c.lignes.filter((l) => estConcernee(portee, l));
    if (memesLignes(actuelles, copie)) continue;
    changements.push({
      idCentre: c.idCentre,
      ref: c.ref,
      description: c.description,
      supprimees: actuelles.map((l) => l.id).sort((a, b) => a - b),
      ajoutees: copie.map((l) => ({ ...l })),
    });
  }
  changements.sort((a, b) => a.idCentre - b.idCentre);
  return {
    portee,
    changements,
    centresExamines: cibles.length,
    totaux: {
      centres: changements.length,
      supprimees: changements.reduce((s, c) => s + c.supprimees.length, 0),
      ajoutees: changements.reduce((s, c) => s + c.ajoutees.length, 0),
    },
  };
}

/**
 * The exact content of a plan as text: the server hashes it, and refuses to apply when the plan it
 * computes at that moment differs from the one the maintainer previewed and confirmed.
 */
export function textePlan(plan: PlanMaintenance): string {
  return [
    plan.portee,
    ...plan.changements.map(
      (c) => `${c.idCentre}:${c.supprimees.join(",")}:${c.ajoutees.map(cleLigne).sort().join(";")}`,
    ),
  ].join("\n");
}

/** What the maintenance screen shows of a centre vide before any operation. */
export interface MaintenanceCentreVide {
  idCv: number;
  ref: string;
  /** The model proposed by default: the centre bearing the centre vide's ref, else none. */
  idCentreModeleParDefaut: number | null;
  centres: Array<{
    idCentre: number;
    ref: string;
    description: string;
    lignesCentre: number;
    lignesCv: number;
    /** The stock product of the settings is never rewritten. */
    protege: boolean;
  }>;
}

/** The preview (and, once applied, the report) of an operation. */
export interface MaintenanceResultat extends PlanMaintenance {
  signature: string;
  appliquee: boolean;
}
