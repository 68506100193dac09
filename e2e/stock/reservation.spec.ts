import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { ReservationPage } from "../pages/StockPage.ts";

interface Commande {
  of: number;
  reservables: number;
  pieceReservee: number | null;
}

test("/reservation: reserve a stock piece for an order, then release it", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  const res = await page.request.get("/api/stock/reservation/commandes?reservable=1&reserve=0&pageSize=1");
  const [commande] = ((await res.json()) as { rows: Commande[] }).rows;
  expect(commande).toBeDefined();
  const id = await page.request.get(`/api/stock/reservation/identiques?commande=${commande!.of}`);
  const piece = ((await id.json()) as { rows: { of: number; ofReservation: number | null }[] }).rows.find(
    (r) => r.ofReservation === null,
  )!;

  const r = new ReservationPage(page);
  await page.goto("/reservation");
  await page.getByRole("textbox", { name: "N° OF" }).fill(String(commande!.of));
  const ligneCommande = r.ligne(r.commandes(), commande!.of);
  await expect(ligneCommande).toHaveAttribute("data-etat", "reservable");
  await expect(r.bouton("Reserver")).toBeDisabled();
  await ligneCommande.click();
  await expect(ligneCommande).toHaveAttribute("data-etat", "selectionne");
  const lignePiece = r.ligne(r.identiques(), piece.of);
  await lignePiece.click();
  await expect(r.bouton("Dereserver")).toBeDisabled();
  await r.bouton("Reserver").click();
  await expect(
    page.getByRole("alert").filter({ hasText: `OF ${piece.of} réservé pour la commande ${commande!.of}.` }),
  ).toBeVisible();
  await expect(lignePiece).toHaveAttribute("data-etat", "reserve");
  await expect(r.ligne(r.commandes(), commande!.of)).toContainText(String(piece.of));

  await lignePiece.click();
  await expect(r.bouton("Reserver")).toBeDisabled();
  await r.bouton("Dereserver").click();
  await expect(
    page.getByRole("alert").filter({ hasText: `Réservation de l'OF ${piece.of} supprimée.` }),
  ).toBeVisible();
  await expect(lignePiece).toHaveAttribute("data-etat", "reservable");
});
