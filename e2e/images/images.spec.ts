import { expect, type Page, test } from "@playwright/test";
import { AffectationScreen, imageDessinee, UploadScreen } from "../pages/ImagesPages.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

/** Logged in, wherever the landing page is. */
async function login(page: Page, user: "bureau" | "direction") {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(user, user);
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
}

test("/upload then /affectation: three images (one broken), one assigned to two products, thumbnails seen", async ({
  page,
}) => {
  await login(page, "bureau");
  await new Shell(page).open("Image", "Import d'images");
  await expect(page).toHaveURL(/\/upload$/);
  const upload = new UploadScreen(page);
  const stamp = Date.now().toString(36);
  const bague = `e2e-bague-${stamp}.jpg`;

  await upload.choose([
    {
      name: `E2E Bague ${stamp}.jpg`,
      mimeType: "image/jpeg",
      buffer: await imageDessinee(page, 2400, 1600, "image/jpeg"),
    },
    { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("ceci n'est pas une image\n") },
    {
      name: `e2e-logo-${stamp}.png`,
      mimeType: "image/png",
      buffer: await imageDessinee(page, 300, 200, "image/png"),
    },
  ]);
  await expect(page.getByLabel(`Nom de E2E Bague ${stamp}.jpg`)).toHaveValue(bague);
  await page.getByRole("button", { name: "Téléverser" }).click();

  await expect(upload.row(`E2E Bague ${stamp}.jpg`)).toContainText(`Image enregistrée : ${bague}`);
  await expect(upload.row(`E2E Bague ${stamp}.jpg`)).toContainText("1000 × 667 px");
  await expect(upload.row(`E2E Bague ${stamp}.jpg`)).toContainText(/gain : \d+ %/);
  await expect(upload.row(`e2e-logo-${stamp}.png`)).toContainText(
    `Image enregistrée : e2e-logo-${stamp}.png`,
  );
  await expect(upload.row("notes.jpg")).toContainText("Fichier refusé : ce n'est pas une image.");
  await expect(page.getByRole("alert").filter({ hasText: "2 images enregistrées, 1 refusée" })).toBeVisible();

  // Two centres of the demo catalogue (refs read through the same endpoint the screen uses).
  const found = await page.request.get("/api/images/affectation/produits?q=bg");
  const centres = ((await found.json()) as { type: string; ref: string }[]).filter(
    (p) => p.type === "centre",
  );
  const [p1, p2] = [centres[0]!.ref, centres.find((c) => c.ref !== centres[0]!.ref)!.ref];

  await new Shell(page).open("Image", "Affectation");
  await expect(page).toHaveURL(/\/affectation$/);
  const affectation = new AffectationScreen(page);
  const enregistrer = page.getByRole("button", { name: "Enregistrer" });
  const desaffecter = page.getByRole("button", { name: "Désaffecter" });
  await expect(enregistrer).toBeDisabled();
  await expect(desaffecter).toBeDisabled();

  await affectation.tickProduct(p1, "Centre");
  await expect(desaffecter).toBeEnabled();
  await expect(enregistrer).toBeDisabled();
  await affectation.tickProduct(p2, "Centre");
  await expect(affectation.summary().getByRole("listitem")).toHaveCount(2);
  await affectation.chooseImage(bague);
  await expect(enregistrer).toBeEnabled();
  await page.getByLabel("Image par Défaut").uncheck();
  await enregistrer.click();

  await expect(page.getByRole("alert").filter({ hasText: "2 produits mis à jour." })).toBeVisible();
  await affectation.expectThumbnails(bague, 2);
  await expect(affectation.summary()).toContainText(`Centre — ${bague}`);
});

test("/image: the gallery searches by name on the server and shows a clicked image's name", async ({
  page,
}) => {
  await login(page, "direction");
  const demo = await page.request.get("/api/images?pageSize=1&sort=dateUpload");
  const nom = ((await demo.json()) as { rows: { nom: string }[] }).rows[0]!.nom;
  await page.goto("/image");
  await page.getByLabel("Rechercher une image").fill(nom);
  const images = page.getByRole("list", { name: "Images" });
  await expect(images.getByRole("listitem")).toHaveCount(1);
  // The demo ships its pictures: the thumbnail is a real, loaded image, not the placeholder.
  const vignette = images.getByRole("img", { name: nom, exact: true });
  await expect(vignette).toBeVisible();
  await expect.poll(() => vignette.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(images.getByRole("img", { name: `Image absente : ${nom}` })).toHaveCount(0);
  await images.getByRole("button", { name: `Voir ${nom}` }).click();
  await expect(page.getByText(nom, { exact: true })).toHaveCount(2);
});
