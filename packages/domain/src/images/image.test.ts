import { describe, expect, it } from "vitest";
import { renommageSchema } from "./image.ts";

describe("renommageSchema (PUT /api/images/:nom)", () => {
  it("trims the new name", () => {
    expect(renommageSchema.parse({ nouveauNom: "  bague.jpg  " })).toEqual({ nouveauNom: "bague.jpg" });
  });

  it.each([
    ["left blank", "   "],
    ["empty", ""],
    ["missing", undefined],
  ])("refuses a name %s: 'Le nom de l'image est obligatoire.'", (_, nouveauNom) => {
    expect(renommageSchema.safeParse({ nouveauNom }).error?.issues).toEqual([
      expect.objectContaining({ message: "Le nom de l'image est obligatoire.", path: ["nouveauNom"] }),
    ]);
  });

  it("takes 255 characters (image.nom is a varchar 255), not 256", () => {
    expect(renommageSchema.safeParse({ nouveauNom: "a".repeat(255) }).success).toBe(true);
    expect(renommageSchema.safeParse({ nouveauNom: "a".repeat(256) }).error?.issues[0]?.code).toBe("too_big");
  });
});
