import { z } from "zod";
import { identifiant, texte } from "../shared/index.ts";

export const MSG_CLIENT_NOM_OBLIGATOIRE = "Le nom est obligatoire.";
export const MSG_CLIENT_CP_INVALIDE = "Le code postal doit comporter 5 chiffres.";
export const MSG_CLIENT_PARENT_INVALIDE = "Le client parent est introuvable.";
/** client.label (100) is a copy of the name: the name fits it. */
export const CLIENT_NOM_MAX = 100;
export const MSG_CLIENT_NOM_TROP_LONG = `Le nom fait ${CLIENT_NOM_MAX} caractères au plus.`;

/** The address form of /client (spec 02 section 2.21): Nom, Adresse, CP, Ville. */
export const clientInputSchema = z.object({
  nomAgence: texte().trim().min(1, MSG_CLIENT_NOM_OBLIGATOIRE).max(CLIENT_NOM_MAX, MSG_CLIENT_NOM_TROP_LONG),
  adresse: texte().trim().max(200).default(""),
  cp: texte()
    .trim()
    .regex(/^(\d{5})?$/, MSG_CLIENT_CP_INVALIDE)
    .default(""),
  ville: texte().trim().max(100).default(""),
  idParent: identifiant(MSG_CLIENT_PARENT_INVALIDE).nullable().default(null),
});
export type ClientInput = z.input<typeof clientInputSchema>;

export interface Client {
  id: number;
  label: string;
  idParent: number | null;
  nomAgence: string;
  adresse: string;
  cp: string;
  ville: string;
  actif: boolean;
  /** True when another client has this one as parent: such clients are not offered on OF forms. */
  isParent: boolean;
}

/** Only clients that are not the parent of another are offered on OF forms (spec 01 section 3). */
export function selectableOnOf(clients: readonly Client[]): Client[] {
  return clients.filter((c) => !c.isParent && c.actif);
}

export const MSG_CLIENT_CYCLE = "Un client ne peut pas être rattaché à l'une de ses propres agences.";

/** True when attaching `id` under `newParent` would make it its own ancestor. */
export function wouldCreateCycle(
  parentOf: ReadonlyMap<number, number | null>,
  id: number,
  newParent: number | null,
): boolean {
  let cur = newParent;
  const seen = new Set<number>();
  while (cur !== null && cur !== undefined && !seen.has(cur)) {
    if (cur === id) return true;
    seen.add(cur);
    cur = parentOf.get(cur) ?? null;
  }
  return false;
}

/**
 * The clients `id` cannot be attached under, by the rule above: itself and its agencies, however deep.
 * The parent picker of /client leaves them out; the server refuses them all the same.
 */
export function parentsInterdits(
  clients: readonly Pick<Client, "id" | "idParent">[],
  id: number,
): Set<number> {
  const parentOf = new Map(clients.map((c) => [c.id, c.idParent]));
  return new Set([id, ...clients.filter((c) => wouldCreateCycle(parentOf, id, c.id)).map((c) => c.id)]);
}
