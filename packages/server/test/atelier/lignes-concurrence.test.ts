import { MSG_OF_DEJA_PRESENT, MSG_PESEE_IMPOSSIBLE, msgLigneDejaPesee, STATUT } from "@ecrin/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { boiteOr, joaillier, ouvrier, pesee } from "../../src/db/schema/index.ts";
import {
  atelierSurLaDemo,
  call,
  countJ,
  db,
  demo,
  ligneJ,
  ligneRendue,
  nouveauJoaillier,
  post,
  setStatut,
  statutOf,
} from "./lignes.fixture.ts";

/**
 * The workshop lines against sessions, concurrency and weighings, on the demo (`lignes.fixture.ts`): a
 * session needed, five identical sends at once, cancelling a return (by status, on a weighed line, during
 * a weighing) and a send racing a weighing. The lines' own life is in `lignes.test.ts`.
 */

atelierSurLaDemo();

describe("access and concurrency", () => {
  it("needs a session", async () => {
    const res = await demo.t.app.inject({ method: "GET", url: "/api/atelier/ouvriers" });
    expect(res.statusCode).toBe(401);
  });

  it("five identical sends at the same moment: exactly one line, the others 'OF déjà présent'", async () => {
    const n = demo.libres[2]!;
    const send = () =>
      post("/api/atelier/joaillier/envoi", { idOuvrier: demo.joa1.id, numSachet: n, poids: "2" });
    const results = await Promise.all([send(), send(), send(), send(), send()]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(MSG_OF_DEJA_PRESENT);
    expect(await countJ(n)).toBe(1);
  });
});

describe("cancelling a return", () => {
  it("takes an OF the workshop had finished (500, 550, 575) back to 200; another status stays", async () => {
    const n = demo.libres[3]!;
    const id = await ligneRendue(n, demo.joa1.id);
    for (const [avant, apres] of [
      [STATUT.fabrique, STATUT.enFabrication],
      [STATUT.finalise, STATUT.enFabrication],
      [STATUT.pretAFacturer, STATUT.enFabrication],
      [STATUT.cree, STATUT.cree],
    ] as const) {
      await setStatut(n, avant);
      const res = await post(`/api/atelier/joaillier/lignes/${id}/annuler-retour`, {});
      expect(res.statusCode, `statut ${avant}`).toBe(200);
      expect(res.json()).toMatchObject({ numSachet: n, statut: apres });
      expect(await statutOf(n)).toBe(apres);
      expect(await ligneJ(id)).toMatchObject({ rendu: 0 });
      const retour = await post("/api/atelier/joaillier/retour", {
        idLigne: id,
        poids: "5",
        poidsRendu: "4,8",
        temps: "30",
      });
      expect(retour.statusCode).toBe(200);
    }
  });

  it("is refused on a line a weighing closed, as are its edit and delete; nothing changes", async () => {
    const n = demo.libres[4]!;
    const j = await nouveauJoaillier("Pesé Déjà");
    const id = await ligneRendue(n, j);
    const weighing = await post("/api/atelier/pesees", { idOuvr: j });
    expect(weighing.statusCode).toBe(201);
    const numPesee: number = weighing.json().numPesee;
    expect(await ligneJ(id)).toMatchObject({ rendu: 1, numPesee });
    await setStatut(n, STATUT.pretAFacturer);

    const reset = await post(`/api/atelier/joaillier/lignes/${id}/annuler-retour`, {});
    expect(reset.statusCode).toBe(409);
    expect(reset.json().message).toBe(
      `Ligne déjà soldée par la pesée n° ${numPesee} : annulation du retour impossible.`,
    );
    const put = await call("PUT", `/api/atelier/joaillier/lignes/${id}`, { idOuvrier: j, poids: "1" });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(msgLigneDejaPesee(numPesee, "modification"));
    const del = await call("DELETE", `/api/atelier/joaillier/lignes/${id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(msgLigneDejaPesee(numPesee, "suppression"));
    expect(await ligneJ(id)).toMatchObject({ rendu: 1, numPesee, poidsR: "4.800", temps: "30.00" });
    expect(await statutOf(n)).toBe(STATUT.pretAFacturer);
  });

  it("waits for a weighing of the jeweller in progress, then is refused: the line is weighed", async () => {
    const n = demo.libres[5]!;
    const j = await nouveauJoaillier("Pesée En Cours");
    const id = await ligneRendue(n, j);
    let fini = false;
    let reset: ReturnType<typeof post> | undefined;
    // What fairePesee does, held open: the jeweller locked FOR UPDATE, his returned line stamped.
    const numPesee = await db().transaction(async (tx) => {
      await tx.select().from(joaillier).where(eq(joaillier.id, j)).for("update");
      const [p] = await tx.insert(pesee).values({ idOuvr: j }).returning();
      await tx.update(ouvrier).set({ numPesee: p!.numPesee }).where(eq(ouvrier.idLigne, id));
      reset = post(`/api/atelier/joaillier/lignes/${id}/annuler-retour`, {});
      void reset.finally(() => {
        fini = true;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(fini).toBe(false);
      return p!.numPesee;
    });
    const res = await reset!;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msgLigneDejaPesee(numPesee, "annulationRetour"));
    expect(await ligneJ(id)).toMatchObject({ rendu: 1, numPesee });
  });
});

describe("a send and a weighing of the same jeweller", () => {
  it("run one after the other: the weighing never counts nor closes a line sent during it", async () => {
    const n = demo.libres[2]!;
    const j = await nouveauJoaillier("Course Pesée");
    for (let round = 0; round < 5; round++) {
      // Something to weigh: an open gold box row.
      await db().insert(boiteOr).values({ idOuvr: j, doneOuvr: "1" });
      const [envoi, weighing] = await Promise.all([
        // The bag is still out at the previous rounds' jeweller: the send is confirmed.
        post("/api/atelier/joaillier/envoi", { idOuvrier: j, numSachet: n, poids: "2", confirme: true }),
        post("/api/atelier/pesees", { idOuvr: j }),
      ]);
      expect(envoi.statusCode, `round ${round}`).toBe(201);
      const id: number = envoi.json().idLigne;
      if (weighing.statusCode === 201) {
        // The weighing went first: the line came after it, in progress and not weighed.
        expect(weighing.json()).toMatchObject({ lignesOf: 0 });
        expect(weighing.json().poidsOfSorti).toMatch(/^0(\.0+)?$/);
      } else {
        // The send went first: the weighing saw the OF in progress.
        expect(weighing.statusCode, `round ${round}`).toBe(409);
        expect(weighing.json().message).toBe(MSG_PESEE_IMPOSSIBLE);
      }
      expect(await ligneJ(id)).toMatchObject({ rendu: 0, numPesee: null });
      expect((await call("DELETE", `/api/atelier/joaillier/lignes/${id}`)).statusCode).toBe(200);
    }
  });
});
