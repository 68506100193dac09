import { type SettingKey, type Settings, settingsFrom } from "@ecrin/domain";
import { parametre } from "./db/schema/index.ts";
import type { Executor, Tx } from "./db/tx.ts";

/** The one place the special ids are read: stored overrides over the domain defaults. */
export async function loadSettings(db: Executor, overrides: Partial<Settings> = {}): Promise<Settings> {
  const stored = await db.select().from(parametre);
  return { ...settingsFrom(stored), ...overrides };
}

/** Stores settings (key, value) in the caller's transaction: `npm run setting` and the settings screens. */
export async function ecrireReglages(tx: Tx, valeurs: Partial<Record<SettingKey, string>>): Promise<void> {
  for (const [cle, valeur] of Object.entries(valeurs)) {
    if (valeur === undefined) continue;
    await tx
      .insert(parametre)
      .values({ cle, valeur })
      .onConflictDoUpdate({ target: parametre.cle, set: { valeur } });
  }
}

/**
 * The web shop set from the environment, over the stored settings (README, configuration): a
 * deployment keeps its keys out of the database, and the browser tests point it at their fake shop.
 */
export function wpSettingsFromEnv(env: NodeJS.ProcessEnv): Partial<Settings> {
  const out: Partial<Settings> = {};
  if (env.WP_URL) out.wpUrl = env.WP_URL;
  if (env.WP_CONSUMER_KEY) out.wpCleClient = env.WP_CONSUMER_KEY;
  if (env.WP_CONSUMER_SECRET) out.wpSecretClient = env.WP_CONSUMER_SECRET;
  return out;
}

/**
 * The e-invoicing platform set from the environment, over the stored settings (README, Facturation
 * électronique): the browser tests and `npm run demo:plateforme` point the server at the fake platform.
 */
export function plateformeSettingsFromEnv(env: NodeJS.ProcessEnv): Partial<Settings> {
  const out: Partial<Settings> = {};
  if (env.PLATEFORME_URL) out.plateformeUrl = env.PLATEFORME_URL;
  if (env.PLATEFORME_CLIENT_ID) out.plateformeClientId = env.PLATEFORME_CLIENT_ID;
  if (env.PLATEFORME_CLIENT_SECRET) out.plateformeClientSecret = env.PLATEFORME_CLIENT_SECRET;
  if (env.PLATEFORME_INTERVALLE_SECONDES && /^\d+$/.test(env.PLATEFORME_INTERVALLE_SECONDES))
    out.plateformeIntervalleSecondes = Number(env.PLATEFORME_INTERVALLE_SECONDES);
  return out;
}
