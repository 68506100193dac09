import { describe, expect, it } from "vitest";
import { destinataireParamsSchema } from "./destinataire.ts";

describe("destinataireParamsSchema (GET /api/plateforme/destinataires/:siren)", () => {
  it("reads a SIREN of 9 digits", () => {
    expect(destinataireParamsSchema.parse({ siren: "552100554" })).toEqual({ siren: "552100554" });
  });

  it.each(["55210055", "5521005540", "55210055a", " 552100554", "552100554\n"])(
    "refuses %j: 'Le SIREN doit comporter 9 chiffres.'",
    (siren) => {
      expect(destinataireParamsSchema.safeParse({ siren }).error?.issues).toEqual([
        expect.objectContaining({ path: ["siren"], message: "Le SIREN doit comporter 9 chiffres." }),
      ]);
    },
  );
});
