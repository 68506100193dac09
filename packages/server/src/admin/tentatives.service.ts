import {
  ALERTE_HEURES,
  type AlerteConnexion,
  attenteSecondes,
  OUBLI_SECONDES,
  refusTentative,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import { withTx } from "../db/tx.ts";
import { refus } from "../http/errors.ts";
import * as q from "./tentatives.queries.ts";

/**
 * The throttling of password checks (login, and the current password of a password change), by the
 * rule of domain/admin/tentatives.ts, on the counters of table tentative_connexion. An attempt is
 * counted as a failure before its password is checked, under its pair's row lock: of 30 guesses sent
 * at once, exactly the free ones are checked; a success then clears its pair.
 */

const avant = (maintenant: Date, secondes: number) => new Date(maintenant.getTime() - secondes * 1000);

/**
 * Lets the attempt go (counted as a failure until `tentativeReussie`), or refuses it with
 * TROP_TENTATIVES (429) and `message` ("... dans {s} secondes.") while it must wait.
 */
export async function reserverTentative(
  db: Db,
  login: string,
  adresse: string,
  message: string,
  maintenant = new Date(),
): Promise<void> {
  const depuis = avant(maintenant, OUBLI_SECONDES);
  const r = await withTx(db, null, async (tx) => {
    const paire = await q.verrouillerPaire(tx, login, adresse, depuis);
    const { login: parLogin, adresse: parAdresse } = await q.totaux(tx, login, adresse, depuis);
    const refusee = refusTentative({ paire, login: parLogin, adresse: parAdresse }, maintenant, message);
    if (!refusee) await q.ecrireEchecs(tx, login, adresse, paire.echecs + 1, maintenant);
    return refusee;
  });
  if (r) refus(r);
}

/** The right password: the pair's failures are forgotten (its login's other addresses keep theirs). */
export async function tentativeReussie(db: Db, login: string, adresse: string): Promise<void> {
  await q.effacerPaire(db, login, adresse);
}

/** Counters a day old are of no use to the rule nor to the system page. */
export async function purgerTentatives(db: Db, maintenant = new Date()): Promise<void> {
  await q.purger(db, avant(maintenant, ALERTE_HEURES * 3600));
}

/** The system page's alert: logins failing in the last 24 hours, and whether one is slowed down now. */
export async function alertesConnexion(db: Db, maintenant = new Date()): Promise<AlerteConnexion[]> {
  const lignes = await q.alertes(db, avant(maintenant, ALERTE_HEURES * 3600));
  const paires = await q.pairesRecentes(
    db,
    lignes.map((l) => l.login),
    avant(maintenant, OUBLI_SECONDES),
  );
  const ralentis = new Set(
    paires
      .filter(
        (p) =>
          attenteSecondes(
            {
              paire: { echecs: p.echecs, dernier: new Date(p.dernier) },
              login: { echecs: p.login_echecs, dernier: new Date(p.login_dernier) },
              adresse: { echecs: p.adresse_echecs, dernier: new Date(p.adresse_dernier) },
            },
            maintenant,
          ) > 0,
      )
      .map((p) => p.login),
  );
  return lignes.map((l) => ({
    login: l.login,
    echecs: Number(l.echecs),
    dernierEchec: new Date(l.dernier).toISOString(),
    adresses: l.adresses,
    ralenti: ralentis.has(l.login),
  }));
}
