import { inflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { pdftotext } from "../helpers/pdftotext.ts";
import { LoginPage } from "../pages/LoginPage.ts";

/** Every stream of a PDF, inflated when it is compressed (the page's drawing operators among them). */
function flux(pdf: Buffer): string[] {
  const src = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of src.matchAll(/stream\r?\n/g)) {
    const debut = (m.index ?? 0) + m[0].length;
    const fin = src.indexOf("endstream", debut);
    const brut = pdf.subarray(debut, fin);
    try {
      out.push(inflateSync(brut).toString("latin1"));
    } catch {
      out.push(brut.toString("latin1"));
    }
  }
  return out;
}

test.describe("Impression menu: built-in ring sizer", () => {
  test("the ring sizer PDF opens, at true scale: its calibration bar is 10 cm = 283.46 pt", async ({
    page,
  }) => {
    await new LoginPage(page).loginAs("bureau");
    await page.getByRole("button", { name: "Impression" }).click();
    // No external page configured: the built-in prints stand in, the police register's screen included.
    await expect(page.getByRole("menuitem", { name: "Registre de police" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Livre de référence" })).toBeVisible();
    const popup = page.waitForEvent("popup");
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/admin/impressions/baguier.pdf")),
      page.getByRole("menuitem", { name: "Baguier (tailles de doigt)" }).click(),
    ]);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    const onglet = await popup;
    await expect.poll(() => onglet.url()).toMatch(/^blob:/);
    await onglet.close();

    // The file the tab shows, read again through the same session.
    const pdf = await (await page.request.get("/api/admin/impressions/baguier.pdf")).body();
    const texte = pdftotext(pdf);
    expect(texte).toContain("Imprimer à 100 %");
    expect(texte).toContain("T 52");
    // The longest horizontal segment drawn is the calibration bar.
    const longueurs = flux(pdf).flatMap((s) =>
      [...s.matchAll(/([\d.]+) ([\d.]+) m\s+([\d.]+) ([\d.]+) l/g)]
        .filter((m) => m[2] === m[4])
        .map((m) => Number(m[3]) - Number(m[1])),
    );
    expect(Math.max(...longueurs)).toBeCloseTo(283.46, 2);
  });

  test("the Lignes print asks for the line, then opens its PDF", async ({ page }) => {
    await new LoginPage(page).loginAs("bureau");
    await page.getByRole("button", { name: "Impression" }).click();
    await page.getByRole("menuitem", { name: "Lignes" }).click();
    const dialog = page.getByRole("dialog", { name: "Imprimer une ligne" });
    await dialog.getByRole("combobox", { name: "Ligne" }).click();
    await page.getByRole("listbox").getByRole("option").first().click();
    const popup = page.waitForEvent("popup");
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/admin/impressions/lignes.pdf?ligne=")),
      dialog.getByRole("button", { name: "Imprimer" }).click(),
    ]);
    expect(res.status()).toBe(200);
    const again = await page.request.get(res.url());
    expect(pdftotext(await again.body())).toMatch(/Ligne \S+/);
    await (await popup).close();
  });
});
