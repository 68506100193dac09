import { describe, expect, it } from "vitest";
import { MSG_OF_NON_EDITABLE, STATUT } from "../noyau-of/index.ts";
import {
  COMMANDE_FINALISATION,
  etatFinalisationOf,
  finalisationSchema,
  historiqueFinalisesQuerySchema,
  MSG_ECRAN_FINALISATION,
  statutFinalise,
} from "./finalisation.ts";
import { MSG_OF_DEJA_FINALISE, MSG_PRET_FINALISATION } from "./messages.ts";

describe("statutFinalise (spec 02 section 4.1)", () => {
  it("the workshop follow-up writes 500, the Finaliser OF screen 550", () => {
    expect(statutFinalise("suivi")).toBe(500);
    expect(statutFinalise("finaliser")).toBe(550);
  });
});

describe("finalisationSchema", () => {
  it.each(["suivi", "finaliser"])("accepts the screen %s", (ecran) => {
    expect(finalisationSchema.parse({ ecran })).toEqual({ ecran });
  });
  it.each([{}, { ecran: "autre" }, { ecran: 550 }])("refuses %j", (body) => {
    const r = finalisationSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MSG_ECRAN_FINALISATION);
  });
});

describe("etatFinalisationOf (spec 02 sections 2.3 and 4.3)", () => {
  const lignes = "LIGNES_NON_RENDUES";
  const deja = "OF_DEJA_FINALISE";
  const cas: Array<[string, number, number, number, string | null, string]> = [
    ["sent, every line returned", STATUT.enFabrication, 0, 0, null, MSG_PRET_FINALISATION],
    ["already read finalised by the follow-up (500)", STATUT.fabrique, 0, 0, null, MSG_PRET_FINALISATION],
    ["created, no line", STATUT.cree, 0, 0, null, MSG_PRET_FINALISATION],
    [
      "a jeweller line out",
      STATUT.enFabrication,
      1,
      0,
      lignes,
      "1 ligne(s) joaillier non rendue(s) : finalisation impossible.",
    ],
    [
      "a setting line out",
      STATUT.fabrique,
      0,
      2,
      lignes,
      "2 ligne(s) serti non rendue(s) : finalisation impossible.",
    ],
    [
      "both out",
      STATUT.enFabrication,
      1,
      1,
      lignes,
      "1 ligne(s) joaillier non rendue(s), 1 ligne(s) serti non rendue(s) : finalisation impossible.",
    ],
    ["already finalised (550)", STATUT.finalise, 0, 0, deja, MSG_OF_DEJA_FINALISE],
    ["finalised with a line sent again", STATUT.finalise, 1, 0, deja, MSG_OF_DEJA_FINALISE],
    ["ready to invoice (575)", STATUT.pretAFacturer, 0, 0, deja, MSG_OF_DEJA_FINALISE],
    ["in stock (650)", STATUT.enStock, 0, 0, deja, MSG_OF_DEJA_FINALISE],
    ["invoiced (600)", STATUT.facture, 0, 0, "OF_VERROUILLE", MSG_OF_NON_EDITABLE],
  ];
  it.each(cas)("%s", (_, statut, joaillierNonRendues, sertiNonRendues, code, message) => {
    expect(etatFinalisationOf({ statut, joaillierNonRendues, sertiNonRendues })).toEqual(
      code === null ? { pret: true, message } : { pret: false, code, message },
    );
  });
  it("reads the spec's hints word for word", () => {
    expect(MSG_PRET_FINALISATION).toBe("Pret Pour Finalisation");
    expect(MSG_OF_DEJA_FINALISE).toBe("Of Déja Finalisé");
  });
});

describe("the finalised OFs' history (GET /api/atelier/finalises)", () => {
  it.each([
    [{}, 20],
    [{ limit: "1" }, 1],
    [{ limit: "100" }, 100],
  ])("%j reads the %i latest", (q, limit) => {
    expect(historiqueFinalisesQuerySchema.parse(q)).toEqual({ limit });
  });

  it.each([[{ limit: "0" }], [{ limit: "101" }], [{ limit: "2.5" }]])("refuses %j", (q) => {
    expect(historiqueFinalisesQuerySchema.safeParse(q).success).toBe(false);
  });

  it("maps each screen to its status command", () => {
    expect(COMMANDE_FINALISATION).toEqual({ suivi: "finalisationSuivi", finaliser: "finalisation" });
  });
});
