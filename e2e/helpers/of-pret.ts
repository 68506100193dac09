import { type APIRequestContext, expect } from "@playwright/test";
import type { GroupeAFacturer } from "../../packages/domain/src/index.ts";

/** Demo settings: the stock client and the alternate channel's client are not order clients. */
export const CLIENTS_SPECIAUX = [249, 502];
/** A product and metal of the demo (the stock OF's, settings produitStock and typeMetalStock). */
const PRODUIT = 619;
const METAL = 1001;

export interface ClientApi {
  id: number;
  nomAgence: string;
  isParent: boolean;
  actif: boolean;
}

export const aFacturer = async (request: APIRequestContext) =>
  (await (await request.get("/api/facturation/a-facturer")).json()) as GroupeAFacturer[];

/** Clients with nothing ready to invoice: an OF made for one of them is a group of its own. */
export async function clientsLibres(request: APIRequestContext, n: number): Promise<ClientApi[]> {
  const occupes = new Set((await aFacturer(request)).map((g) => g.idBijouterie));
  const clients = (await (await request.get("/api/admin/clients")).json()) as ClientApi[];
  return clients
    .filter((c) => c.actif && !c.isParent && !CLIENTS_SPECIAUX.includes(c.id) && !occupes.has(c.id))
    .slice(0, n);
}

/** An order made through the API, then set ready to invoice (575) in the Trace OF, as staff do. */
export async function ofPret(request: APIRequestContext, client: number, prixFact: string): Promise<number> {
  const cree = await request.post("/api/of/creation", {
    data: {
      ofs: [
        {
          idp: PRODUIT,
          idBijouterie: client,
          idTypeCommande: 1,
          typTransp: 1,
          typeMetal: METAL,
          idStade: 2,
          typCom: 1,
        },
      ],
    },
  });
  expect(cree.status()).toBe(201);
  const n = ((await cree.json()) as Array<{ numSachet: number }>)[0]!.numSachet;
  const trace = (prix: string) =>
    request.put(`/api/of/${n}/trace`, {
      data: {
        statut: 575,
        poids: "2.5",
        idStade: 2,
        typTransp: 1,
        prixFact: prix,
        prixR: "150",
        refClt: `E2E-${n}`,
        echeance: 30,
      },
    });
  expect((await trace(prixFact)).status()).toBe(200);
  return n;
}

/**
 * An OF ready to invoice without a price, as the old system's data holds some: Tracer sets 575 only
 * with a price, so it is set with one, then the price is cleared (the status unchanged).
 */
export async function ofPretSansPrix(request: APIRequestContext, client: number): Promise<number> {
  const n = await ofPret(request, client, "1");
  const sansPrix = await request.put(`/api/of/${n}/trace`, {
    data: { statut: 575, poids: "2.5", idStade: 2, typTransp: 1, prixFact: "", prixR: "150", echeance: 30 },
  });
  expect(sansPrix.status()).toBe(200);
  return n;
}
