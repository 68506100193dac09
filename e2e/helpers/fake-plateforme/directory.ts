import { type Envoyer, json } from "./flux.ts";

/** A SIREN the Directory knows but that has no directory line: it cannot receive yet. */
export const SIREN_NON_JOIGNABLE = "732829320";

/**
 * `POST /directory-service/v1/directory-line/search` by SIREN: one line (addressed by `adresses`' identifier,
 * else the bare SIREN) unless the SIREN is in `sansLigne`.
 */
export function chercherLigne(
  annuaire: { sansLigne: ReadonlySet<string>; adresses: ReadonlyMap<string, string> },
  path: string,
  brut: Buffer,
  envoyer: Envoyer,
) {
  const corps = json(brut) as { filters?: { siren?: { value?: string } } } | null;
  const siren = corps?.filters?.siren?.value;
  if (!siren || !/^\d{9}$/.test(siren))
    return envoyer(400, {
      type: "about:blank",
      message: "siren attendu",
      status: 400,
      details: [],
      instance: path,
    });
  const results = annuaire.sansLigne.has(siren)
    ? []
    : [
        {
          addressingIdentifier: annuaire.adresses.get(siren) ?? siren,
          siren,
          platform: { platformType: "PA", platformStatus: "Enabled" },
        },
      ];
  return envoyer(200, { totalNumberOfResults: results.length, results });
}
