import { type Settings, settingsFrom } from "@ecrin/domain";
import { parametre } from "./db/schema/index.ts";
import type { Executor } from "./db/tx.ts";

/** The one place the special ids are read: stored overrides over the domain defaults. */
export async function loadSettings(db: Executor, overrides: Partial<Settings> = {}): Promise<Settings> {
  const stored = await db.select().from(parametre);
  return { ...settingsFrom(stored), ...overrides };
}
