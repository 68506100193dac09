import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enregistrerFlux, recevoirFluxFournisseurs, type SourceFlux } from "../../src/achats/index.ts";
import {
  factureFournisseur,
  fournisseur,
  mouvementMetal,
  pierresRecues,
  traiteFournisseur,
} from "../../src/db/schema/index.ts";
import { withTx } from "../../src/db/tx.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { echantillon } from "./echantillons.ts";

let t: TestApp;
let idAffinerie: number;

/** A stone of the price list to receive lots of. */
async function unePierre(): Promise<number> {
  const r = await t.database.db.execute<{ id: number }>(
    `insert into pierre (type_pier, forme) values ((select min(id_typ_pier) from type_pier), (select min(id_form) from forme_pier)) returning id_pier as id` as never,
  );
  return r.rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [a, p, s] = await db
    .insert(fournisseur)
    .values([
      {
        raisonSoc: "AFFINERIE DU NORD SAS",
        typeFour: 998,
        adresse: "1 rue de la Paix",
        cp: "75002",
        ville: "Paris",
      },
      {
        raisonSoc: "Diamants de la Paix",
        typeFour: 1,
        adresse: "1 rue de la Paix",
        cp: "75002",
        ville: "Paris",
      },
      {
        raisonSoc: "Polissage Service",
        typeFour: 2,
        adresse: "1 rue de la Paix",
        cp: "75002",
        ville: "Paris",
      },
    ])
    .returning({ id: fournisseur.fourId });
  idAffinerie = a!.id;
  // The refiner's 100 g of 750 bought through the gold form the day before the invoice: 75.00 fine grams.
  await db.insert(mouvementMetal).values({
    fournisseurId: a!.id,
    dateMouvement: "2026-11-19",
    designation: "Achat or 750/1000 - doc AFN-2026-0457",
    metalId: 1,
    entreeOrFin: "75.00",
    titre: 750,
    prixGramme: "62.5000",
  });
  await db.insert(pierresRecues).values({
    noConfie: "C-2611",
    idFour: p!.id,
    idPier: await unePierre(),
    poids: "12.350",
    dateReception: "2026-11-18",
  });
  await db.insert(traiteFournisseur).values({
    fourId: s!.id,
    dateCreation: "2026-11-21",
    dateEcheance: "2026-12-21",
    totalTtc: "540.00",
    numEffet: "PS-112",
  });
});
afterAll(() => t.close());

const recevoir = (flowId: string, nom: string, fichier: Uint8Array) =>
  withTx(t.database.db, null, (tx) => enregistrerFlux(tx, { flowId, nom, fichier }));

async function ligne(flowId: string) {
  const [f] = await t.database.db
    .select()
    .from(factureFournisseur)
    .where(eq(factureFournisseur.flowId, flowId));
  return f!;
}

describe("reception of a supplier's file: one model, checked, matched, kept", () => {
  it("the refiner's Factur-X PDF: its embedded CII read, valid, matched to the gold-form purchase of 75.00 fine grams", async () => {
    const pdf = echantillon("affinerie-fil-750.pdf");
    expect(await recevoir("flux-afn-1", "affinerie-fil-750.pdf", pdf)).toBeTypeOf("number");
    const f = await ligne("flux-afn-1");
    expect(f).toMatchObject({
      typeFichier: "pdf",
      syntaxe: "Factur-X",
      valide: true,
      violations: [],
      fournisseurNom: "Affinerie du Nord",
      fournisseurSiren: "552100554",
      numero: "AFN-2026-0457",
      dateFacture: "2026-11-20",
      echeance: "2026-12-20",
      totalHt: "6250.000000",
      totalTva: "1250.000000",
      totalTtc: "7500.000000",
      idFour: idAffinerie,
      famille: "metal",
      etatRapprochement: "rapprochee",
      statut: "recue",
    });
    expect(f.rapprochement?.liens).toEqual([
      expect.objectContaining({ type: "mouvement_or", ligne: "1", ecarts: [] }),
    ]);
    expect(f.facture?.lignes[0]).toMatchObject({
      quantite: "100.000",
      unite: "GRM",
      attributs: [{ nom: "Titre", valeur: "750" }],
    });
  });

  it("the stone supplier's CII: matched to the lot C-2611 of 12.350 ct", async () => {
    await recevoir("flux-dlp-1", "pierres.xml", echantillon("pierres-confie-c2611.xml"));
    expect(await ligne("flux-dlp-1")).toMatchObject({
      syntaxe: "CII",
      valide: true,
      famille: "pierres",
      etatRapprochement: "rapprochee",
      rapprochement: expect.objectContaining({
        liens: [expect.objectContaining({ type: "lot_pierres", ref: "C-2611" })],
      }),
    });
  });

  it("the service's UBL: mapped to the same model, matched to the supplier's bill of 540.00", async () => {
    await recevoir("flux-ps-1", "service.xml", echantillon("service-maintenance.xml"));
    expect(await ligne("flux-ps-1")).toMatchObject({
      syntaxe: "UBL",
      valide: true,
      numero: "MNT-2026-112",
      fournisseurSiren: "351234567",
      totalTtc: "540.000000",
      famille: "autre",
      etatRapprochement: "rapprochee",
    });
  });

  it("a flow received twice is taken once", async () => {
    const pdf = echantillon("affinerie-fil-750.pdf");
    expect(await recevoir("flux-afn-1", "affinerie-fil-750.pdf", pdf)).toBeNull();
    const [a, b] = await Promise.all([
      recevoir("flux-double", "x.xml", echantillon("service-maintenance.xml")),
      recevoir("flux-double", "x.xml", echantillon("service-maintenance.xml")),
    ]);
    expect([a, b].filter((x) => x !== null)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(factureFournisseur)
      .where(eq(factureFournisseur.flowId, "flux-double"));
    expect(rows).toHaveLength(1);
  });

  const CII = echantillon("affinerie-fil-750.xml").toString("utf8");
  const UBL = echantillon("service-maintenance.xml").toString("utf8");
  it.each([
    ["not XML", Buffer.from("ceci n'est pas une facture"), "LECTURE", "Le fichier n'est pas un XML lisible."],
    ["broken XML", Buffer.from(CII.slice(0, 2000)), "LECTURE", "Le fichier n'est pas un XML lisible."],
    [
      "an entity bomb",
      Buffer.from('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "bbbb">]><a>&b;</a>'),
      "LECTURE",
      "Le fichier déclare un DOCTYPE ou des entités : refusé.",
    ],
    [
      "another document",
      Buffer.from("<Order><ID>1</ID></Order>"),
      "LECTURE",
      "Syntaxe inconnue : l'élément racine « Order » n'est ni une facture CII ni une facture UBL.",
    ],
    ["a PDF without XML", Buffer.from("%PDF-1.7\n%garbage"), "LECTURE", "Le PDF est illisible."],
    [
      "oversized",
      Buffer.concat([Buffer.from(CII), Buffer.alloc(10_000_001, 32)]),
      "LECTURE",
      "Fichier trop volumineux (plus de 10 Mo).",
    ],
    [
      "no invoice number (BR-02)",
      Buffer.from(CII.replace("<ram:ID>AFN-2026-0457</ram:ID>", "")),
      "BR-02",
      "Numéro de facture (BT-1) absent.",
    ],
    [
      "CII totals that do not add up: the same EN 16931 checker as Écrin's invoices",
      Buffer.from(CII.replace("<ram:GrandTotalAmount>7500.00", "<ram:GrandTotalAmount>7600.00")),
      "BR-CO-15",
      "BT-112 7600 ≠ BT-109 + BT-110.",
    ],
    [
      "UBL totals that do not add up (BR-CO-15)",
      Buffer.from(
        UBL.replace(
          '<cbc:TaxInclusiveAmount currencyID="EUR">540.00',
          '<cbc:TaxInclusiveAmount currencyID="EUR">541.00',
        ),
      ),
      "BR-CO-15",
      "Le total TTC (541.00) diffère du total HT plus la TVA (540.00).",
    ],
  ])(
    "%s: kept byte for byte, shown invalid with the failed rule, nothing half-read",
    async (nom, fichier, regle, message) => {
      const flowId = `flux-invalide-${nom}`.slice(0, 64);
      await recevoir(flowId, "facture.bin", fichier);
      const f = await ligne(flowId);
      expect(f.valide).toBe(false);
      expect(f.violations).toContainEqual({ regle, message });
      if (regle === "LECTURE")
        expect(f).toMatchObject({
          facture: null,
          numero: null,
          totalTtc: null,
          etatRapprochement: "non_rapprochee",
        });
      const cookie = await t.cookieOf("bureau");
      const original = await t.app.inject({
        method: "GET",
        url: `/api/achats/factures/${f.id}/fichier`,
        headers: { cookie },
      });
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(fichier)).toBe(true);
    },
  );
});

/** A platform's SupplierInvoice flows in memory, paged by updatedAfter like the standard's search. */
function plateforme(flux: { flowId: string; updatedAt: string; fichier: Buffer }[], echecSur?: string) {
  const lus: string[] = [];
  const source: SourceFlux = {
    async parcourirFlux(_where, depuis, page) {
      let curseur = depuis;
      for (;;) {
        const suite = flux
          .filter((f) => f.updatedAt > curseur)
          .slice(0, 2)
          .map((f) => ({ flowId: f.flowId, updatedAt: f.updatedAt, flowSyntax: "UBL" as const }));
        await page(suite, suite.at(-1)?.updatedAt ?? curseur);
        if (suite.length < 2) return;
        curseur = suite.at(-1)!.updatedAt;
      }
    },
    async lireFlux(flowId) {
      lus.push(flowId);
      if (flowId === echecSur) throw new Error("plateforme injoignable");
      return flux.find((f) => f.flowId === flowId)!.fichier;
    },
  };
  return { source, lus };
}

describe("reception from the platform: updatedAfter paging, idempotent, resumable", () => {
  const fichier = echantillon("service-maintenance.xml");
  const flux = Array.from({ length: 5 }, (_, i) => ({
    flowId: `pa-${i}`,
    updatedAt: `2026-11-27T10:00:0${i}.000Z`,
    fichier,
  }));

  it("a stop in the middle (a flow that cannot be read) keeps what was taken; the next run takes the rest, none twice", async () => {
    const premier = plateforme(flux, "pa-3");
    await expect(recevoirFluxFournisseurs(t.database.db, premier.source)).rejects.toThrow(
      "plateforme injoignable",
    );
    const apres = await t.database.db.execute<{ flow_id: string }>(
      "select flow_id from facture_fournisseur where flow_id like 'pa-%' order by flow_id" as never,
    );
    expect(apres.rows.map((r) => r.flow_id)).toEqual(["pa-0", "pa-1", "pa-2"]);

    const second = plateforme(flux);
    expect(await recevoirFluxFournisseurs(t.database.db, second.source)).toEqual({ recues: 2 });
    // The cursor had moved past pa-2: only pa-3 and pa-4 are fetched again.
    expect(second.lus).toEqual(["pa-3", "pa-4"]);
    const troisieme = plateforme(flux);
    expect(await recevoirFluxFournisseurs(t.database.db, troisieme.source)).toEqual({ recues: 0 });
    expect(troisieme.lus).toEqual([]);
    const tous = await t.database.db.execute<{ n: number }>(
      "select count(*)::int as n from facture_fournisseur where flow_id like 'pa-%'" as never,
    );
    expect(tous.rows[0]?.n).toBe(5);
  });
});
