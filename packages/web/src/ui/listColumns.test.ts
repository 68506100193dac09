import type { ColonnesListe } from "@ecrin/domain";
import type { GridColDef } from "@mui/x-data-grid";
import { describe, expect, it } from "vitest";
import { cellText, listColumns } from "./listColumns.ts";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

interface Ligne {
  id: number;
  ref: string;
  formeLabel: string;
  prix: string | null;
  poidsMg: string;
  pdsR: string;
  date: string;
  centre: boolean;
}

const SPEC: ColonnesListe<Ligne> = [
  { key: "ref", label: "Ref", kind: "text" },
  { key: "formeLabel", label: "Forme", kind: "text", sortKey: "forme" },
  { key: "prix", label: "Prix", kind: "money" },
  { key: "poidsMg", label: "Poids (g)", kind: "weight", unit: "g", storedIn: "mg" },
  { key: "pdsR", label: "Poids (ct)", kind: "weight", unit: "ct" },
  { key: "date", label: "Date", kind: "date" },
  { key: "centre", label: "Centre", kind: "yesNo" },
];

const LIGNE: Ligne = {
  id: 1,
  ref: "BG1001",
  formeLabel: "Rond",
  prix: "1234.56",
  poidsMg: "3500.000",
  pdsR: "0.12",
  date: "2026-11-21",
  centre: true,
};

/** What the grid shows in a cell: its value getter, then its formatter. */
function shown(col: GridColDef<Ligne>, row: Ligne): string {
  const getter = col.valueGetter as unknown as (v: unknown, r: Ligne) => unknown;
  const formatter = col.valueFormatter as unknown as (v: unknown, r: Ligne) => string;
  return formatter(getter(undefined, row), row);
}

describe("listColumns: the grid columns of a domain column spec", () => {
  it("heads each column with the spec's label, in the spec's order", () => {
    expect(listColumns(SPEC).map((c) => c.headerName)).toEqual(SPEC.map((c) => c.label));
  });

  it("writes the cells the French way, with the spec's unit: grams from milligrams, carats, euros, dates", () => {
    const cells = listColumns(SPEC).map((c) => shown(c, LIGNE));
    expect(cells).toEqual([
      "BG1001",
      "Rond",
      `1${NNBSP}234,56${NBSP}€`,
      `3,500${NBSP}g`,
      `0,120${NBSP}ct`,
      "21/11/2026",
      "Oui",
    ]);
  });

  it("aligns numbers right and text left", () => {
    expect(listColumns(SPEC).map((c) => c.align)).toEqual([
      "left",
      "left",
      "right",
      "right",
      "right",
      "left",
      "left",
    ]);
  });

  it("sorts on the server's key when the column shows another field", () => {
    const forme = listColumns(SPEC)[1];
    expect(forme?.field).toBe("forme");
    expect(forme && shown(forme, LIGNE)).toBe("Rond");
  });

  it("takes the screen's layout and renderings per key, leaves out what it omits, adds its own columns", () => {
    const colonnes = listColumns(SPEC, {
      screen: { ref: { width: 90, sortable: false } },
      omit: ["pdsR", "date", "centre"],
      before: [{ field: "image", headerName: "Image" }],
      after: [{ field: "actions", headerName: "" }],
    });
    expect(colonnes.map((c) => c.field)).toEqual(["image", "ref", "forme", "prix", "poidsMg", "actions"]);
    expect(colonnes[1]).toMatchObject({ headerName: "Ref", width: 90, sortable: false });
  });

  it("keeps blanks blank and shows a value its kind refuses as it came", () => {
    const [, , prix, poids] = listColumns(SPEC);
    expect(prix && shown(prix, { ...LIGNE, prix: null })).toBe("");
    expect(prix && shown(prix, { ...LIGNE, prix: "n/a" })).toBe("n/a");
    expect(poids && shown(poids, { ...LIGNE, poidsMg: "lourd" })).toBe("lourd");
    expect(cellText({ key: "n", label: "N", kind: "decimal", places: 4 }, "1.08")).toBe("1,0800");
  });
});
