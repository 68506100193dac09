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
  // An order of the demo served by an identical piece (same product, metal, size), released by the API.
  const res = await page.request.get("/api/stock/reservation/commandes?reserve=1&pageSize=1");
  const [commande] = ((await res.json()) as { rows: Commande[] }).rows;
  expect(commande).toBeDefined();
  const piece = { of: commande!.pieceReservee! };
  expect((await page.request.post("/api/stock/dereservation", { data: { piece: piece.of } })).status()).toBe(
    200,
  );

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
  // The piece reserved and its order highlighted (issue 28.5).
  await expect(lignePiece).toHaveClass(/ligne-enregistree/);
  await expect(r.ligne(r.commandes(), commande!.of)).toHaveClass(/ligne-enregistree/);
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

interface Piece {
  of: number;
  ofReservation: number | null;
  ecart: string | null;
}

test("/reservation: a near match (another metal or size) sits under its own heading, asks before reserving; three columns side by side at 1440 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).loginAs("bureau");
  // An open order of the demo with a free stock piece of the same product in another metal or size.
  const res = await page.request.get("/api/stock/reservation/commandes?reserve=0&pageSize=100");
  let trouve: { commande: number; piece: Piece } | null = null;
  for (const c of ((await res.json()) as { rows: Commande[] }).rows) {
    const p = await page.request.get(`/api/stock/reservation/identiques?commande=${c.of}&proches=1`);
    const libre = ((await p.json()) as { rows: Piece[] }).rows.find((r) => r.ofReservation === null);
    if (libre) {
      trouve = { commande: c.of, piece: libre };
      break;
    }
  }
  expect(trouve).not.toBeNull();
  const { commande, piece } = trouve!;
  expect(piece.ecart).toMatch(/^(Métal|Doigt) : .+ au lieu de .+/);

  const r = new ReservationPage(page);
  await page.goto("/reservation");
  // The three columns side by side, Reserver and Dereserver in view without scrolling.
  const gauche = await page.getByRole("heading", { name: "Produits en Commande" }).boundingBox();
  const milieu = await page.getByRole("heading", { name: "Produit Identique en Stock" }).boundingBox();
  const droite = await r.bouton("Reserver").boundingBox();
  expect(milieu!.x).toBeGreaterThan(gauche!.x + gauche!.width);
  expect(droite!.x).toBeGreaterThan(milieu!.x + milieu!.width);
  expect(Math.abs(milieu!.y - gauche!.y)).toBeLessThan(5);
  await expect(r.bouton("Reserver")).toBeInViewport();
  await expect(r.bouton("Dereserver")).toBeInViewport();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  await page.getByRole("textbox", { name: "N° OF" }).fill(String(commande));
  await r.ligne(r.commandes(), commande).click();
  await expect(r.ligne(r.identiques(), piece.of)).toHaveCount(0);
  const ligne = r.ligne(r.proches(), piece.of);
  await expect(ligne).toContainText(piece.ecart!);
  await ligne.click();
  await r.bouton("Reserver").click();
  const question = page.getByRole("dialog");
  await expect(question).toContainText(
    `L'OF ${piece.of} n'est pas identique à la commande ${commande} (${piece.ecart}). Réserver quand même ?`,
  );
  await question.getByRole("button", { name: "Annuler" }).click();
  await expect(ligne).toHaveAttribute("data-etat", "selectionne");
  await r.bouton("Reserver").click();
  await page.getByRole("dialog").getByRole("button", { name: "Reserver" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `OF ${piece.of} réservé pour la commande ${commande}.` }),
  ).toBeVisible();
  await expect(ligne).toHaveAttribute("data-etat", "reserve");
  await ligne.click();
  await r.bouton("Dereserver").click();
  await expect(ligne).toHaveAttribute("data-etat", "reservable");
});
