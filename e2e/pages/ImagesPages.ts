import { expect, type Page } from "@playwright/test";

/** A real JPEG or PNG drawn by the browser's canvas (no image library needed on the test side). */
export async function imageDessinee(
  page: Page,
  width: number,
  height: number,
  type: "image/jpeg" | "image/png",
) {
  const base64 = await page.evaluate(
    async ({ width, height, type }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext("2d")!;
      const grad = g.createLinearGradient(0, 0, width, height);
      grad.addColorStop(0, "#b08d57");
      grad.addColorStop(1, "#3a6ea5");
      g.fillStyle = grad;
      g.fillRect(0, 0, width, height);
      g.fillStyle = "#fff";
      g.beginPath();
      g.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
      g.fill();
      const blob = await new Promise<Blob>((ok) => canvas.toBlob((b) => ok(b!), type, 0.95));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    { width, height, type },
  );
  return Buffer.from(base64, "base64");
}

/** The /upload screen. */
export class UploadScreen {
  constructor(private readonly page: Page) {}

  async choose(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.page.getByLabel("Fichiers images").setInputFiles(files);
  }

  row(fileName: string) {
    return this.page
      .getByRole("list", { name: "Images à envoyer" })
      .getByRole("listitem", { name: fileName });
  }
}

/** The /affectation screen: products left, images middle, summary right. */
export class AffectationScreen {
  constructor(private readonly page: Page) {}

  async tickProduct(ref: string, type: "Centre" | "Centre vide") {
    await this.page.getByLabel("Ref produit").fill(ref);
    const name = new RegExp(`^${type} ${ref.replace(/[-]/g, "\\-")}( |$)`);
    await this.page.getByRole("list", { name: "Produits trouvés" }).getByRole("checkbox", { name }).check();
  }

  async chooseImage(nom: string) {
    await this.page.getByLabel("Nom de l'image").fill(nom);
    const button = this.page
      .getByRole("list", { name: "Images trouvées" })
      .getByRole("button", { name: `Choisir ${nom}` });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }

  summary() {
    return this.page.getByRole("list", { name: "Produits choisis" });
  }

  /** Waits until every thumbnail of that name in the summary has loaded from the server. */
  async expectThumbnails(nom: string, count: number) {
    const imgs = this.summary().locator(`img[src*="/api/images/thumb/${nom}"]`);
    await expect(imgs).toHaveCount(count);
    for (const img of await imgs.all()) {
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
  }
}
