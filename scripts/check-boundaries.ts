/**
 * The boundaries between business areas (issue "architecture", item 1), checked on relative imports:
 *
 * 1. An area is used from outside only through its index: a file outside area X (another area, or a
 *    non-area folder such as server/src/http, bench, demo, cli, db, web/src/shell, test, e2e) imports
 *    `X/index.ts(x)` and nothing else of X. In domain, `shared` counts as an area (it imports no area, so
 *    going through its index creates no cycle). A server test under `test/<area>/` may import its own
 *    area's sources; a test of another area or a test helper goes through the index like everyone.
 * 2. `web/src/ui/` imports no area at all: a shared block that needs area data takes it by props.
 * 3. An area's index names what it exports (`export { a, type B } from "./x.ts"`): no `export *` of its
 *    files, so that what other areas may use is a decision, not whatever a file happens to export.
 *
 * One exception: the web's route registry (`web/src/shell/`) may load a screen (`*Page.tsx`) with a
 * dynamic `import()`, so that each screen is its own chunk; static imports still go through the index.
 *
 * Run: `npx tsx scripts/check-boundaries.ts` (part of `npm run check`). Exit 1 with file:line and the rule.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** The business areas (README); a folder with another name is shared infrastructure. */
export const AREAS = [
  "admin",
  "produits",
  "noyau-of",
  "of",
  "atelier",
  "pierres",
  "stock",
  "facturation",
  "compta",
  "analyse",
  "metal",
  "images",
] as const;

/** Folders scanned, relative to the repository root. */
const ROOTS = [
  "packages/domain/src",
  "packages/server/src",
  "packages/server/test",
  "packages/web/src",
  "e2e",
];
const SKIP_DIRS = new Set(["node_modules", "dist", "test-results", "playwright-report"]);

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

interface Place {
  /** domain, server or web; null outside the packages (e2e). */
  pkg: string | null;
  /** The area the file belongs to, or null (non-area folder). */
  area: string | null;
  /** A source file of the area (`<pkg>/src/<area>/`), as opposed to a test of it (`server/test/<area>/`). */
  inSrc: boolean;
  /** Path inside the area folder (`index.ts`, `auth/SessionProvider.tsx`). */
  inArea: string;
  /** Path inside `<pkg>/src` (`ui/DataTable.tsx`). */
  inPkgSrc: string | null;
}

function areasOf(pkg: string): readonly string[] {
  return pkg === "domain" ? [...AREAS, "shared"] : AREAS;
}

function placeOf(root: string, file: string): Place {
  const parts = path.relative(root, file).split(path.sep);
  const none: Place = { pkg: null, area: null, inSrc: false, inArea: "", inPkgSrc: null };
  if (parts[0] !== "packages" || parts.length < 4) return none;
  const pkg = parts[1]!;
  const kind = parts[2]!;
  const dir = parts[3]!;
  const inPkgSrc = kind === "src" ? parts.slice(3).join("/") : null;
  // A folder is an area only when the file is inside it (not `src/of.ts`).
  const isArea = parts.length > 4 && areasOf(pkg).includes(dir);
  if (kind === "src") {
    return { pkg, area: isArea ? dir : null, inSrc: true, inArea: parts.slice(4).join("/"), inPkgSrc };
  }
  if (kind === "test" && pkg === "server") {
    return { pkg, area: isArea ? dir : null, inSrc: false, inArea: parts.slice(4).join("/"), inPkgSrc };
  }
  return { ...none, pkg };
}

interface ImportRef {
  specifier: string;
  line: number;
  dynamic: boolean;
  /** `export * from` or `export * as x from`. */
  star: boolean;
}

/** Every module a file names: import/export ... from, import "x", import("x"), vi.mock("x"), typeof import("x"). */
export function importsOf(fileName: string, text: string): ImportRef[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const refs: ImportRef[] = [];
  const add = (node: ts.Node, dynamic: boolean, star = false) => {
    if (!ts.isStringLiteralLike(node)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    refs.push({ specifier: node.text, line, dynamic, star });
  };
  const visit = (node: ts.Node) => {
    if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, false, !node.exportClause || ts.isNamespaceExport(node.exportClause));
    } else if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, false);
    } else if (ts.isCallExpression(node) && node.arguments[0]) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], true);
      else if (
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.getText(source) === "vi"
      ) {
        const method = node.expression.name.text;
        if (method === "mock" || method === "doMock" || method === "importActual")
          add(node.arguments[0], false);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

function isIndex(inArea: string): boolean {
  return inArea === "index.ts" || inArea === "index.tsx";
}

/** The rule a relative import breaks, or null. */
function ruleBroken(from: Place, to: Place, ref: ImportRef): string | null {
  if (ref.star && from.area && from.inSrc && isIndex(from.inArea)) {
    return `the index of ${from.pkg}/${from.area} names its exports: no export * of its files`;
  }
  if (from.pkg === "web" && from.inPkgSrc?.startsWith("ui/") && to.pkg === "web" && to.area && to.inSrc) {
    return `web/src/ui imports no area (${to.area}): take its data by props, or move the block into the area`;
  }
  if (!to.area || !to.inSrc || isIndex(to.inArea)) return null;
  if (from.pkg === to.pkg && from.area === to.area) return null; // its own area (sources or server tests)
  if (
    ref.dynamic &&
    from.pkg === "web" &&
    from.inPkgSrc?.startsWith("shell/") &&
    to.pkg === "web" &&
    /^[^/]+Page\.tsx$/.test(to.inArea)
  ) {
    return null; // a screen loaded lazily by the route registry: one chunk per screen
  }
  return `${to.pkg}/${to.area} is used from outside only through ${to.area}/index.ts`;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const scanned of ROOTS) {
    for (const file of sourceFiles(path.join(root, scanned))) {
      const from = placeOf(root, file);
      for (const ref of importsOf(file, readFileSync(file, "utf8"))) {
        if (!ref.specifier.startsWith(".")) continue;
        const to = placeOf(root, path.resolve(path.dirname(file), ref.specifier));
        const rule = ruleBroken(from, to, ref);
        if (rule) {
          violations.push({
            file: path.relative(root, file),
            line: ref.line,
            specifier: ref.specifier,
            rule,
          });
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const violations = checkBoundaries(root);
  for (const v of violations) console.error(`${v.file}:${v.line}: "${v.specifier}": ${v.rule}`);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) cross an area boundary.`);
    process.exit(1);
  }
  console.log("Area boundaries: every cross-area import goes through an index.");
}
