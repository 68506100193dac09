import { describe, expect, it } from "vitest";
import {
  type AlerteConnexion,
  attenteSecondes,
  delaiSecondes,
  type EtatTentatives,
  niveauConnexions,
  OUBLI_SECONDES,
  refusTentative,
} from "./tentatives.ts";

const T0 = new Date("2026-11-24T10:00:00Z");
const avant = (secondes: number) => new Date(T0.getTime() - secondes * 1000);
const aucun = { echecs: 0, dernier: null };
const etat = (o: Partial<EtatTentatives>): EtatTentatives => ({
  paire: aucun,
  login: aucun,
  adresse: aucun,
  ...o,
});

describe("delaiSecondes: a doubling delay once the free failures are used", () => {
  it.each([
    [0, 5, 0],
    [4, 5, 0],
    [5, 5, 30],
    [6, 5, 60],
    [7, 5, 120],
    [9, 5, 480],
    [10, 5, 900],
    [50, 5, 900],
    [19, 20, 0],
    [20, 20, 30],
    [21, 20, 60],
    [1_000_000, 20, 900],
  ])("%i failures, %i free -> %i s", (echecs, libres, attendu) => {
    expect(delaiSecondes(echecs, libres)).toBe(attendu);
  });
});

describe("attenteSecondes", () => {
  it.each<[string, Partial<EtatTentatives>, number]>([
    ["nothing failed", {}, 0],
    ["4 failures of the pair, just now", { paire: { echecs: 4, dernier: T0 } }, 0],
    ["5 failures of the pair, just now: 30 s", { paire: { echecs: 5, dernier: T0 } }, 30],
    ["5 failures, the last 10 s ago: 20 s left", { paire: { echecs: 5, dernier: avant(10) } }, 20],
    ["5 failures, the last 30 s ago: checked", { paire: { echecs: 5, dernier: avant(30) } }, 0],
    ["6 failures, the last 30 s ago: 30 s left", { paire: { echecs: 6, dernier: avant(30) } }, 30],
    ["12 failures: 15 minutes at most", { paire: { echecs: 12, dernier: T0 } }, 900],
    [
      "the owner's fresh address is checked, whatever the login's 500 failures elsewhere",
      { login: { echecs: 500, dernier: T0 }, adresse: aucun },
      0,
    ],
    [
      "the owner's fresh address is checked, even from an address that tried 300 other logins",
      { adresse: { echecs: 300, dernier: T0 } },
      0,
    ],
    [
      "an address that failed once on a login guessed 20 times waits with it",
      { paire: { echecs: 1, dernier: avant(100) }, login: { echecs: 20, dernier: T0 } },
      30,
    ],
    [
      "the login's delay doubles with its failures",
      { paire: { echecs: 1, dernier: avant(100) }, login: { echecs: 22, dernier: avant(20) } },
      100,
    ],
    [
      "an address that tried 21 logins waits on those it failed on",
      { paire: { echecs: 1, dernier: avant(5) }, adresse: { echecs: 21, dernier: avant(5) } },
      55,
    ],
    [
      "a counter below its limit sets no wait, whenever its last failure",
      {
        paire: { echecs: 4, dernier: new Date(T0.getTime() + 60_000) },
        adresse: { echecs: 19, dernier: T0 },
      },
      0,
    ],
    [
      "the longest delay wins",
      {
        paire: { echecs: 7, dernier: avant(60) },
        login: { echecs: 20, dernier: T0 },
        adresse: { echecs: 20, dernier: avant(10) },
      },
      60,
    ],
  ])("%s -> %i s", (_cas, o, attendu) => {
    expect(attenteSecondes(etat(o), T0)).toBe(attendu);
  });
});

describe("refusTentative", () => {
  it("words the wait with the caller's message, or lets the attempt go", () => {
    const message = "Trop de tentatives de connexion. Réessayez dans {s} secondes.";
    expect(refusTentative(etat({ paire: { echecs: 5, dernier: avant(1) } }), T0, message)).toEqual({
      code: "TROP_TENTATIVES",
      message: "Trop de tentatives de connexion. Réessayez dans 29 secondes.",
      attenteSecondes: 29,
    });
    expect(refusTentative(etat({ paire: { echecs: 4, dernier: T0 } }), T0, message)).toBeNull();
  });
});

describe("niveauConnexions", () => {
  const alerte = (ralenti: boolean): AlerteConnexion => ({
    login: "bureau",
    echecs: 3,
    dernierEchec: T0.toISOString(),
    adresses: ["10.0.0.1"],
    ralenti,
  });
  it.each<[AlerteConnexion[], string]>([
    [[], "ok"],
    [[alerte(false)], "ok"],
    [[alerte(false), alerte(true)], "attention"],
  ])("%j -> %s", (alertes, niveau) => {
    expect(niveauConnexions(alertes)).toBe(niveau);
  });
});

describe("how long a failure is remembered", () => {
  it("an hour after the last failure of its pair", () => {
    expect(OUBLI_SECONDES).toBe(3600); // 60 × 60
  });
});
