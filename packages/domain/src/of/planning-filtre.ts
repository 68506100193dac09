import { z } from "zod";
import { STATUT } from "../noyau-of/index.ts";
import { identifiantTexte } from "../shared/index.ts";

/**
 * Spec 03 section 5: the three-way filters of the planning, needs and analysis screens send
 * tout = 2, the flagged OFs (devis, tournée, impératif) = 1, the others (normal) = 0.
 */
export const FILTRE_OUI_NON = { tout: 2, oui: 1, normal: 0 } as const;
export type FiltreOuiNon = (typeof FILTRE_OUI_NON)[keyof typeof FILTRE_OUI_NON];

/** The choices of a three-way filter, labelled as the screens show them. */
export function choixFiltreOuiNon(libelleOui: string): ReadonlyArray<{ value: FiltreOuiNon; label: string }> {
  return [
    { value: FILTRE_OUI_NON.tout, label: "Tout" },
    { value: FILTRE_OUI_NON.oui, label: libelleOui },
    { value: FILTRE_OUI_NON.normal, label: "Normal" },
  ];
}

/** The value a 0/1 flag column must have for a three-way filter; null = no condition (tout). */
export function flagAttendu(filtre: FiltreOuiNon): 0 | 1 | null {
  return filtre === FILTRE_OUI_NON.tout ? null : filtre;
}

export const MSG_FILTRE_INVALIDE = "Filtre invalide.";
export const MSG_STATUT_PLANNING = "Le planning ne montre que les OF non facturés (statut inférieur à 600).";

/** A three-way select of the filters (2, 1, 0: the planning's and /filter's), absent = `defaut`. */
export function choixFiltre(defaut: 0 | 1 | 2) {
  return z.coerce
    .number({ error: MSG_FILTRE_INVALIDE })
    .pipe(z.union([z.literal(2), z.literal(1), z.literal(0)], { error: MSG_FILTRE_INVALIDE }))
    .default(defaut);
}

const filtreOuiNon = choixFiltre(FILTRE_OUI_NON.tout);

/** A reference id filter: empty or absent = all. */
export const idFiltre = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  identifiantTexte(MSG_FILTRE_INVALIDE).optional(),
);

/** Statuses the planning may show: below 600 (invoiced OFs are closed, spec 03 section 4). */
export function isStatutPlanifiable(statut: number): boolean {
  return statut < STATUT.facture;
}

/**
 * Spec 03 section 2.13: the planning filters (client, tour, imperative, type commande, stade, metal,
 * product type, status below 600). The client filter takes the client and the clients below it.
 */
export const planningFiltreSchema = z.object({
  client: idFiltre,
  tournee: filtreOuiNon,
  imperatif: filtreOuiNon,
  typeCommande: idFiltre,
  stade: idFiltre,
  /** The alloy of the OF (type_metal). */
  metal: idFiltre,
  /** The product type (type_produit of the centre vide). */
  type: idFiltre,
  statut: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: MSG_FILTRE_INVALIDE })
      .int(MSG_FILTRE_INVALIDE)
      .refine(isStatutPlanifiable, MSG_STATUT_PLANNING)
      .optional(),
  ),
});
export type PlanningFiltre = z.output<typeof planningFiltreSchema>;

/** What the screen opens with: every OF of the week. */
export const PLANNING_FILTRE_DEFAUT: PlanningFiltre = {
  tournee: FILTRE_OUI_NON.tout,
  imperatif: FILTRE_OUI_NON.tout,
};
