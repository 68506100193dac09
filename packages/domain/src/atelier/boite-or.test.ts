import { describe, expect, it } from "vitest";
import {
  boiteOrQuerySchema,
  boiteOrSaisieSchema,
  MSG_BOITE_OR_DATE_INVALIDE,
  MSG_POIDS_BOITE_INVALIDE,
  msgBoiteOrDejaPesee,
  refusSuppressionBoiteOr,
  soldeBoiteOr,
} from "./boite-or.ts";
import { MSG_CONFIRM_SUPPRESSION, MSG_JOAILLIER_OBLIGATOIRE, MSG_UN_POIDS_OBLIGATOIRE } from "./messages.ts";

const premierMessage = (input: unknown) => boiteOrSaisieSchema.safeParse(input).error?.issues[0]?.message;

describe("Ajouter Boite Or (spec 02 section 5)", () => {
  it.each([
    [{ doneOuvr: "5" }, MSG_JOAILLIER_OBLIGATOIRE],
    [{ idOuvr: "", doneOuvr: "5" }, MSG_JOAILLIER_OBLIGATOIRE],
    [{ idOuvr: null, doneOuvr: "5" }, MSG_JOAILLIER_OBLIGATOIRE],
    [{ idOuvr: 3 }, MSG_UN_POIDS_OBLIGATOIRE],
    [{ idOuvr: 3, doneOuvr: "", renduOuvr: "" }, MSG_UN_POIDS_OBLIGATOIRE],
    [{ idOuvr: 3, doneOuvr: "0", renduOuvr: "0,000" }, MSG_UN_POIDS_OBLIGATOIRE],
    [{ idOuvr: 3, doneOuvr: "-1" }, MSG_POIDS_BOITE_INVALIDE],
    [{ idOuvr: 3, renduOuvr: "abc" }, MSG_POIDS_BOITE_INVALIDE],
  ])("%o is refused with %s", (input, message) => {
    expect(premierMessage(input)).toBe(message);
  });

  it("accepts one weight, the other one blank counting as 0, with a French comma", () => {
    expect(boiteOrSaisieSchema.parse({ idOuvr: "3", doneOuvr: "12,5", renduOuvr: "" })).toEqual({
      idOuvr: 3,
      doneOuvr: "12.5",
      renduOuvr: "0",
      label: undefined,
    });
    expect(boiteOrSaisieSchema.parse({ idOuvr: 3, renduOuvr: "0.25", label: " Limailles " })).toMatchObject({
      doneOuvr: "0",
      renduOuvr: "0.25",
      label: "Limailles",
    });
  });

  it("the confirmation of a deletion is the spec's", () => {
    expect(MSG_CONFIRM_SUPPRESSION).toBe("Voulez vous supprimer ?");
  });
});

describe("deleting a gold box row", () => {
  it("an open row can go", () => {
    expect(refusSuppressionBoiteOr({ numPesee: null })).toBeNull();
  });
  it("a row closed by a weighing cannot, and the message names the weighing", () => {
    expect(refusSuppressionBoiteOr({ numPesee: 42 })).toEqual({
      code: "BOITE_OR_DEJA_PESEE",
      message: "Ligne déjà soldée par la pesée n° 42 : suppression impossible.",
    });
    expect(msgBoiteOrDejaPesee(42)).toBe("Ligne déjà soldée par la pesée n° 42 : suppression impossible.");
  });
});

describe("balance", () => {
  it("given minus returned, exact to the milligram", () => {
    expect(soldeBoiteOr("10.1", "3.2")).toBe("6.900");
    expect(soldeBoiteOr("0.1", "0.3")).toBe("-0.200");
  });
});

describe("Liste Boite Or query", () => {
  it("page size, default sort by date and the three filters", () => {
    expect(boiteOrQuerySchema.parse({ idOuvr: "4", dateDebut: "2025-01-01", dateFin: "" })).toMatchObject({
      sort: "date",
      page: 0,
      idOuvr: 4,
      dateDebut: "2025-01-01",
      dateFin: undefined,
    });
  });
  it("refuses a date that is not one", () => {
    expect(boiteOrQuerySchema.safeParse({ dateDebut: "2025-02-30" }).error?.issues[0]?.message).toBe(
      MSG_BOITE_OR_DATE_INVALIDE,
    );
  });
});

describe("gold box: the case table", () => {
  it("keeps a label of 200 characters, refuses 201", () => {
    const base = { idOuvr: 3, doneOuvr: "1" };
    expect(boiteOrSaisieSchema.parse({ ...base, label: "l".repeat(200) }).label).toBe("l".repeat(200));
    expect(boiteOrSaisieSchema.parse({ ...base, label: null }).label).toBeUndefined();
    expect(boiteOrSaisieSchema.safeParse({ ...base, label: "l".repeat(201) }).success).toBe(false);
  });

  it("reads a weight left null as 0 and a zero weight typed '-0' as invalid", () => {
    expect(boiteOrSaisieSchema.parse({ idOuvr: 3, doneOuvr: null, renduOuvr: "2" })).toMatchObject({
      doneOuvr: "0",
      renduOuvr: "2",
    });
    expect(premierMessage({ idOuvr: 3, doneOuvr: "-0" })).toBe(MSG_POIDS_BOITE_INVALIDE);
  });

  it("filters on a jeweller and two dates, blanks being no filter", () => {
    expect(boiteOrQuerySchema.parse({ idOuvr: null, dateDebut: null, dateFin: "2025-01-31" })).toMatchObject({
      idOuvr: undefined,
      dateDebut: undefined,
      dateFin: "2025-01-31",
    });
  });

  it("puts 'at least one weight' under Poids Donné, and only once every field is valid", () => {
    expect(boiteOrSaisieSchema.safeParse({ idOuvr: 3 }).error?.issues).toEqual([
      { code: "custom", path: ["doneOuvr"], message: "Renseignez au moins un des deux poids." },
    ]);
    // A refused weight shows its own message alone; a missing jeweller his, the zero weights no second one.
    expect(
      boiteOrSaisieSchema.safeParse({ idOuvr: 3, doneOuvr: "abc", renduOuvr: "0" }).error?.issues,
    ).toMatchObject([{ path: ["doneOuvr"], message: MSG_POIDS_BOITE_INVALIDE }]);
    expect(boiteOrSaisieSchema.safeParse({ idOuvr: "", doneOuvr: "0" }).error?.issues).toMatchObject([
      { path: ["idOuvr"], message: MSG_JOAILLIER_OBLIGATOIRE },
    ]);
  });
});
