import { describe, expect, it } from "vitest";
import { designationGoldForm, goldFormSchema } from "./gold-form.ts";

const ok = {
  date: "2026-02-03",
  fournisseurId: "3",
  metalId: "1",
  poids: "100",
  titre: "750",
  prixGramme: "80,5",
  numDocument: "F-12",
};
const msg = (body: Record<string, unknown>, champ: string) => {
  const r = goldFormSchema.safeParse(body);
  return r.success ? undefined : r.error.issues.find((i) => i.path.join(".") === champ)?.message;
};

describe("/gold-form", () => {
  it("reads a purchase", () => {
    expect(goldFormSchema.parse(ok)).toMatchObject({
      poids: "100.000",
      titre: 750,
      prixGramme: "80.5000",
      confie: false,
    });
  });
  it.each([
    ["1", "999"],
    ["1", "585"],
    ["2", "800"],
    ["3", "950"],
  ])("metal %s at titre %s is admitted", (metalId, titre) => {
    expect(goldFormSchema.safeParse({ ...ok, metalId, titre }).success).toBe(true);
  });
  it("a consignment needs no price", () => {
    expect(goldFormSchema.parse({ ...ok, prixGramme: "", confie: true }).prixGramme).toBeNull();
  });
  it.each([
    [{ prixGramme: "" }, "prixGramme", "Prix au gramme requis (ou cocher Confié)"],
    [{ prixGramme: "-2" }, "prixGramme", "Prix invalide"],
    [{ poids: "0" }, "poids", "Poids invalide"],
    [{ titre: "1001" }, "titre", "Titre invalide"],
    [{ titre: "800" }, "titre", "Titre invalide"],
    [{ metalId: "2", titre: "750" }, "titre", "Titre invalide"],
    [{ metalId: "3", titre: "925" }, "titre", "Titre invalide"],
    [{ fournisseurId: "" }, "fournisseurId", "Fournisseur requis"],
    [{ date: "" }, "date", "Date requise"],
  ])("%o -> %s: %s", (patch, champ, message) => expect(msg({ ...ok, ...patch }, champ)).toBe(message));
  it("names the ledger row", () => {
    expect(designationGoldForm({ confie: false, titre: 750, numDocument: "F-12" })).toBe(
      "Achat or 750/1000 - doc F-12",
    );
    expect(designationGoldForm({ confie: true, titre: 999, numDocument: "" })).toBe("Or confié 999/1000");
  });
});
