// node scripts/cpuprofile.mjs <file.cpuprofile> [--skip <ms>] [--top <n>]
// Sums a V8 CPU profile (node --cpu-prof) by package or file and by function: self time (the code
// itself) and inclusive time (with what it calls). --skip leaves out the first milliseconds (start-up).
// Profile the server under load:
//   node --cpu-prof --cpu-prof-dir=.tmp/prof dist/main.js   (then send requests, then SIGTERM)
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { skip: { type: "string", default: "0" }, top: { type: "string", default: "25" } },
});
if (positionals.length !== 1) {
  console.error("Usage : node scripts/cpuprofile.mjs <fichier.cpuprofile> [--skip <ms>] [--top <n>]");
  process.exit(2);
}
const top = Number(values.top);
const profile = JSON.parse(readFileSync(positionals[0], "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** A node_modules package, a node: module, or the path under packages/. */
function where(url) {
  if (!url) return "(natif)";
  const path = url.replace(/^file:\/\//, "");
  const nm = path.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const parts = path.slice(nm + 13).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const pkg = path.indexOf("/packages/");
  return pkg >= 0 ? path.slice(pkg + 10) : path;
}
const fn = (n) =>
  `${n.callFrame.functionName || "(anonyme)"} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const self = new Map();
const inclusive = new Map();
let total = 0;
let clock = 0;
const skipUs = Number(values.skip) * 1000;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  clock += dt;
  if (clock < skipUs) return;
  total += dt;
  self.set(id, (self.get(id) ?? 0) + dt);
  const seen = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) {
    const key = fn(nodes.get(n));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
  }
});

const sum = (key) => {
  const out = new Map();
  for (const [id, t] of self) {
    const k = key(nodes.get(id));
    out.set(k, (out.get(k) ?? 0) + t);
  }
  return out;
};
const print = (title, map) => {
  console.log(`\n== ${title}`);
  for (const [k, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${(t / 1000).toFixed(0).padStart(7)} ms ${((100 * t) / total).toFixed(1).padStart(5)} %  ${k}`,
    );
  }
};
console.log(`${(total / 1000).toFixed(0)} ms échantillonnées`);
print(
  "temps propre par paquet ou fichier",
  sum((n) => where(n.callFrame.url)),
);
print("temps propre par fonction", sum(fn));
print("temps inclusif par fonction", inclusive);
