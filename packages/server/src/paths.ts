import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder. This file sits one level below it, as the built server's files do
 * (dist/*.js, where it is bundled): the same relative path holds from the sources and the build.
 */
export const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

/** The forward-only migrations, applied at start. */
export const MIGRATIONS_DIR = join(SERVER_DIR, "migrations");
