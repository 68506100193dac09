import { resolve } from "node:path";

export interface Config {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded images and their thumbnails (IMAGES_DIR, default <DATA_DIR>/images). */
  imagesDir: string;
  /** Where npm run backup writes its archives (BACKUP_DIR, default ./backups). */
  backupDir: string;
  port: number;
  host: string;
  /** Load the small demo set into an empty database at start (off in production: ECRIN_DEMO=0). */
  demo: boolean;
  /** Overrides the public-site setting where refused roles are sent. */
  publicSiteUrl: string | undefined;
  /** Built web app served as static files. */
  webDist: string;
  sessionHours: number;
  secureCookies: boolean;
  /**
   * Whom to believe about the client's address in X-Forwarded-For: nobody by default (the address is
   * the socket's), `1`/`true` for any proxy, or a list of the proxies' addresses (or CIDR ranges).
   */
  trustProxy: boolean | string[];
}

/** TRUST_PROXY: unset or 0 = no proxy; 1/true = any; otherwise a comma list of proxy addresses. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const v = value?.trim() ?? "";
  if (v === "" || v === "0" || v.toLowerCase() === "false") return false;
  if (v === "1" || v.toLowerCase() === "true") return true;
  return v
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}

/** npm sets INIT_CWD to where the user typed the command: ./data means the project's folder. */
const baseDir = process.env.INIT_CWD ?? process.cwd();

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(baseDir, env.DATA_DIR ?? "data"),
    imagesDir: resolve(baseDir, env.IMAGES_DIR ?? resolve(baseDir, env.DATA_DIR ?? "data", "images")),
    backupDir: resolve(baseDir, env.BACKUP_DIR ?? "backups"),
    port: Number(env.PORT ?? 3000),
    host: env.HOST || "127.0.0.1",
    demo: env.ECRIN_DEMO !== "0",
    publicSiteUrl: env.PUBLIC_SITE_URL || undefined,
    // WEB_DIST lets parallel browser runs each serve their own build.
    webDist: env.WEB_DIST
      ? resolve(baseDir, env.WEB_DIST)
      : resolve(new URL(".", import.meta.url).pathname, "../../web/dist"),
    sessionHours: Number(env.SESSION_HOURS ?? 12),
    secureCookies: env.SECURE_COOKIES === "1",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
