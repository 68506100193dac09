import type { Refus } from "../shared/index.ts";

/**
 * Issue 25 point 3: the police register names each party with its address (CGI annex IV art. 56 J
 * quaterdecies). A movement that would write an entry for a supplier without an address, postcode or
 * town is refused (the database's trigger refuses the entry; the server answers this refusal).
 */
export type RefusRegistre = Refus<"PARTIE_SANS_ADRESSE">;

export const msgPartieSansAdresse = (nom: string) =>
  `Le fournisseur « ${nom} » n'a pas d'adresse complète (adresse, code postal, ville) : le livre de police ne peut pas l'inscrire. Renseignez son adresse sur l'écran Fournisseurs, puis recommencez.`;

export const refusPartieSansAdresse = (nom: string): RefusRegistre => ({
  code: "PARTIE_SANS_ADRESSE",
  message: msgPartieSansAdresse(nom),
});
