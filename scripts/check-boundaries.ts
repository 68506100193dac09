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
 * 4. No import loop between areas (issue 27): in each package, the graph "area A imports area B" (static
 *    imports of source files, tests left out: nothing imports a test) has no cycle; each loop is printed
 *    with the file and line of every step. The OF status kernel `noyau-of` imports no area at all.
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
  "registre",
  "import",
  "plateforme",
  "achats",
] as const;

/** The kernel every area stands on: it imports no area (domain's `shared` excepted). */
export const KERNEL = "noyau-of";

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
  if (
    from.area === KERNEL &&
    from.inSrc &&
    to.pkg === from.pkg &&
    to.area &&
    to.area !== KERNEL &&
    to.area !== "shared"
  ) {
    return `${from.pkg}/${KERNEL} is below every area: it imports none (${to.area})`;
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

/** One step of an area loop: a file of `from` imports `to` at this line. */
interface Step {
  from: string;
  to: string;
  file: string;
  line: number;
}

/** The area graph of each package: `pkg -> area -> imported area -> the first import that makes the edge`. */
type AreaGraph = Map<string, Map<string, Map<string, Step>>>;

function addEdge(graph: AreaGraph, pkg: string, step: Step): void {
  const areas = graph.get(pkg) ?? new Map<string, Map<string, Step>>();
  graph.set(pkg, areas);
  const edges = areas.get(step.from) ?? new Map<string, Step>();
  areas.set(step.from, edges);
  if (!edges.has(step.to)) edges.set(step.to, step);
}

/**
 * The loops of one package's area graph: one cycle per strongly connected component of more than one
 * area (Tarjan), found by a walk from its first area, as the list of its steps.
 */
function loopsOf(edges: Map<string, Map<string, Step>>): Step[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((component) => {
    const inside = new Set(component);
    const start = component[0]!;
    // Breadth-first from the start back to it, inside the component: the shortest loop through it.
    const came = new Map<string, Step>();
    const queue = [start];
    while (queue.length > 0) {
      const v = queue.shift()!;
      for (const [w, step] of [...(edges.get(v) ?? [])].sort(([a], [b]) => a.localeCompare(b))) {
        if (!inside.has(w) || came.has(w)) continue;
        came.set(w, step);
        if (w === start) queue.length = 0;
        else queue.push(w);
      }
    }
    const loop: Step[] = [];
    for (let at = came.get(start)!; ; at = came.get(at.from)!) {
      loop.unshift(at);
      if (at.from === start) break;
    }
    return loop;
  });
}

export interface Loop {
  pkg: string;
  steps: Step[];
}

/** A loop as one line: `server: of -> stock (src/of/x.ts:3) -> of (src/stock/y.ts:9)`. */
export function formatLoop(loop: Loop): string {
  const [first] = loop.steps;
  const steps = loop.steps.map((s) => `${s.to} (${s.file}:${s.line})`);
  return `${loop.pkg}: import loop between areas: ${first?.from} -> ${steps.join(" -> ")}`;
}

export function checkBoundaries(root: string): Violation[] {
  return check(root).violations;
}

export function checkLoops(root: string): Loop[] {
  return check(root).loops;
}

function check(root: string): { violations: Violation[]; loops: Loop[] } {
  const violations: Violation[] = [];
  const graph: AreaGraph = new Map();
  for (const scanned of ROOTS) {
    for (const file of sourceFiles(path.join(root, scanned))) {
      const from = placeOf(root, file);
      for (const ref of importsOf(file, readFileSync(file, "utf8"))) {
        if (!ref.specifier.startsWith(".")) continue;
        const to = placeOf(root, path.resolve(path.dirname(file), ref.specifier));
        if (
          from.pkg &&
          from.inSrc &&
          from.area &&
          to.pkg === from.pkg &&
          to.area &&
          to.area !== from.area &&
          !ref.dynamic &&
          !/\.test\.tsx?$/.test(file)
        ) {
          addEdge(graph, from.pkg, {
            from: from.area,
            to: to.area,
            file: path.relative(root, file),
            line: ref.line,
          });
        }
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
  const loops = [...graph.keys()]
    .sort()
    .flatMap((pkg) => loopsOf(graph.get(pkg)!).map((steps) => ({ pkg, steps })));
  return { violations, loops };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { violations, loops } = check(root);
  for (const v of violations) console.error(`${v.file}:${v.line}: "${v.specifier}": ${v.rule}`);
  if (violations.length > 0) console.error(`${violations.length} import(s) cross an area boundary.`);
  for (const loop of loops) console.error(formatLoop(loop));
  if (loops.length > 0) console.error(`${loops.length} import loop(s) between areas.`);
  if (violations.length > 0 || loops.length > 0) process.exit(1);
  console.log("Area boundaries: every cross-area import goes through an index, and no area loop.");
}
