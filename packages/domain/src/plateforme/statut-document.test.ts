import { describe, expect, it } from "vitest";
import {
  codesDuFiltre,
  FILTRES_STATUT_DOCUMENT,
  filtreStatutDocumentSchema,
  LIBELLES_FILTRE_STATUT,
  LIBELLES_STATUT_PLATEFORME,
  resumeStatutPlateforme,
  type StatutPlateformeDocument,
} from "./statut-document.ts";

const aucun: StatutPlateformeDocument = { statut: null, statutLe: null, motif: null, envoi: null };

describe("a document's platform status on the lists (issue 30.3)", () => {
  it("offers refused, disputed and rejected first, then the other statuses in order", () => {
    expect(FILTRES_STATUT_DOCUMENT).toEqual([
      "a_traiter",
      "210",
      "207",
      "213",
      "200",
      "201",
      "202",
      "203",
      "204",
      "205",
      "206",
      "208",
      "209",
      "211",
      "212",
      "aucun",
    ]);
    expect(FILTRES_STATUT_DOCUMENT.slice(0, 4).map((f) => LIBELLES_FILTRE_STATUT[f])).toEqual([
      "À traiter (refusées, en litige, rejetées, envois en échec)",
      "Refusée",
      "En litige",
      "Rejetée",
    ]);
    expect(LIBELLES_FILTRE_STATUT.aucun).toBe("Sans statut");
  });

  it.each([
    [undefined, null],
    ["a_traiter", [210, 207, 213]],
    ["213", [213]],
    ["aucun", []],
  ] as const)("filter %s keeps the codes %j", (filtre, codes) => {
    expect(codesDuFiltre(filtre)).toEqual(codes);
  });

  it("refuses an unknown filter in French", () => {
    const r = filtreStatutDocumentSchema.safeParse("214");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Statut de plateforme inconnu.");
    expect(filtreStatutDocumentSchema.parse("207")).toBe("207");
  });

  it("labels a status with its code in the CSV", () => {
    expect(LIBELLES_STATUT_PLATEFORME["210"]).toBe("210 Refusée");
    expect(LIBELLES_STATUT_PLATEFORME["213"]).toBe("213 Rejetée");
  });

  it.each([
    ["never queued", aucun, ""],
    ["a buyer who cannot receive yet", { ...aucun, envoi: "non_joignable" }, "Destinataire non joignable"],
    ["made available", { ...aucun, statut: 203, envoi: "acquitte" }, "Mise à disposition"],
    [
      "refused with its reason",
      { ...aucun, statut: 210, motif: "TX_TVA_ERR : Taux faux" },
      "Refusée : TX_TVA_ERR : Taux faux",
    ],
    [
      "rejected: not issued, with the platform's reason",
      { ...aucun, statut: 213, motif: "REJ_SEMAN : BR-FR-10" },
      "Non émise. Rejetée par la plateforme : REJ_SEMAN : BR-FR-10",
    ],
  ] as const)("sums up %s", (_cas, s, attendu) => {
    expect(resumeStatutPlateforme(s as StatutPlateformeDocument)).toBe(attendu);
  });
});
