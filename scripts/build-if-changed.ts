import { execFileSync } from "node:child_process";
import path from "node:path";
import { BUILD_TARGETS, needsBuild, writeStamp } from "./build-stamp.ts";

/**
 * `npm start`'s build step: builds the web app and the server only when their sources changed since
 * their last build (scripts/build-stamp.ts), so a restart on unchanged sources starts at once.
 * `--force` builds both whatever their stamps say.
 */
const root = path.resolve(import.meta.dirname, "..");
const force = process.argv.includes("--force");

for (const target of BUILD_TARGETS) {
  const t0 = performance.now();
  const { build, hash } = needsBuild(root, target);
  if (!build && !force) {
    const ms = (performance.now() - t0).toFixed(0);
    console.log(`Build ${target.name} : à jour (sources inchangées, vérifié en ${ms} ms).`);
    continue;
  }
  execFileSync("npm", ["run", "build", "-w", `@ecrin/${target.name}`], { cwd: root, stdio: "inherit" });
  writeStamp(root, target, hash);
}
