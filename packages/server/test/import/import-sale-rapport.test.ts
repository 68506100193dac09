import { describe, expect, it } from "vitest";
import { reportCsv } from "../../src/import/import-legacy.ts";
import { importSale, sale } from "./import-sale.fixture.ts";

/**
 * The report of import:legacy on a dirty old database (`import-sale.fixture.ts`): the reconciliation, every
 * measure equal or its difference named, the merged metal accounts, and each decision by kind, table and old
 * id, also as a CSV file. The rows as imported are in `import-sale.test.ts`.
 */

importSale();

describe("import:legacy of a dirty old database: every conversion reported", () => {
  it("reconciles: every measure equal, or its difference named (skipped, rebuilt rows)", () => {
    for (const c of sale.r.reconciliation)
      expect(
        c.old === c.ecrin || c.explained !== undefined,
        `${c.table} ${c.measure} ${c.old} ${c.ecrin}`,
      ).toBe(true);
    expect(sale.r.reconciliation.find((c) => c.table === "client" && c.measure === "nombre")?.explained).toBe(
      "2 reconstruite(s) archivée(s) (ids 777, 778)",
    );
    // Every issued document equal one by one (number, date, HT, VAT, TTC), every client, every lot.
    const mesure = (measure: string) => sale.r.reconciliation.find((c) => c.measure === measure);
    expect(mesure("factures identiques (numéro, date, HT, TVA, TTC)")).toEqual({
      table: "facture",
      measure: "factures identiques (numéro, date, HT, TVA, TTC)",
      old: "26",
      ecrin: "26",
    });
    expect(mesure("factures EXTENSIA identiques (numéro, date, HT, TVA, TTC)")).toMatchObject({
      old: "6",
      ecrin: "6",
    });
    expect(mesure("avoirs identiques (numéro, date, HT, TVA, TTC)")).toMatchObject({ old: "5", ecrin: "5" });
    expect(mesure("clients au facturé HT net (factures − avoirs) identique")).toMatchObject({
      old: "6",
      ecrin: "6",
    });
    expect(mesure("carats restants du lot : clés identiques")).toMatchObject({ old: "1", ecrin: "1" });
    expect(sale.r.reconciliation.filter((c) => c.measure.startsWith("document "))).toEqual([]);
    // Our own shipped rows are not gaps; a list's row meaning one of ours is not written twice.
    expect(sale.r.reconciliation.find((c) => c.table === "metal" && c.measure === "nombre")).toEqual({
      table: "metal",
      measure: "nombre",
      old: "6",
      ecrin: "5",
      explained: "1 ignorée(s) (meme_sens) : ids 50",
    });
    // A difference from skipped rows adds up to them and names them.
    expect(
      sale.r.reconciliation.find(
        (c) => c.measure === "solde métal (g fin) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)",
      )?.explained,
    ).toBe("5.000 des 2 ligne(s) ignorée(s) de mouvements_metal (ids 3, 5)");
  });

  it("reconciles the metal accounts two old metals merge into: every old row counted once, per account", () => {
    const compte = (table: string, nom: string) =>
      sale.r.reconciliation
        .filter((c) => c.table === table && c.measure.includes(` ${nom} `))
        .map((c) => [c.measure, c.old, c.ecrin, c.explained]);
    expect(compte("mouvement_clal", "CLAL")).toEqual([
      ["mouvements (nombre) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)", "3", "3", undefined],
      [
        "or fin entré (g) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)",
        "1010.500",
        "1010.500",
        undefined,
      ],
      ["or 750 sorti (g) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)", "0.000", "0.000", undefined],
      ["or fin sorti (g) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)", "0.000", "0.000", undefined],
      [
        "solde métal (g fin) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)",
        "1010.500",
        "1010.500",
        undefined,
      ],
    ]);
    expect(compte("mouvement_metal", "fournisseur")).toEqual([
      ["mouvements (nombre) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)", "3", "3", undefined],
      [
        "or fin entré (g) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "255.000",
        "255.000",
        undefined,
      ],
      [
        "or 750 sorti (g) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "0.000",
        "0.000",
        undefined,
      ],
      [
        "or fin sorti (g) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "12.250",
        "12.250",
        undefined,
      ],
      [
        "solde métal (g fin) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "242.750",
        "242.750",
        undefined,
      ],
    ]);
    // The rows of no account (skipped), of both old metals: named, and their sum is the difference.
    expect(compte("mouvement_metal", "client")).toEqual([
      [
        "mouvements (nombre) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "2",
        "0",
        "2 des 2 ligne(s) ignorée(s) de mouvements_metal (ids 3, 5)",
      ],
      [
        "or fin entré (g) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "5.000",
        "0.000",
        "5.000 des 2 ligne(s) ignorée(s) de mouvements_metal (ids 3, 5)",
      ],
      ["or 750 sorti (g) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)", "0.000", "0.000", undefined],
      ["or fin sorti (g) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)", "0.000", "0.000", undefined],
      [
        "solde métal (g fin) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "5.000",
        "0.000",
        "5.000 des 2 ligne(s) ignorée(s) de mouvements_metal (ids 3, 5)",
      ],
    ]);
  });

  it("reports each decision by kind, table and old id, also as a CSV file", () => {
    const adj = (old: string, id: string) =>
      sale.r.tables.find((t) => t.old === old)?.adjusted.filter((a) => a.id === id);
    expect(adj("clients", "10")).toEqual([
      { id: "10", kind: "cycle", column: "id_parent", change: "10 (lui-même) → vide" },
    ]);
    expect(adj("clients", "11")).toEqual([
      { id: "11", kind: "cycle", column: "id_parent", change: "12 → vide (cycle 11 → 12 → 11)" },
    ]);
    expect(adj("facture", "132")).toEqual([
      {
        id: "132",
        kind: "arrondi",
        column: "port",
        change: "affiché 12345.7 (soit 12345.70), valeur exacte 12345.669921875 → 12345.67",
      },
    ]);
    expect(adj("facture", "130")).toEqual([
      {
        id: "130",
        kind: "archive",
        column: "id_bijouterie",
        change: "client 777 absent de l'ancienne base → reconstruit archivé depuis cette ligne",
      },
    ]);
    expect(adj("avoir", "20")).toEqual([
      { id: "20", kind: "caractere_nul", column: "description", change: "1 caractère(s) NUL retiré(s)" },
    ]);
    expect(adj("ouvrier", "9001")).toEqual([
      {
        id: "9001",
        kind: "negatif",
        column: "poids_d",
        change: "-2.500 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
      },
    ]);
    expect(adj("ouvrier", "9002")).toEqual([
      {
        id: "9002",
        kind: "date_zero",
        column: "date_envoi",
        change: "« 0000-00-00 » → 2010-02-03 (la date date_retour de la ligne)",
      },
    ]);
    expect(sale.r.tables.find((t) => t.old === "pierre")?.skipped.map((s) => [s.id, s.kind])).toEqual([
      ["99", "doublon"],
    ]);
    const csv = reportCsv(sale.r);
    expect(csv.startsWith("\ufeffGenre;Table ancienne;Ancien id;Colonne;Valeur lue et décision\r\n")).toBe(
      true,
    );
    expect(csv).toContain("cycle de parents;clients;11;id_parent;12 → vide (cycle 11 → 12 → 11)\r\n");
  });
});
