import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { facturesPdf } from "../../src/facturation/index.ts";
import { loadSettings } from "../../src/settings.ts";
import { texteDuPdf } from "../helpers/pdf-texte.ts";
import { importSale, rows, sale } from "./import-sale.fixture.ts";

/**
 * The rows import:legacy writes from a dirty old database (`import-sale.fixture.ts`): every line and
 * correction kept as the old base has it, an imported invoice printed as issued, Écrin's own rows refusing
 * a negative, the issued documents kept exactly. The report is in `import-sale-rapport.test.ts`.
 */

importSale();

describe("import:legacy of a dirty old database: the rows as imported", () => {
  it("keeps every line and correction as the old base has it, flagged and reported", async () => {
    const decisions = (old: string) =>
      sale.r.tables
        .find((t) => t.old === old)
        ?.adjusted.map((a) => `${a.id} ${a.kind} ${a.column} ${a.change}`);
    const ignored = (old: string) =>
      sale.r.tables.find((t) => t.old === old)?.skipped.map((s) => `${s.id} ${s.kind} ${s.reason}`);
    expect(decisions("clients")).toContain(
      "20 mojibake nom_agence « FranÃ§oise Bijoux » → « Françoise Bijoux » (UTF-8 lu en latin1, réparé)",
    );
    expect(ignored("metal")).toEqual([
      "50 meme_sens même description « OR » que id_metal 1 d'Écrin : non recopié, ses références vont à 1",
    ]);
    expect(ignored("tva")).toEqual([
      "9 meme_sens même taux « 20.00 » que id_tva 1 d'Écrin : non recopié, ses références vont à 1",
    ]);
    expect(decisions("constituant_fact")).toEqual([
      "900 correction of ligne sans OF (libre ou de correction) : gardée avec sa désignation et ses montants",
      "901 negatif prix_u_ht -50.00 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
      "901 negatif totht -50.00 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
      "901 correction of ligne sans OF (libre ou de correction) : gardée avec sa désignation et ses montants",
      "902 reference_inconnue of of 88888 inconnu → vide",
    ]);
    expect(decisions("constituant_fact_extensia")).toEqual([
      "50 vide_obligatoire prix vide → 0.00",
      "50 correction of ligne sans OF (libre ou de correction) : gardée avec sa désignation et ses montants",
    ]);
    expect(decisions("avoir")).toContain(
      "22 negatif tot_ht -20.00 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
    );
    expect(decisions("of")).toContain(
      "1300 archive idp produit 4 absent de l'ancienne base → reconstruit archivé depuis cette ligne",
    );
    expect(decisions("pierres_recues")).toEqual([
      "20 correction pierre_etat état 0 (aucun) → 1 (lot gardé, en stock)",
    ]);
    expect(decisions("op_stock")).toEqual([
      "31 negatif poids_sortant -0.125 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
      "32 reference_inconnue of of 77777 inconnu → vide",
    ]);
    expect(decisions("boite_or")).toEqual([
      "2 negatif done_ouvr -1.500 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
    ]);
    expect(decisions("reception_metal")).toEqual([
      "2 negatif poids -5.000 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
    ]);
    expect(decisions("mouvements_clal")).toEqual([
      "2 negatif entree_or_fin -10.000 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
    ]);
    expect(ignored("mouvements_metal")).toEqual([
      "3 parties ni fournisseur ni client : mouvement d'aucun compte",
      "5 parties ni fournisseur ni client : mouvement d'aucun compte",
    ]);
    expect(ignored("new_stock_prod")).toEqual(["55555 reference_inconnue of 55555 inconnu dans of"]);
    expect(
      await rows(
        sql`select id, fact, "of", designation, totht, reprise from constituant_fact where id >= 900 order by id`,
      ),
    ).toEqual([
      { id: 900, fact: 130, of: null, designation: "Frais de gravure", totht: "45.00", reprise: false },
      { id: 901, fact: 130, of: null, designation: "Correction remise", totht: "-50.00", reprise: true },
      { id: 902, fact: 132, of: null, designation: "Bague (OF perdu)", totht: "15000.25", reprise: false },
    ]);
    // The lines without OF are in the analyses' projection too.
    expect(
      await rows(
        sql`select id_ligne, "of", montant from analyse_vente where canal = 0 and id_ligne >= 900 order by 1`,
      ),
    ).toEqual([
      { id_ligne: 900, of: null, montant: "45.00" },
      { id_ligne: 901, of: null, montant: "-50.00" },
      { id_ligne: 902, of: null, montant: "15000.25" },
    ]);
    expect(await rows(sql`select nom_agence from client where id = 20`)).toEqual([
      { nom_agence: "Françoise Bijoux" },
    ]);
    expect(
      await rows(sql`select id_metal, description from metal where description ilike 'or' order by 1`),
    ).toEqual([{ id_metal: 1, description: "Or" }]);
    expect(await rows(sql`select id_conf, pierre_etat from pierres_recues`)).toEqual([
      { id_conf: 20, pierre_etat: 1 },
    ]);
    expect(await rows(sql`select id_op, "of", poids_sortant, reprise from op_stock order by 1`)).toEqual([
      { id_op: 30, of: 1001, poids_sortant: "0.500", reprise: false },
      { id_op: 31, of: 1001, poids_sortant: "-0.125", reprise: true },
      { id_op: 32, of: null, poids_sortant: "0.250", reprise: false },
    ]);
    expect(await rows(sql`select "of", date_entree::text as d from new_stock_prod order by 1`)).toEqual([
      { of: 1005, d: "2010-04-04" },
      { of: 1006, d: "2010-04-04" },
    ]);
    expect(
      await rows(
        sql`select c.id_centre, p.id_centre as produit from centre c join produit p using (id_centre) where id_centre = 4`,
      ),
    ).toEqual([{ id_centre: 4, produit: 4 }]);
    expect(
      await rows(sql`select id, metal_id, entree_or_fin, reprise from mouvement_clal order by id`),
    ).toEqual([
      { id: 1, metal_id: 1, entree_or_fin: "1000.000", reprise: false },
      { id: 2, metal_id: 1, entree_or_fin: "-10.000", reprise: true },
      { id: 3, metal_id: 1, entree_or_fin: "20.500", reprise: false },
    ]);
  });

  it("prints an imported invoice with its lines without OF, as issued", async () => {
    const ctx = {
      db: sale.database.db,
      settings: await loadSettings(sale.database.db),
      config: loadConfig({}),
    };
    const texte = texteDuPdf(await facturesPdf(ctx, { ids: [130], canal: "standard" }));
    expect(texte).toContain("N° F130");
    expect(texte).toContain("Frais de gravure");
    expect(texte).toContain("Correction remise");
  });

  it("Écrin's own rows still refuse a negative: only an imported row may carry one", async () => {
    await expect(
      sale.database.db.execute(
        sql`insert into boite_or (id_ouvr, done_ouvr, rendu_ouvr, date) values (1, -1, 0, current_date)`,
      ),
    ).rejects.toThrow();
    await expect(
      sale.database.db.execute(sql`update avoir set tot_ht = -5 where id_avoir = 20`),
    ).rejects.toThrow();
  });

  it("keeps the issued documents exactly, the rebuilt client inactive, the cycles broken", async () => {
    expect(
      await rows(sql`select id, label, adresse, ville, actif from client where id in (777, 778) order by id`),
    ).toEqual([
      { id: 777, label: "Bijouterie Disparue", adresse: "1 rue Vide", ville: "Paris", actif: false },
      { id: 778, label: "Client supprimé n° 778", adresse: "", ville: "", actif: false },
    ]);
    expect(
      await rows(
        sql`select id_fact, id_bijouterie, port from facture where id_fact in (130, 132) order by 1`,
      ),
    ).toEqual([
      { id_fact: 130, id_bijouterie: 777, port: "5.00" },
      { id_fact: 132, id_bijouterie: 2, port: "12345.67" },
    ]);
    expect(
      await rows(
        sql`select id_avoir, id_clt, description, tot_ht from avoir where id_avoir in (20, 21) order by 1`,
      ),
    ).toEqual([
      { id_avoir: 20, id_clt: 1, description: "Retour pièce", tot_ht: "10.00" },
      { id_avoir: 21, id_clt: 778, description: "Avoir client disparu", tot_ht: "12.50" },
    ]);
    expect(await rows(sql`select id, id_parent from client where id in (10, 11, 12) order by id`)).toEqual([
      { id: 10, id_parent: null },
      { id: 11, id_parent: null },
      { id: 12, id_parent: 11 },
    ]);
    expect(
      await rows(
        sql`select id_ligne, poids_d, poids_r, reprise from ouvrier where id_ligne in (9001, 9002) order by 1`,
      ),
    ).toEqual([
      { id_ligne: 9001, poids_d: "-2.500", poids_r: "0.000", reprise: true },
      { id_ligne: 9002, poids_d: "1.000", poids_r: "0.000", reprise: false },
    ]);
  });
});
