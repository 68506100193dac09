import { expect, test } from "@playwright/test";
import { BesoinPage } from "../pages/BesoinPage.ts";
import { expectDate } from "../pages/DateField.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

const iso = (d: Date) => d.toISOString().slice(0, 10);

test("/of/besoin: choose a need and see its OFs", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("OF", "Besoins");
  await expect(page).toHaveURL(/\/of\/besoin$/);

  // The period opens on today .. today + 14 days.
  const today = new Date();
  await expectDate(page, "Date début", iso(today));
  await expectDate(page, "Date fin", iso(new Date(today.getTime() + 14 * 86_400_000)));

  // A wider period, so the demo's OFs in progress are in it.
  const besoins = new BesoinPage(page);
  await besoins.periode(
    iso(new Date(today.getTime() - 120 * 86_400_000)),
    iso(new Date(today.getTime() + 60 * 86_400_000)),
  );
  await expect(besoins.lignes().first()).toBeVisible();
  const ligne = besoins.lignes().first();
  const nbOf = Number(await ligne.getByRole("cell").nth(3).textContent());
  await ligne.click();
  await expect(ligne).toHaveAttribute("aria-selected", "true");
  await expect(besoins.detail().getByRole("row")).toHaveCount(nbOf + 1);

  // An inverted period is refused with the French message.
  await besoins.periode(iso(today), iso(new Date(today.getTime() - 86_400_000)), { refusee: true });
  await expect(page.getByText("La date de début doit précéder la date de fin.")).toBeVisible();
});
