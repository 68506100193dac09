import { describe, expect, it } from "vitest";
import {
  CONNEXIONS_SORTS,
  CONSULTATIONS_SORTS,
  connexionsQuerySchema,
  consultationsQuerySchema,
} from "./connexions.ts";

/** Suivi des connexions (/suivi_connection, spec 03 section 2.12): its two tables' list requests. */
describe("the login history's list schemas", () => {
  const LISTE = { page: 0, pageSize: 10, dir: "asc" };

  it("per-user statistics: by total logins by default, on four columns", () => {
    const tris = ["identifiantUtilisateur", "nomAgence", "totalConnexions", "connexions3DerniersMois"];
    expect(CONNEXIONS_SORTS).toEqual(tris);
    expect(connexionsQuerySchema.parse({})).toEqual({ ...LISTE, sort: "totalConnexions" });
    for (const sort of tris) expect(connexionsQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(connexionsQuerySchema.safeParse({ sort: "type" }).error?.issues[0]?.message).toBe("Tri invalide.");
  });

  it("consulted products: by date by default, on three columns", () => {
    const tris = ["date", "ref", "userLogin"];
    expect(CONSULTATIONS_SORTS).toEqual(tris);
    expect(consultationsQuerySchema.parse({})).toEqual({ ...LISTE, sort: "date" });
    for (const sort of tris) expect(consultationsQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(consultationsQuerySchema.safeParse({ sort: "nomAgence" }).error?.issues[0]?.message).toBe(
      "Tri invalide.",
    );
  });
});
