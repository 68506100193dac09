/**
 * One way to refuse (issue 27.2): no file of the server picks an HTTP status for a refusal by hand. A
 * refusal is a typed code of its area's union (`Refus<C>` in domain), thrown with `refus(r)` from
 * `server/src/http/errors.ts`, whose one table `STATUT_HTTP` gives its status. Refused anywhere else:
 *
 * - `new BusinessError(...)`: the status is the table's, never the caller's;
 * - `notFound(...)` and any helper that builds a BusinessError with a status;
 * - `reply.status(4xx|5xx)` / `reply.code(4xx|5xx)` with a number: a route answers, the table picks.
 *
 * The infrastructure that answers before any route or any area runs keeps its own answers, listed in
 * ALLOWED with the reason. Run: `npx tsx scripts/check-refus.ts` (part of `npm run check`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT_SCANNED = "packages/server/src";

/** Files allowed to write a status, relative to ROOT_SCANNED, with why. */
export const ALLOWED: Readonly<Record<string, string>> = {
  "http/errors.ts": "the one table STATUT_HTTP and the error handler that answers every failure",
  "http/access.ts": "the access guard answers 401/403 before any route runs",
  "http/security.ts": "the same-origin and content-type guard answers 403/415 before any route runs",
  "app.ts": "the not-found handler: no route matched, so no area to ask",
};

export interface StatutALaMain {
  line: number;
  what: string;
}

/** The places of `source` that pick an HTTP status by hand (see the file's comment). */
export function statutsALaMain(source: string, fileName = "x.ts"): StatutALaMain[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: StatutALaMain[] = [];
  const at = (node: ts.Node, what: string) =>
    out.push({ line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, what });
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "BusinessError"
    ) {
      at(node, "new BusinessError(...): throw refus(r) with a code of the area's union");
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const first = node.arguments[0];
      if (ts.isIdentifier(callee) && callee.text === "notFound") {
        at(node, "notFound(...): throw refus(r) with a ..._INTROUVABLE code of the area's union");
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        (callee.name.text === "status" || callee.name.text === "code") &&
        first !== undefined &&
        ts.isNumericLiteral(first) &&
        Number(first.text) >= 400
      ) {
        at(node, `.${callee.name.text}(${first.text}): a refusal's status comes from STATUT_HTTP`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every hand-picked status of the server's sources, as `file:line: what`. */
export function checkRefus(root: string): string[] {
  const base = path.join(root, ROOT_SCANNED);
  return sourceFiles(base).flatMap((file) => {
    const rel = path.relative(base, file).split(path.sep).join("/");
    if (rel in ALLOWED) return [];
    return statutsALaMain(readFileSync(file, "utf8"), file).map(
      (s) => `${ROOT_SCANNED}/${rel}:${s.line}: ${s.what}`,
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const found = checkRefus(root);
  for (const f of found) console.error(f);
  if (found.length > 0) {
    console.error(`${found.length} place(s) pick an HTTP status by hand.`);
    process.exit(1);
  }
  console.log("Refusals: every status comes from STATUT_HTTP (server/src/http/errors.ts).");
}
