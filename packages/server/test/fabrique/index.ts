import { type ResultatFacturation, STATUT, type TraceOfInput } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { withTx } from "../../src/db/tx.ts";
import { changerStatut } from "../../src/noyau-of/index.ts";
import type { TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

/**
 * The test-data factory (issue 27.5): a server test builds the few rows its story needs on an empty
 * migrated database (reference data of 0002 only), instead of loading the whole demo. Each `newX()`
 * goes through the command the application uses — the route and its service, so the zod schema, the
 * rules, the audit and the triggers run as in production — and returns the new row's id:
 *
 * - `newClient()`        POST /api/admin/clients
 * - `newOf({ statut })`  POST /api/of/creation (status 50), then the OF kernel's commands
 *                        (`noyau-of` changerStatut: envoi 200, finalisationSuivi 500, finalisation 550,
 *                        pretAFacturer 575, facturation 600) and, for 650, POST /api/stock/rentrer
 * - `newPierre()`        POST /api/pierres (the stone and its first tariff)
 * - `newLot()`           POST /api/pierres/recues (an entrusted lot received)
 * - `newMouvementOr()`   POST /api/metal/mouvements/fournisseurs (a supplier's gold ledger row)
 * - `newFacture()`       POST /api/facturation/facturer (OFs at 575 invoiced today, in their channel)
 * - `newAvoir()`         POST /api/facturation/avoirs (a credit note dated today)
 *
 * What the application never creates by a command (it comes from the old system's import) is inserted
 * with the one SQL statement the import and the demo write: `newFournisseur()`, `newProduit()` (a centre
 * and its product), `newPlateau()`, `newOuvrier()` (a jeweller or setter), `clientStock()` and `clientCanalAlternatif()` (the settings' stock
 * client, 249, and the alternate channel's, 502).
 *
 * Names carry a counter, so two calls never collide; every argument has a plain default.
 */
export interface Fabrique {
  newClient(champs?: { nomAgence?: string; ville?: string; idParent?: number | null }): Promise<number>;
  clientStock(): Promise<number>;
  clientCanalAlternatif(): Promise<number>;
  newProduit(champs?: { ref?: string; description?: string; idStade?: number }): Promise<number>;
  newOf(o?: OfVoulu): Promise<number>;
  /** A gold supplier (type 998) by default, with its address (the police register names it). */
  newFournisseur(champs?: {
    raisonSoc?: string;
    typeFour?: number | null;
    perte?: string;
    avecAdresse?: boolean;
  }): Promise<number>;
  newPierre(o?: {
    typePier?: number;
    forme?: number;
    description?: string;
    idQual?: number;
    euro?: string;
  }): Promise<number>;
  newLot(o?: LotVoulu): Promise<number>;
  newMouvementOr(o: MouvementOrVoulu): Promise<number>;
  newPlateau(label?: string): Promise<number>;
  newOuvrier(genre: "joaillier" | "sertisseur", label?: string): Promise<number>;
  /** Invoices these OFs (at 575) with this port, "0" by default: the channel and the invoice numbers. */
  newFacture(ofs: number[], port?: string): Promise<ResultatFacturation>;
  /** A credit note of `totHt` (as typed) to a client, citing an invoice or not: its number. */
  newAvoir(o: { client: number; totHt: string; facture?: number; description?: string }): Promise<number>;
  /** The session cookie the factory acts with (role 6, bureau; role 1 where the route wants it). */
  call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    who?: "bureau" | "direction",
  ): Promise<LightMyRequestResponse>;
  rows<T>(q: SQL): Promise<T[]>;
  one<T>(q: SQL): Promise<T>;
}

export interface OfVoulu {
  /** 50 (default), 200, 500, 550, 575, 600 or 650 (in stock, at the stock client). */
  statut?: number;
  client?: number;
  produit?: number;
  /** type_metal id: 1 OR JAUNE 750 (default), 5 PLATINE 950... */
  typeMetal?: number;
  dim?: string;
  /** Selling price excl. tax, as typed ("1234,40"); default "1000". */
  prixFact?: string;
  /** Delivery date (ISO), given at creation; default none. */
  dateLivr?: string;
  /**
   * Trace OF fields saved at 50 before the status moves (PUT /api/of/:n/trace), e.g. the line name
   * "EXTENSIA" of the alternate channel, the VAT rate (`idTva`: 1 20 %, 2 exempt), the cost `prixR`.
   */
  trace?: Partial<TraceOfInput>;
  /** For 650: the stock entry's fields (Rentrer en Stock). */
  stock?: { poids?: string; prixFact?: string; prixR?: string; labelProduit?: string; ref1?: string };
}

export interface LotVoulu {
  fournisseur?: number;
  pierre?: number;
  poids?: string;
  pieces?: number | null;
  euro?: string;
  noConfie?: string;
  lg?: boolean;
}

export interface MouvementOrVoulu {
  fournisseur: number;
  date?: string;
  entreeOrFin?: string;
  sortieOr750?: string;
  perte?: string;
  designation?: string;
  metalId?: number;
}

/** Statuses reached by the kernel's commands, from 50, in order. */
const CHEMIN: Record<
  number,
  ReadonlyArray<[number, "envoi" | "finalisationSuivi" | "finalisation" | "pretAFacturer" | "facturation"]>
> = {
  [STATUT.cree]: [],
  [STATUT.enFabrication]: [[STATUT.enFabrication, "envoi"]],
  [STATUT.fabrique]: [[STATUT.fabrique, "finalisationSuivi"]],
  [STATUT.finalise]: [[STATUT.finalise, "finalisation"]],
  [STATUT.pretAFacturer]: [
    [STATUT.finalise, "finalisation"],
    [STATUT.pretAFacturer, "pretAFacturer"],
  ],
  [STATUT.facture]: [
    [STATUT.finalise, "finalisation"],
    [STATUT.pretAFacturer, "pretAFacturer"],
    [STATUT.facture, "facturation"],
  ],
  [STATUT.enStock]: [[STATUT.finalise, "finalisation"]],
};

export function fabrique(t: TestApp): Fabrique {
  let n = 0;
  const suivant = () => ++n;
  const db = t.database.db;

  const call: Fabrique["call"] = async (method, url, payload, who = "bureau") =>
    t.app.inject({
      method,
      url,
      headers: { cookie: await t.cookieOf(who), ...nouvelEnvoi(method) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rows = async <T>(q: SQL) => (await db.execute<T & Record<string, unknown>>(q)).rows as T[];
  const one = async <T>(q: SQL) => {
    const [r] = await rows<T>(q);
    if (r === undefined) throw new Error("fabrique: no row");
    return r;
  };
  /** A command's answer, or the test stops with its body (a factory call that fails is a broken test). */
  const attendu = async (res: LightMyRequestResponse, status: number, quoi: string) => {
    if (res.statusCode !== status) throw new Error(`fabrique ${quoi}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  /** The row made on first need and reused: one shop, one product, one supplier, one stone. */
  const unSeul = (creer: () => Promise<number>) => {
    let id: Promise<number> | null = null;
    return () => {
      id ??= creer();
      return id;
    };
  };
  /** A client of the settings (stock, alternate channel), inserted as the import brings it. */
  const clientReglage = (id: number, label: string) =>
    unSeul(async () => {
      await db.execute(sql`
        insert into client (id, label, nom_agence, adresse, cp, ville)
        values (${id}, ${label}, ${label}, '12 rue de la Paix', '75002', 'Paris') on conflict (id) do nothing`);
      return id;
    });
  const clientParDefaut = unSeul(() => f.newClient());
  const produitParDefaut = unSeul(() => f.newProduit());
  const fournisseurParDefaut = unSeul(() => f.newFournisseur());
  const pierreParDefaut = unSeul(() => f.newPierre());

  const f: Fabrique = {
    call,
    rows,
    one,

    async newClient(champs = {}) {
      const i = suivant();
      const body = await attendu(
        await call(
          "POST",
          "/api/admin/clients",
          {
            nomAgence: champs.nomAgence ?? `Bijouterie Test ${i}`,
            adresse: `${i} rue de la Paix`,
            cp: "75002",
            ville: champs.ville ?? "Paris",
            idParent: champs.idParent ?? null,
          },
          "direction",
        ),
        201,
        "newClient",
      );
      return body.id as number;
    },

    clientStock: clientReglage(t.settings.clientStock, "STOCK"),
    clientCanalAlternatif: clientReglage(t.settings.clientCanalAlternatif, "EXTENSIA"),

    async newProduit(champs = {}) {
      const i = suivant();
      const c = await one<{ id: number }>(sql`
        insert into centre (ref, description, plus_mo, plus_fonte, plus_poids, plus_serti, prix_divers)
        values (${champs.ref ?? `TST${i}`}, ${champs.description ?? `Bague test ${i}`}, 100, 2000, 3000, 40, 10)
        returning id_centre as id`);
      await db.execute(
        sql`insert into produit (id_centre, id_stade, poids) values (${c.id}, ${champs.idStade ?? 2}, 3000)`,
      );
      return c.id;
    },

    async newOf(o = {}) {
      const statut = o.statut ?? STATUT.cree;
      const chemin = CHEMIN[statut];
      if (!chemin) throw new Error(`fabrique newOf: status ${statut} not reachable`);
      const client =
        o.client ?? (statut === STATUT.enStock ? await f.clientStock() : await clientParDefaut());
      const produit = o.produit ?? (await produitParDefaut());
      const crees = await attendu(
        await call("POST", "/api/of/creation", {
          ofs: [
            {
              idp: produit,
              idBijouterie: client,
              idTypeCommande: 1,
              typTransp: 1,
              typeMetal: o.typeMetal ?? 1,
              idStade: 2,
              typCom: 1,
              dim: o.dim ?? "52",
              prixFact: o.prixFact ?? "1000",
              ...(o.dateLivr === undefined ? {} : { dateLivr: o.dateLivr }),
            },
          ],
        }),
        201,
        "newOf",
      );
      const num = crees[0].numSachet as number;
      if (o.trace) {
        const base = { statut: STATUT.cree, poids: "3,250", idStade: 2, typTransp: 1, dim: o.dim ?? "52" };
        const prix = { prixFact: o.prixFact ?? "1000" };
        await attendu(
          await call("PUT", `/api/of/${num}/trace`, { ...base, ...prix, ...o.trace }),
          200,
          "newOf trace",
        );
      }
      if (chemin.length > 0) {
        await withTx(db, null, async (tx) => {
          for (const [cible, commande] of chemin) {
            await changerStatut(
              tx,
              num,
              cible,
              commande,
              cible === STATUT.finalise ? { poids: "3.250" } : {},
            );
          }
        });
      }
      if (statut === STATUT.enStock) {
        await f.clientStock();
        await attendu(
          await call("POST", "/api/stock/rentrer", {
            numSachet: num,
            ref1: o.stock?.ref1 ?? null,
            poids: o.stock?.poids ?? "3,250",
            prixFact: o.stock?.prixFact ?? "1234,40",
            prixR: o.stock?.prixR ?? "500",
            labelProduit: o.stock?.labelProduit ?? "BAGUE OR",
          }),
          200,
          "newOf 650",
        );
      }
      return num;
    },

    async newFournisseur(champs = {}) {
      const i = suivant();
      const adresse = champs.avecAdresse === false ? null : `${i} rue Cadet`;
      const r = await one<{ id: number }>(sql`
        insert into fournisseur (raison_soc, type_four, perte, adresse, cp, ville)
        values (${champs.raisonSoc ?? `Fournisseur Test ${i}`}, ${champs.typeFour === undefined ? 998 : champs.typeFour},
                ${champs.perte ?? "0"}, ${adresse},
                ${adresse ? "75009" : null}, ${adresse ? "Paris" : null})
        returning four_id as id`);
      return r.id;
    },

    async newPierre(o = {}) {
      const i = suivant();
      const body = await attendu(
        await call("POST", "/api/pierres", {
          typePier: o.typePier ?? 1,
          forme: o.forme ?? 1,
          description: o.description ?? `Pierre test ${i}`,
          idQual: o.idQual ?? 1,
          euro: o.euro ?? "1500",
          dollar: "1620",
        }),
        201,
        "newPierre",
      );
      return (body.idPier ?? body.id) as number;
    },

    async newLot(o = {}) {
      const i = suivant();
      const body = await attendu(
        await call("POST", "/api/pierres/recues", {
          noConfie: o.noConfie ?? `C-${i}`,
          idFour: o.fournisseur ?? (await fournisseurParDefaut()),
          idPier: o.pierre ?? (await pierreParDefaut()),
          euro: o.euro ?? "1500",
          poids: o.poids ?? "1",
          pieces: o.pieces ?? null,
          lg: o.lg ?? false,
          certificat: `GIA ${i}`,
        }),
        201,
        "newLot",
      );
      return body.idConf as number;
    },

    async newMouvementOr(o) {
      const body = await attendu(
        await call(
          "POST",
          "/api/metal/mouvements/fournisseurs",
          {
            date: o.date ?? "2026-11-02",
            perte: o.perte ?? "0",
            designation: o.designation ?? "Achat",
            metalId: o.metalId ?? 1,
            entreeOrFin: o.entreeOrFin ?? "",
            sortieOr750: o.sortieOr750 ?? "",
            fournisseurId: o.fournisseur,
          },
          "direction",
        ),
        201,
        "newMouvementOr",
      );
      return body.id as number;
    },

    async newFacture(ofs, port = "0") {
      return attendu(await call("POST", "/api/facturation/facturer", { ofs, port }), 201, "newFacture");
    },

    async newAvoir(o) {
      const body = await attendu(
        await call("POST", "/api/facturation/avoirs", {
          idClt: o.client,
          idFact: o.facture ?? null,
          ref: "",
          description: o.description ?? "Remise",
          totHt: o.totHt,
        }),
        201,
        "newAvoir",
      );
      return body.idAvoir as number;
    },

    async newOuvrier(genre, label) {
      const nom = label ?? `Ouvrier ${suivant()}`;
      const r = await one<{ id: number }>(
        sql`insert into ${sql.identifier(genre)} (label, actif) values (${nom}, 1) returning id`,
      );
      return r.id;
    },

    async newPlateau(label) {
      const i = suivant();
      const r = await one<{ id: number }>(
        sql`insert into plateau (label) values (${label ?? `P${i}`}) returning id_plateau as id`,
      );
      return r.id;
    },
  };
  return f;
}
