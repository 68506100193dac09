import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkRefus, statutsALaMain } from "./check-refus.ts";

describe("statutsALaMain: a status picked by hand (issue 27.2)", () => {
  it.each([
    ["a BusinessError built with its status", 'throw new BusinessError(409, "Déjà là.");', 1],
    ["a BusinessError without the throw", "const e = new BusinessError(400, MSG);", 1],
    ["notFound", "if (!row) throw notFound(MSG_INTROUVABLE);", 1],
    ["a route answering 403", 'return reply.status(403).send({ message: "Non." });', 1],
    ["a route answering with code(409)", "return reply.code(409).send({ message: m });", 1],
    ["two on one line", "if (a) throw notFound(M); else throw new BusinessError(400, N);", 2],
  ])("finds %s", (_cas, code, n) => {
    expect(statutsALaMain(code)).toHaveLength(n);
  });

  it.each([
    ["a refusal through the table", 'if (!row) refus({ code: "CLIENT_INTROUVABLE", message: MSG });'],
    ["a refusal of a field", 'refusChamp({ code: "LOGIN_EXISTE", message: MSG }, "login");'],
    ["a success status", "return reply.status(201).send(x);"],
    ["no content", "return reply.status(204).send();"],
    ["a status from a variable (the error handler's)", "return reply.status(error.status).send(b);"],
    ["the words in a comment or a string", '// new BusinessError(409, m)\nconst s = "reply.status(404)";'],
  ])("passes %s", (_cas, code) => {
    expect(statutsALaMain(code)).toEqual([]);
  });

  it("gives the line of each place", () => {
    expect(statutsALaMain("const a = 1;\n\nthrow notFound(M);\n").map((s) => s.line)).toEqual([3]);
  });
});

describe("checkRefus: the server's sources", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  function tree(files: Record<string, string>): string {
    root = mkdtempSync(path.join(tmpdir(), "refus-"));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  }

  it("fails on a planted route that picks its status, names file and line; passes the allowed plumbing", () => {
    const r = tree({
      "packages/server/src/metal/suivi.routes.ts":
        "const a = 1;\nreturn reply.status(409).send({ message: m });\n",
      "packages/server/src/metal/suivi.service.ts": 'refus({ code: "RECEPTION_INTROUVABLE", message: M });\n',
      "packages/server/src/http/errors.ts": "return reply.status(400).send({ message });\n",
      "packages/server/src/http/access.ts": "return reply.status(401).send({ code, message });\n",
      "packages/server/test/metal/suivi.test.ts": "throw new BusinessError(409, m);\n",
      "packages/server/src/of/x.test.ts": "throw new BusinessError(409, m);\n",
    });
    expect(checkRefus(r)).toEqual([
      "packages/server/src/metal/suivi.routes.ts:2: .status(409): a refusal's status comes from STATUT_HTTP",
    ]);
  });
});
