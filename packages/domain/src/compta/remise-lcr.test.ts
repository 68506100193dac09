import { describe, expect, it } from "vitest";
import {
  decisionRemise,
  msgRemiseDejaFaite,
  msgRemiseEnregistree,
  nomFichierRemiseLcr,
  referenceRemiseLcr,
  remiseLcrSchema,
} from "./remise-lcr.ts";

const t = (idTraite: number, numEffet: number, remise: number | null) => ({ idTraite, numEffet, remise });

describe("decisionRemise: a bill goes to the bank once (issue 24 point 8)", () => {
  it.each([
    [
      "no bill remitted yet: a new remittance",
      [t(1, 1500, null), t(2, 1501, null)],
      [],
      { type: "nouvelle" },
    ],
    [
      "exactly the bills of remittance 3: that one",
      [t(1, 1500, 3), t(2, 1501, 3)],
      [[3, 2]],
      { type: "deja-faite", numero: 3 },
    ],
    [
      "part of remittance 3: refused",
      [t(1, 1500, 3)],
      [[3, 2]],
      {
        type: "refus",
        message:
          "Cette traite est déjà remise à la banque : effet 1500 (remise n° 3). Choisissez exactement les traites d'une remise pour retrouver son fichier, ou seulement des traites non remises.",
      },
    ],
    [
      "remitted bills among new ones: refused, each named",
      [t(1, 1500, 3), t(2, 1501, null), t(3, 1502, 4)],
      [
        [3, 1],
        [4, 1],
      ],
      {
        type: "refus",
        message:
          "Ces traites sont déjà remises à la banque : effet 1500 (remise n° 3), effet 1502 (remise n° 4). Choisissez exactement les traites d'une remise pour retrouver son fichier, ou seulement des traites non remises.",
      },
    ],
    [
      "all the bills of remittance 3 and one of 4: refused, though 3 holds two bills",
      [t(1, 1500, 3), t(2, 1501, 4)],
      [
        [3, 2],
        [4, 2],
      ],
      {
        type: "refus",
        message:
          "Ces traites sont déjà remises à la banque : effet 1500 (remise n° 3), effet 1501 (remise n° 4). Choisissez exactement les traites d'une remise pour retrouver son fichier, ou seulement des traites non remises.",
      },
    ],
  ] as const)("%s", (_cas, choisies, effets, attendu) => {
    expect(decisionRemise(choisies, new Map(effets as readonly (readonly [number, number])[]))).toEqual(
      attendu,
    );
  });
});

describe("messages and request of a remittance", () => {
  it("says what was recorded, or that it was already made", () => {
    expect(msgRemiseEnregistree(4, 3, "1334.56")).toBe(
      "Remise n° 4 enregistrée : 3 effets, 1\u202f334,56\u00a0€.",
    );
    expect(msgRemiseEnregistree(1, 1, "10")).toBe("Remise n° 1 enregistrée : 1 effet, 10,00\u00a0€.");
    expect(msgRemiseDejaFaite(4, "2026-04-10T09:30:00")).toBe(
      "Remise n° 4 déjà faite le 10/04/2026 pour ces traites : voici le même fichier.",
    );
    // The day as recorded, whatever the zone the process runs in (00:30 at +02:00 is the 9th in UTC).
    expect(msgRemiseDejaFaite(5, "2026-04-10T00:30:00+02:00")).toBe(
      "Remise n° 5 déjà faite le 10/04/2026 pour ces traites : voici le même fichier.",
    );
  });

  it("names the file and the header's reference after the remittance's number", () => {
    expect(nomFichierRemiseLcr("2026-04-10", 4)).toBe("lcr-2026-04-10-remise-4.txt");
    expect(referenceRemiseLcr(4)).toBe("LCR00000004");
    expect(referenceRemiseLcr(12345678)).toBe("LCR12345678");
  });

  it("takes a date and distinct bill ids, refuses the rest in French", () => {
    expect(remiseLcrSchema.parse({ date: "2026-04-10", ids: [3, 1, 3] })).toEqual({
      date: "2026-04-10",
      ids: [3, 1],
    });
    const faux = remiseLcrSchema.safeParse({ date: "10/04/2026", ids: ["x"] });
    expect(faux.error?.issues.map((i) => i.message)).toEqual([
      "Date de remise invalide (aaaa-mm-jj attendu).",
      "Sélection de traites invalide : des numéros séparés par des virgules.",
    ]);
    expect(remiseLcrSchema.safeParse({ date: "2026-04-10", ids: "3" }).error?.issues[0]?.message).toBe(
      "Sélection de traites invalide : des numéros séparés par des virgules.",
    );
  });
});
