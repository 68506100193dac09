import { type Settings, settingsFrom } from "@ecrin/domain";
import { parametre } from "./db/schema/index.ts";
import type { Executor } from "./db/tx.ts";

/** The one place the special ids are read: stored overrides over the domain defaults. */
export async function loadSettings(db: Executor, overrides: Partial<Settings> = {}): Promise<Settings> {
  const stored = await db.select().from(parametre);
  return { ...settingsFrom(stored), ...overrides };
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
