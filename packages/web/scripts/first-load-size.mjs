// node scripts/first-load-size.mjs [--dist dist] [--limit 250]
// The JavaScript and CSS a browser downloads before the login screen shows: what dist/index.html
// loads (the entry, its modulepreloads, its styles) and the static imports of those, gzipped.
// Fails above the limit (kB of 1000 bytes, as vite prints them): a screen or a heavy library that
// lost its lazy import shows here first.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({
  options: { dist: { type: "string", default: "dist" }, limit: { type: "string", default: "250" } },
});
const dist = resolve(import.meta.dirname, "..", values.dist);
const limitKb = Number(values.limit);
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const html = readFileSync(join(dist, "index.html"), "utf8");

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
// Whatever index.html itself names (script, modulepreload, stylesheet) counts too.
for (const m of html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)) files.add(m[1]);

// packages/domain declares its modules free of side effects (so the login page does not carry every
// schema) except the one that sets zod's French messages: check that they are still in the build.
const assets = join(dist, "assets");
if (
  !readdirSync(assets).some(
    (f) => f.endsWith(".js") && readFileSync(join(assets, f), "utf8").includes("Entrée invalide"),
  )
) {
  console.error(
    "Les messages français de zod (domain/src/shared/zod-fr.ts) manquent au build : voir sideEffects de packages/domain/package.json.",
  );
  process.exitCode = 1;
}

const kb = (bytes) => (bytes / 1000).toFixed(2);
let total = 0;
const rows = [...files].map((file) => {
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  return [file, gz];
});
for (const [file, gz] of rows.sort((a, b) => b[1] - a[1])) console.log(`${kb(gz).padStart(9)} kB  ${file}`);
const verdict = total <= limitKb * 1000 ? "ok" : "TROP LOURD";
console.log(`${kb(total).padStart(9)} kB  premier chargement (gzip), limite ${limitKb} kB : ${verdict}`);
if (total > limitKb * 1000) {
  console.error(
    "Un écran ou une bibliothèque lourde est chargé d'emblée : importez-le paresseusement (React.lazy).",
  );
  process.exitCode = 1;
}
