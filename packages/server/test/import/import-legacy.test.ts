import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/connection.ts";
import { withTx } from "../../src/db/tx.ts";
import { prochainNumero } from "../../src/facturation/index.ts";
import { ImportError, type ImportReport, importLegacy } from "../../src/import/import-legacy.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { createLegacy, LEGACY_TABLES, type Legacy } from "./legacy-fixture.ts";

let database: Database;
let legacy: Legacy;

const ONLY = { only: LEGACY_TABLES };
const TABLES = [
  ...[
    "client",
    "utilisateur",
    "cours",
    "stade",
    "joaillier",
    "sertisseur",
    "fournisseur",
    "pierre",
    "tarifs",
  ],
  ...["centre_vide", "centre", "produit", "centre_pierres", "of", "ouvrier", "serti", "facture"],
  ...["constituant_fact", "facture_extensia", "constituant_fact_extensia", "avoir"],
];

function counts(r: ImportReport) {
  return r.tables.map((t) => [t.old, t.read, t.inserted, t.updated, t.unchanged, t.skipped.length]);
}

async function snapshot(): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const t of TABLES)
    out.push((await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(t)}`)).rows[0]);
  out.push(
    (
      await database.db.execute(
        sql`select count(*)::int as n, (select coalesce(sum(port), 0)::text from facture) as port,
          (select coalesce(sum(totht), 0)::text from constituant_fact) as lignes,
          (select string_agg(num_sachet || ':' || statut || ':' || coalesce(of_reservation, 0), ',' order by num_sachet) from "of") as ofs
        from audit`,
      )
    ).rows[0],
  );
  return out;
}

const rows = async (q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows;
let dry: ImportReport;

/** Every index, foreign key and trigger (with its enabled state) of the schema, as definitions. */
async function schema(): Promise<unknown[]> {
  return rows(sql`select 'index ' || indexdef as d from pg_indexes where schemaname = current_schema()
    union all select 'contrainte ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = current_schema()::regnamespace
    union all select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text
      from pg_trigger where not tgisinternal
    order by 1`);
}

describe("import:legacy (old MySQL system → Écrin)", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    legacy = await createLegacy(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await legacy?.drop();
  });

  it("--dry-run changes nothing", async () => {
    const before = await snapshot();
    dry = await importLegacy(database.db, { from: legacy.from, dryRun: true, ...ONLY });
    expect(dry.dryRun).toBe(true);
    expect(dry.reconciliation).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("imports every table with the conversions, the same report as the dry run, no audit rows", async () => {
    const before = await schema();
    const r = await importLegacy(database.db, { from: legacy.from, ...ONLY });
    // The first load defers foreign keys, plain indexes and the triggers that write nothing under
    // audit_off: every one is back as it was (foreign keys validated on every row at the group's end).
    expect(await schema()).toEqual(before);
    expect(before).toContainEqual({ d: "trigger constituant_fact registre_police O" });
    expect(before).toContainEqual({
      d: "contrainte ouvrier ouvrier_n_sachet_of_num_sachet_fk FOREIGN KEY (n_sachet) REFERENCES of(num_sachet)",
    });
    expect(counts(r)).toEqual(counts(dry));
    expect(r.tables.map((t) => [t.skipped, t.adjusted])).toEqual(
      dry.tables.map((t) => [t.skipped, t.adjusted]),
    );
    for (const t of r.tables) {
      expect(t.read, t.old).toBe(legacy.rows[t.old] ?? 0);
      // Reference lists are Écrin's own rows: unchanged; everything else is new.
      expect(t.inserted + t.unchanged + t.skipped.length, t.old).toBe(t.read);
      expect(t.updated, t.old).toBe(0);
    }
    const table = (old: string) => r.tables.find((t) => t.old === old);
    // The OF of a product the old database deleted is kept, its product rebuilt archived.
    expect(table("of")?.skipped).toEqual([]);
    expect(table("produit")?.skipped).toEqual([
      { id: "9", kind: "reference_inconnue", reason: "id_centre 9 inconnu dans centre" },
    ]);
    expect(table("ouvrier")?.skipped).toEqual([]);
    expect(table("facture")?.adjusted).toEqual([
      { id: "105", kind: "arrondi", column: "port", change: "7.126 → 7.13" },
    ]);
    expect(table("of")?.adjusted).toEqual([
      {
        id: "1011",
        kind: "texte_coupe",
        column: "label_produit",
        change: "« Étiquette trop longue pour Écrin » (32 caractères) coupé à 15 caractères",
      },
      { id: "1012", kind: "arrondi", column: "prix_fact", change: "12.345 → 12.35" },
      {
        id: "1299",
        kind: "archive",
        column: "idp",
        change: "produit 99 absent de l'ancienne base → reconstruit archivé depuis cette ligne",
      },
      { id: "1007", kind: "reference_inconnue", column: "id_user", change: "utilisateur 77 inconnu → vide" },
      { id: "1010", kind: "reference_inconnue", column: "of_reservation", change: "of 99999 inconnu → vide" },
    ]);
    expect(table("ouvrier")?.adjusted).toEqual([
      {
        id: "5007",
        kind: "correction",
        column: "date_retour",
        change: "rendu sans date de retour → 2010-06-06",
      },
    ]);

    // The reconciliation: equal, or the difference explained by the skipped rows.
    for (const c of r.reconciliation)
      expect(
        c.old === c.ecrin || c.explained !== undefined,
        `${c.table} ${c.measure} ${c.old} ${c.ecrin}`,
      ).toBe(true);
    const measures = r.reconciliation.map((c) => `${c.table} ${c.measure}`);
    for (const m of [
      "facture port 2009",
      "facture_extensia port 2010",
      "constituant_fact total HT des lignes par année 2009",
      "constituant_fact total HT des lignes par année 2010",
      "constituant_fact_extensia total des lignes EXTENSIA par année 2009",
      "avoir tot_ht 2010",
    ])
      expect(measures).toContain(m);
    expect(r.reconciliation.find((c) => c.table === "of" && c.measure === "nombre")).toEqual({
      table: "of",
      measure: "nombre",
      old: "300",
      ecrin: "300",
    });
    expect(
      await rows(sql`select c.id_centre, c.ref, c.description, p.id_centre as produit from centre c
        join produit p using (id_centre) where id_centre = 99`),
    ).toEqual([
      {
        id_centre: 99,
        ref: "SOL-1",
        description: "Produit archivé n° 99 (reconstruit depuis ses OF)",
        produit: 99,
      },
    ]);
    expect(r.reconciliation.find((c) => c.table === "facture" && c.measure === "nombre")).toMatchObject({
      old: "24",
      ecrin: "24",
    });

    expect(await rows(sql`select id, nom_agence, id_parent, adresse, actif from client order by id`)).toEqual(
      [
        {
          id: 1,
          nom_agence: "Bijouterie Élégance",
          id_parent: null,
          adresse: "3 rue de l'Étoile",
          actif: true,
        },
        { id: 2, nom_agence: "Orfèvrerie Façon Môme", id_parent: 1, adresse: "1 place Süd", actif: true },
        { id: 3, nom_agence: "Ancien client", id_parent: null, adresse: "", actif: false },
        { id: 502, nom_agence: "EXTENSIA", id_parent: null, adresse: "9 quai Bérard", actif: true },
      ],
    );
    // Logins and roles, never passwords: deactivated, with no usable password.
    expect(
      await rows(
        sql`select id_user, login, role, num_agence, actif, password_hash from utilisateur order by 1`,
      ),
    ).toEqual([
      { id_user: 10, login: "hélène", role: 1, num_agence: null, actif: false, password_hash: "!" },
      { id_user: 11, login: "paul", role: 6, num_agence: 1, actif: false, password_hash: "!" },
    ]);
    expect(
      await rows(sql`select num_sachet, id_user, date_livr::text as livr, notes, photo_of, poids, prix_fact, of_reservation, label_produit
        from "of" where num_sachet in (1000, 1001, 1010, 1011, 1012) order by 1`),
    ).toEqual([
      {
        num_sachet: 1000,
        id_user: null,
        livr: null,
        notes: null,
        photo_of: "of1000.jpg",
        poids: "0.125",
        prix_fact: "100.50",
        of_reservation: 1001,
        label_produit: "OF1000",
      },
      {
        num_sachet: 1001,
        id_user: 11,
        livr: "2010-12-15",
        notes: "Gravure « Amélie » côté intérieur",
        photo_of: null,
        poids: "1.125",
        prix_fact: "101.50",
        of_reservation: null,
        label_produit: "OF1001",
      },
      {
        num_sachet: 1010,
        id_user: null,
        livr: "2009-12-15",
        notes: null,
        photo_of: null,
        poids: "10.125",
        prix_fact: "110.50",
        of_reservation: null,
        label_produit: "OF1010",
      },
      {
        num_sachet: 1011,
        id_user: 11,
        livr: "2010-12-15",
        notes: "Gravure « Amélie » côté intérieur",
        photo_of: null,
        poids: "11.125",
        prix_fact: "111.50",
        of_reservation: null,
        label_produit: "Étiquette trop ",
      },
      {
        num_sachet: 1012,
        id_user: 10,
        livr: "2009-12-15",
        notes: null,
        photo_of: "of1012.jpg",
        poids: "12.125",
        prix_fact: "12.35",
        of_reservation: null,
        label_produit: "OF1012",
      },
    ]);
    expect(await rows(sql`select label from joaillier order by id`)).toEqual([
      { label: "Jérôme" },
      { label: "Cécile" },
      { label: "Anaïs (partie)" },
    ]);
    expect(
      await rows(sql`select id_cv, image, nom_ligne, prenom_ligne, type_prod from centre_vide order by 1`),
    ).toEqual([
      { id_cv: 1, image: null, nom_ligne: null, prenom_ligne: "Solitaire", type_prod: 1 },
      { id_cv: 2, image: null, nom_ligne: "EXTENSIA", prenom_ligne: "Étoile", type_prod: null },
    ]);
    const f = await rows(
      sql`select id_fact, date_echeance::text as de, date_paiement::text as dp, port, cours_fixe, adresse, ville from facture where id_fact in (104, 105, 107) order by id_fact`,
    );
    expect(f).toEqual([
      {
        id_fact: 104,
        de: "2009-12-31",
        dp: "2009-06-30",
        port: "12.90",
        cours_fixe: "24512.3456",
        adresse: null,
        ville: "Zürich",
      },
      {
        id_fact: 105,
        de: "2009-12-31",
        dp: null,
        port: "7.13",
        cours_fixe: null,
        adresse: null,
        ville: "Zürich",
      },
      { id_fact: 107, de: null, dp: null, port: "13.20", cours_fixe: null, adresse: null, ville: "Zürich" },
    ]);
    expect(
      await rows(sql`select id_avoir, ref, description, tot_ht, id_fact from avoir order by id_avoir`),
    ).toEqual([
      { id_avoir: 7, ref: "AV-1", description: "Remise « geste » accordée", tot_ht: "150.10", id_fact: 105 },
      { id_avoir: 8, ref: null, description: "Retour pièce", tot_ht: "80.00", id_fact: null },
    ]);
    // The credit note on invoice 105 cites it as Écrin's own do (BT-25/26); the other cites none.
    expect(await rows(sql`select id_avoir, id_fact from avoir_facture order by id_avoir`)).toEqual([
      { id_avoir: 7, id_fact: 105 },
    ]);
    expect(
      await rows(
        sql`select count(*)::int as n from audit where table_name in (${sql.join(
          TABLES.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it("numbers the imported documents and payments in the journals once, by date (0022's order)", async () => {
    expect(
      await rows(sql`select journal, count(*)::int as n, min(num) as premier, max(num) as dernier
        from ecriture_numero group by 1 order by 1`),
    ).toEqual([
      { journal: "reglements", n: 12, premier: 1, dernier: 12 },
      { journal: "ventes", n: 32, premier: 1, dernier: 32 },
    ]);
    // The first entry is the earliest document.
    expect(
      await rows(sql`select e.source, f.date_fact::text as d from ecriture_numero e
        join facture f on e.source = 'facture' and f.id_fact = e.id_source where e.journal = 'ventes' and e.num = 1`),
    ).toEqual([{ source: "facture", d: "2009-01-10" }]);
  });

  it("refuses a database that already holds documents unless --merge", async () => {
    await expect(importLegacy(database.db, { from: legacy.from, ...ONLY })).rejects.toThrow(
      "la base Écrin contient déjà des documents (OF, factures ou avoirs) ; relancer avec --merge pour fusionner",
    );
  });

  it("a second run (--merge) changes nothing: 0 inserted, 0 updated, same sums", async () => {
    const before = await snapshot();
    const r = await importLegacy(database.db, { from: legacy.from, merge: true, ...ONLY });
    for (const t of r.tables) expect([t.old, t.inserted, t.updated]).toEqual([t.old, 0, 0]);
    expect(r.tables.find((t) => t.old === "of")).toMatchObject({ read: 300, unchanged: 300 });
    expect(await snapshot()).toEqual(before);
  });

  it("an issued invoice that differs is reported, never updated, and the group is rolled back", async () => {
    await legacy.run("update facture set port = 99 where id_fact = 110");
    await legacy.run("insert into avoir values (9,1,'2010-05-05','X','Nouveau',1,0)");
    const err = await importLegacy(database.db, { from: legacy.from, merge: true, ...ONLY }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).message).toContain(
      "facture (ancien id 110) : document émis déjà présent dans Écrin avec d'autres valeurs ; il ne peut être modifié",
    );
    expect(await rows(sql`select count(*)::int as n from avoir`)).toEqual([{ n: 2 }]);
    expect(await rows(sql`select port from facture where id_fact = 110`)).toEqual([{ port: "13.50" }]);
  });

  it("numbering continues after the highest imported number, on both channels", async () => {
    const n = await withTx(database.db, null, async (tx) => [
      await prochainNumero(tx, "facture"),
      await prochainNumero(tx, "facture_extensia"),
      await prochainNumero(tx, "avoir"),
    ]);
    expect(n).toEqual([125, 207, 9]);
  });
});
