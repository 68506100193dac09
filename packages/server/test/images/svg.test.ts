import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const exporter = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/images/svg", headers: { cookie }, payload });

describe("POST /api/images/svg", () => {
  it("exports the text as outlines: path, stroke 0.94475, 1000 x 1000 view box, height in mm", async () => {
    const res = await exporter({ texte: "Amour", police: "DejaVu Sans", hauteurMm: "0,8" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Amour.svg"');
    const svg = res.body;
    expect(svg).toMatch(/<svg [^>]*viewBox="0 0 1000 1000"/);
    expect(svg).toMatch(/<svg [^>]*height="0\.8mm"/);
    expect(svg).toMatch(/<svg [^>]*width="0\.8mm"/);
    const path = /<path d="([^"]+)" fill="none" stroke="#000000" stroke-width="0.94475"\/>/.exec(svg);
    expect(path).not.toBeNull();
    // Outlines, not text: many curve commands, and no <text> element nor font reference.
    const d = path?.[1] ?? "";
    expect(d.match(/[MLQCZ]/g)?.length).toBeGreaterThan(20);
    expect(svg).not.toContain("<text");
    // Every coordinate inside the canvas, and the outline touches both sides (fitted, centred).
    const nums = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    const xs = nums.filter((_, i) => i % 2 === 0);
    expect(Math.min(...nums)).toBeGreaterThanOrEqual(-0.01);
    expect(Math.max(...nums)).toBeLessThanOrEqual(1000.01);
    expect(Math.min(...xs)).toBeLessThan(1);
    expect(Math.max(...xs)).toBeGreaterThan(999);
  });

  it("defaults to the one font, and takes another height", async () => {
    const res = await exporter({ texte: "Léa & Tom", hauteurMm: "2.5" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Lea_Tom.svg"');
    expect(res.body).toContain('height="2.5mm"');
    expect(res.body).toContain("<title>Léa &amp; Tom</title>");
  });

  it("refuses an empty text with a French message", async () => {
    const res = await exporter({ texte: "   ", hauteurMm: "0.8" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Le texte est obligatoire.");
    const zero = await exporter({ texte: "A", hauteurMm: "0" });
    expect(zero.json().message).toBe("La hauteur finale doit être un nombre de millimètres supérieur à 0.");
  });
});
