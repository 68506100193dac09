// npm run build -w @ecrin/server: the server and its command-line tools compiled once to JavaScript
// (dist/*.js), so that a production start runs node on plain files instead of compiling TypeScript.
// The workspace's own TypeScript (src/, @ecrin/domain) is bundled; the packages of node_modules stay
// imports, resolved at run time as before (native binaries, fonts, WebAssembly and their own files).
// Every bundle sits directly in dist/, one level below the package as src/*.ts are: the paths built
// from import.meta.url in src/*.ts (web/dist, migrations) hold in both.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

/** node_modules packages stay external; the workspace packages (@ecrin/*) are TypeScript: bundled. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@ecrin/") ? undefined : { path: args.path, external: true },
    );
  },
};

const t0 = performance.now();
rmSync(`${serverDir}/dist`, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: "src/main.ts",
    "user-add": "src/cli/user-add.ts",
    setting: "src/cli/setting.ts",
    backup: "src/cli/backup.ts",
    restore: "src/cli/restore.ts",
    demo: "src/demo/cli.ts",
    // The documents' worker (src/pdf/pool.ts loads it from beside main.js).
    "pdf-worker": "src/pdf/worker.ts",
  },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: "warning",
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith(".js"))
  .reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(
  `Serveur compilé dans dist/ : ${(bytes / 1e6).toFixed(2)} Mo de JavaScript en ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
);
