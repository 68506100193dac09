import { describe, expect, it } from "vitest";
import {
  CODES_STATUT,
  type CodeStatut,
  estRejetee,
  libelleStatut,
  offreAvoir,
  peutEncaisser,
  rangStatut,
  STATUTS_A_TRAITER,
  STATUTS_CYCLE_VIE,
  STATUTS_EMIS_PAR_LE_VENDEUR,
  statutCourant,
} from "./statuts.ts";

describe("lifecycle statuses (XP Z12-012)", () => {
  it("has the fourteen statuses 200–213 with their French labels", () => {
    expect(STATUTS_CYCLE_VIE).toEqual({
      200: "Déposée",
      201: "Émise par la plateforme",
      202: "Reçue par la plateforme",
      203: "Mise à disposition",
      204: "Prise en charge",
      205: "Approuvée",
      206: "Approuvée partiellement",
      207: "En litige",
      208: "Suspendue",
      209: "Complétée",
      210: "Refusée",
      211: "Paiement transmis",
      212: "Encaissée",
      213: "Rejetée",
    });
    expect(CODES_STATUT).toHaveLength(14);
    expect(libelleStatut(203)).toBe("Mise à disposition");
  });

  it("lists refused, disputed, rejected first, then the others in order, none last", () => {
    const codes = [205, null, 213, 200, 207, 210, 203] as const;
    const tries = [...codes].sort((a, b) => rangStatut(a) - rangStatut(b));
    expect(tries).toEqual([210, 207, 213, 200, 203, 205, null]);
  });

  it.each([
    [
      "latest date wins",
      [
        { code: 203, date: "2026-11-01T10:00:00Z" },
        { code: 202, date: "2026-11-01T09:00:00Z" },
      ],
      203,
    ],
    [
      "same instant: the further status",
      [
        { code: 205, date: "2026-11-01T10:00:00Z" },
        { code: 203, date: "2026-11-01T10:00:00Z" },
      ],
      205,
    ],
    [
      "a late 203 does not undo a 205",
      [
        { code: 205, date: "2026-11-02T10:00:00Z" },
        { code: 203, date: "2026-11-01T10:00:00Z" },
      ],
      205,
    ],
    [
      "a later date arriving second wins",
      [
        { code: 202, date: "2026-11-01T09:00:00Z" },
        { code: 203, date: "2026-11-01T10:00:00Z" },
      ],
      203,
    ],
    [
      "same instant, the further status arriving second",
      [
        { code: 203, date: "2026-11-01T10:00:00Z" },
        { code: 205, date: "2026-11-01T10:00:00Z" },
      ],
      205,
    ],
    [
      "a higher code at an earlier date does not win",
      [
        { code: 203, date: "2026-11-01T10:00:00Z" },
        { code: 205, date: "2026-11-01T09:00:00Z" },
      ],
      203,
    ],
  ] as const)("current status: %s", (_cas, statuts, attendu) => {
    expect(statutCourant<{ code: CodeStatut; date: string }>(statuts)?.code).toBe(attendu);
  });

  it("the same status twice at the same instant: the first received stays current", () => {
    const statuts = [
      { code: 205 as const, date: "2026-11-01T10:00:00Z", recu: "polling" },
      { code: 205 as const, date: "2026-11-01T10:00:00Z", recu: "webhook" },
    ];
    expect(statutCourant(statuts)?.recu).toBe("polling");
  });

  it("no status: none current", () => {
    expect(statutCourant([])).toBeNull();
  });

  // Equivalent mutant: peutEncaisser's `code !== null` made true (null >= 203 is false: the last check refuses it).
  it.each([
    [null, false],
    [200, false],
    [202, false],
    [203, true],
    [205, true],
    [207, true],
    [210, false],
    [212, false],
    [213, false],
  ] as const)("Encaissée may be recorded after %s: %s", (code, oui) => {
    expect(peutEncaisser(code)).toBe(oui);
  });

  it.each([
    [null, false, false],
    [203, false, false],
    [207, false, false],
    [210, false, true],
    [213, true, false],
  ] as const)("status %s: rejected %s, a credit note offered %s", (code, rejetee, avoir) => {
    expect(estRejetee(code)).toBe(rejetee);
    expect(offreAvoir(code)).toBe(avoir);
  });

  it("lists the statuses to act on and the one the seller sends", () => {
    expect(STATUTS_A_TRAITER).toEqual([210, 207, 213]);
    expect(STATUTS_EMIS_PAR_LE_VENDEUR).toEqual([212]);
  });
});
