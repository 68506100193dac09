import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { TraitePage } from "../pages/TraitePage.ts";

test("/traite: a CFONB 160 LCR remittance of a creation date is recorded once; asked again, the same file", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  // A client with its bank on its record, and two bills created on a day of their own.
  const cree = await page.request.post("/api/admin/clients", {
    data: {
      nomAgence: `LCR Cliente ${Date.now()}`,
      iban: "FR76 3000 6000 0112 3456 7890 189",
      banque: "BNP Paribas",
    },
  });
  expect(cree.status()).toBe(201);
  const client = (await cree.json()) as { id: number };
  const jour = 10 + Math.floor(Math.random() * 18);
  const date = `20${40 + Math.floor(Math.random() * 50)}-0${1 + Math.floor(Math.random() * 9)}-${jour}`;
  const numeros: number[] = [];
  for (const [totalTtc, nbDecoupe] of [
    ["1 234,56", 1],
    ["100,00", 2],
    ["10,00", 1],
  ] as const) {
    const prochain = (await (await page.request.get("/api/compta/traites/prochain-effet")).json()) as {
      numEffet: number;
    };
    const r = await page.request.post("/api/compta/traites", {
      headers: { "idempotency-key": randomUUID() },
      data: {
        idBijouterie: client.id,
        dateCreation: date,
        dateEcheance: date,
        totalTtc,
        numEffet: prochain.numEffet,
        nbDecoupe,
      },
    });
    expect(r.status()).toBe(201);
    numeros.push(prochain.numEffet);
  }

  await new Shell(page).open("Compta", "Traite client");
  const traite = new TraitePage(page);
  await expect(traite.historique()).toBeVisible();
  // The first two bills (the third unticked) become a remittance.
  const { nom, texte, statut } = await traite.fichierLcr(date, [numeros[2]!]);
  expect(statut).toBe(201);
  expect(nom).toMatch(new RegExp(`^lcr-${date}-remise-\\d+\\.txt$`));
  const lignes = texte.split("\r\n");
  expect(lignes.pop()).toBe("");
  // 03, one 06 per instalment (1 + 2), 08: every record 160 characters.
  expect(lignes.map((l) => l.length)).toEqual([160, 160, 160, 160, 160]);
  expect(lignes.map((l) => l.slice(0, 4))).toEqual(["0360", "0660", "0660", "0660", "0860"]);
  expect(lignes.slice(1, 4).map((l) => l.slice(20, 30).trim())).toEqual([
    String(numeros[0]),
    `${numeros[1]}-1`,
    `${numeros[1]}-2`,
  ]);
  expect(lignes.slice(1, 4).map((l) => l.slice(81, 102))).toEqual(Array(3).fill("300060000112345678901"));
  expect(lignes.slice(1, 4).map((l) => l.slice(102, 114))).toEqual([
    "000000123456",
    "000000005000",
    "000000005000",
  ]);
  expect(lignes[4]!.slice(102, 114)).toBe("000000133456");
  await expect(page.getByRole("alert").filter({ hasText: `Fichier ${nom} téléchargé.` })).toContainText(
    /Remise n° \d+ enregistrée : 3 effets/,
  );

  // The same bills again: the remittance already made, the identical file.
  const encore = await traite.fichierLcr(date, [numeros[2]!]);
  expect(encore.statut).toBe(200);
  expect(encore.nom).toBe(nom);
  expect(encore.texte).toBe(texte);
  await expect(page.getByRole("alert").filter({ hasText: "déjà faite" })).toBeVisible();

  // The third bill alone: a remittance of its own.
  const choix = await traite.fichierLcr(date, [numeros[0]!, numeros[1]!]);
  expect(choix.statut).toBe(201);
  expect(choix.nom).not.toBe(nom);
  const lignesChoix = choix.texte.split("\r\n").slice(0, -1);
  expect(lignesChoix.map((l) => l.length)).toEqual([160, 160, 160]);
  expect(lignesChoix[1]!.slice(20, 30).trim()).toBe(String(numeros[2]));
  expect(lignesChoix[2]!.slice(102, 114)).toBe("000000001000");
});
