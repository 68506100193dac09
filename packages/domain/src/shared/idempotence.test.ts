import { describe, expect, it } from "vitest";
import {
  CODE_CLE_ENVOI_AUTRE_DEMANDE,
  cleEnvoiSchema,
  IDEMPOTENCY_HEADER,
  MSG_CLE_ENVOI_INVALIDE,
} from "./idempotence.ts";

describe("cleEnvoiSchema (Idempotency-Key)", () => {
  it.each([
    ["a UUID v4", "3f0c2a4e-9b1d-4c6e-8a2f-5d7e9b1c3a5f", true],
    ["upper case", "3F0C2A4E-9B1D-4C6E-8A2F-5D7E9B1C3A5F", true],
    ["missing", undefined, false],
    ["empty", "", false],
    ["not a UUID", "pas-un-uuid", false],
    ["a UUID and more", "3f0c2a4e-9b1d-4c6e-8a2f-5d7e9b1c3a5fx", false],
    [
      "two headers joined",
      "3f0c2a4e-9b1d-4c6e-8a2f-5d7e9b1c3a5f, 3f0c2a4e-9b1d-4c6e-8a2f-5d7e9b1c3a5f",
      false,
    ],
  ])("%s", (_cas, valeur, accepte) => {
    const r = cleEnvoiSchema.safeParse(valeur);
    expect(r.success).toBe(accepte);
    if (!r.success) expect(r.error.issues[0]?.message).toBe(MSG_CLE_ENVOI_INVALIDE);
  });
});

describe("the header and the refusal code the server and the web share", () => {
  it("reads the key from the header Idempotency-Key; a key sent again with another body is CLE_ENVOI_AUTRE_DEMANDE", () => {
    expect(IDEMPOTENCY_HEADER).toBe("Idempotency-Key");
    expect(CODE_CLE_ENVOI_AUTRE_DEMANDE).toBe("CLE_ENVOI_AUTRE_DEMANDE");
  });
});
