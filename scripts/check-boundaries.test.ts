import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries, checkLoops, formatLoop } from "./check-boundaries.ts";

let root: string | undefined;

/** A fake repository: `files` maps a path under the root to its text. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const OF_DOMAIN = {
  "packages/domain/src/of/statut.ts": "export const STATUT = { cree: 50 };\n",
  "packages/domain/src/of/index.ts": 'export { STATUT } from "./statut.ts";\n',
};

describe("checkBoundaries", () => {
  it("passes an import of another area's index, and an area's own files", () => {
    const r = tree({
      ...OF_DOMAIN,
      "packages/domain/src/atelier/lignes.ts": 'import { STATUT } from "../of/index.ts";\n',
      "packages/domain/src/of/edit.ts": 'import { STATUT } from "./statut.ts";\n',
      "packages/domain/src/of/statut.test.ts": 'import { STATUT } from "./statut.ts";\n',
      "packages/server/src/of/of.queries.ts": "export const x = 1;\n",
      "packages/server/test/of/of.test.ts": 'import { x } from "../../src/of/of.queries.ts";\n',
      "packages/web/src/ui/DataTable.tsx": 'import { f } from "./format.ts";\n',
    });
    expect(checkBoundaries(r)).toEqual([]);
  });

  it("refuses a deep import into another area, with file, line and rule", () => {
    const r = tree({
      ...OF_DOMAIN,
      "packages/domain/src/atelier/lignes.ts": '// lignes\nimport { STATUT } from "../of/statut.ts";\n',
    });
    expect(checkBoundaries(r)).toEqual([
      {
        file: "packages/domain/src/atelier/lignes.ts",
        line: 2,
        specifier: "../of/statut.ts",
        rule: "domain/of is used from outside only through of/index.ts",
      },
    ]);
  });

  it("refuses deep imports from non-area folders and from tests of another area", () => {
    const r = tree({
      "packages/server/src/admin/password.ts": "export const hash = 1;\n",
      "packages/server/src/cli/user-add.ts": 'import { hash } from "../admin/password.ts";\n',
      "packages/server/test/helpers/app.ts": 'import { hash } from "../../src/admin/password.ts";\n',
      "packages/server/test/of/of.test.ts": 'const m = await import("../../src/admin/password.ts");\n',
      "packages/web/src/shell/AppShell.tsx":
        'import { useSession } from "../admin/auth/SessionProvider.tsx";\n',
    });
    expect(checkBoundaries(r).map((v) => v.file)).toEqual([
      "packages/server/src/cli/user-add.ts",
      "packages/server/test/helpers/app.ts",
      "packages/server/test/of/of.test.ts",
      "packages/web/src/shell/AppShell.tsx",
    ]);
  });

  it("refuses any area, even its index, in web/src/ui", () => {
    const r = tree({
      "packages/web/src/admin/index.ts": 'export { useClients } from "./api.ts";\n',
      "packages/web/src/ui/ClientTreePicker.tsx": 'import { useClients } from "../admin/index.ts";\n',
    });
    expect(checkBoundaries(r)).toEqual([
      expect.objectContaining({
        file: "packages/web/src/ui/ClientTreePicker.tsx",
        rule: expect.stringContaining("web/src/ui imports no area (admin)"),
      }),
    ]);
  });

  it("refuses export * in an area's index, not in the domain's root index", () => {
    const r = tree({
      ...OF_DOMAIN,
      "packages/domain/src/of/index.ts": 'export * from "./statut.ts";\n',
      "packages/domain/src/index.ts": 'export * from "./of/index.ts";\n',
    });
    expect(checkBoundaries(r)).toEqual([
      expect.objectContaining({
        file: "packages/domain/src/of/index.ts",
        rule: expect.stringContaining("export *"),
      }),
    ]);
  });

  it("lets the route registry load a screen lazily, not statically", () => {
    const r = tree({
      "packages/web/src/of/PlanningPage.tsx": "export function PlanningPage() {}\n",
      "packages/web/src/shell/routes.tsx": [
        'const a = lazy(() => import("../of/PlanningPage.tsx"));',
        'import { PlanningPage } from "../of/PlanningPage.tsx";',
        "",
      ].join("\n"),
    });
    expect(checkBoundaries(r).map((v) => v.line)).toEqual([2]);
  });

  it("refuses an import loop between two areas, printed with each step's file and line", () => {
    const r = tree({
      "packages/server/src/of/index.ts": 'export { reserver } from "./tools.service.ts";\n',
      "packages/server/src/of/tools.service.ts": '// outils\nimport { x } from "../stock/index.ts";\n',
      "packages/server/src/stock/index.ts": 'export { x } from "./stock.service.ts";\n',
      "packages/server/src/stock/stock.service.ts": 'import { reserver } from "../of/index.ts";\n',
      "packages/server/src/admin/index.ts": 'import { x } from "../stock/index.ts";\n',
    });
    expect(checkBoundaries(r)).toEqual([]);
    expect(checkLoops(r).map(formatLoop)).toEqual([
      "server: import loop between areas: of -> stock (packages/server/src/of/tools.service.ts:2) -> of (packages/server/src/stock/stock.service.ts:1)",
    ]);
  });

  it("finds a loop through three areas, and none through a lazy screen, a test or another package", () => {
    const loop = tree({
      "packages/domain/src/of/historique.ts": 'import { a } from "../atelier/index.ts";\n',
      "packages/domain/src/atelier/lignes.ts": 'import { f } from "../facturation/index.ts";\n',
      "packages/domain/src/facturation/livraison.ts": 'import { o } from "../of/index.ts";\n',
    });
    expect(checkLoops(loop).map(formatLoop)).toEqual([
      "domain: import loop between areas: atelier -> facturation (packages/domain/src/atelier/lignes.ts:1) -> of (packages/domain/src/facturation/livraison.ts:1) -> atelier (packages/domain/src/of/historique.ts:1)",
    ]);
    rmSync(loop, { recursive: true, force: true });
    const none = tree({
      "packages/web/src/admin/LoginPage.tsx": 'const m = import("../metal/index.ts");\n',
      "packages/web/src/admin/CoursPage.test.tsx": 'import { CoursOrPanel } from "../metal/index.ts";\n',
      "packages/web/src/metal/MouvementsOrPage.tsx": 'import { useClients } from "../admin/index.ts";\n',
      "packages/server/src/metal/or.ts": 'import { x } from "../admin/index.ts";\n',
      "packages/server/src/admin/cours.ts": 'import { y } from "../../../web/src/metal/index.ts";\n',
    });
    expect(checkLoops(none)).toEqual([]);
  });

  it("keeps the OF status kernel below every area: it imports none but shared", () => {
    const r = tree({
      "packages/server/src/noyau-of/verrou.ts":
        'import { a } from "../admin/index.ts";\nimport { t } from "./transitions.ts";\n',
      "packages/domain/src/noyau-of/statut.ts": 'import { Refus } from "../shared/index.ts";\n',
    });
    expect(checkBoundaries(r)).toEqual([
      {
        file: "packages/server/src/noyau-of/verrou.ts",
        line: 1,
        specifier: "../admin/index.ts",
        rule: "server/noyau-of is below every area: it imports none (admin)",
      },
    ]);
  });
});
