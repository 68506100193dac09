import { describe, expect, it } from "vitest";
import { MSG_PESEE_IMPOSSIBLE } from "./messages.ts";
import { msgPeseeEffectuee, refusPesee, soldeGlobal } from "./pesee.ts";

describe("'Faire Pesée' (spec 02 section 4.6)", () => {
  it("the message is the spec's", () => {
    expect(MSG_PESEE_IMPOSSIBLE).toBe("Pesée impossible car Of(s) en cours ou déjà effectuée");
  });

  it.each([
    ["an OF in progress", { ofsEnCours: 1, soldeBoiteOr: "12.000", soldeOf: "0.300" }, MSG_PESEE_IMPOSSIBLE],
    ["several OFs in progress", { ofsEnCours: 3, soldeBoiteOr: "0", soldeOf: "0" }, MSG_PESEE_IMPOSSIBLE],
    [
      "both balances 0 (already done)",
      { ofsEnCours: 0, soldeBoiteOr: "0.000", soldeOf: "0" },
      MSG_PESEE_IMPOSSIBLE,
    ],
    ["a gold box balance only", { ofsEnCours: 0, soldeBoiteOr: "4.500", soldeOf: "0" }, null],
    ["an OF weight balance only", { ofsEnCours: 0, soldeBoiteOr: "0", soldeOf: "0.120" }, null],
    [
      "a negative balance still has to be weighed",
      { ofsEnCours: 0, soldeBoiteOr: "-1.5", soldeOf: "0" },
      null,
    ],
  ])("%s", (_cas, etat, attendu) => {
    expect(refusPesee(etat)).toEqual(
      attendu === null ? null : { code: "PESEE_IMPOSSIBLE", message: attendu },
    );
  });
});

describe("the card's overall balance", () => {
  it("gold box plus OF weight, exact", () => {
    expect(soldeGlobal("0.1", "0.2")).toBe("0.300");
    expect(soldeGlobal("5", "-5.25")).toBe("-0.250");
  });
  it("the confirmation names the weighing", () => {
    expect(msgPeseeEffectuee(7, "Jean Dupont")).toBe("Pesée n° 7 effectuée pour Jean Dupont.");
  });
});
