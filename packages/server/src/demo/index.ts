import { count } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { utilisateur } from "../db/schema/index.ts";
import { generateDemo } from "./generate.ts";
import { genererImagesDemo } from "./images.ts";

export { genererImagesDemo };

export type DemoScale = "small" | "medium" | "large";

export interface DemoOptions {
  scale: DemoScale;
  /** Seed of the deterministic random generator (same seed, same data). */
  seed?: number;
  onProgress?: (step: string) => void;
  /** The images folder (config.imagesDir): a placeholder picture is written there per name the demo uses. */
  imagesDir?: string;
}

/** A database with no user is empty: nothing of the business can exist without one. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(utilisateur);
  return (rows[0]?.n ?? 0) === 0;
}

export async function loadDemo(db: Db, opts: DemoOptions): Promise<void> {
  await generateDemo(db, { seed: 20261121, ...opts });
  if (opts.imagesDir) {
    const n = await genererImagesDemo(db, opts.imagesDir);
    opts.onProgress?.(`${n} image(s) de démonstration écrites`);
  }
}
