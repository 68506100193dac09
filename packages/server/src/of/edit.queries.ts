import { type OfDetail, type OfListeLigne, ofNumberPrefixRanges } from "@ecrin/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import { motifContient, motifDebut } from "../db/like.ts";
import { InstructionNommee } from "../db/nommee.ts";
import { tva } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";
import { colonnesEntreesPrix, type EntreesPrixJson } from "../produits/index.ts";

/**
 * The /of/edit list over a table of hundreds of thousands of OFs: the page's numbers are chosen on
 * the "of" table alone (filters and sort on indexed columns), then only those rows are joined for
 * their labels. The total is counted on "of" alone, without joins, or read from the per-status counters.
 */

export const OF_SORTS = {
  numSachet: sql`o.num_sachet`,
  statut: sql`o.statut`,
  dateLivr: sql`o.date_livr`,
} as const;
export type OfSort = keyof typeof OF_SORTS;

export interface OfListeFiltre {
  q?: string | undefined;
  statut?: number | undefined;
}

/** "%" and "_" typed by staff are letters, not wildcards. */

/** A search of digits: OF numbers starting with them, as ranges of the key ("12" -> 12, 120-129...). */
const rangesDe = (q: string | undefined) => {
  const t = q?.trim() ?? "";
  return /^\d+$/.test(t) ? ofNumberPrefixRanges(t) : null;
};

/**
 * Other text: refs starting with it (the lower(ref) index) or an agency whose name contains it (the
 * small client table first). The number prefix is applied by `source`.
 */
function filtre(f: OfListeFiltre): SQL {
  const parts: SQL[] = [];
  if (f.statut !== undefined) parts.push(sql`o.statut = ${f.statut}`);
  const q = f.q?.trim();
  if (q && rangesDe(q) === null) {
    const texte = q.toLowerCase();
    parts.push(sql`(lower(o.ref) like ${motifDebut(texte)}
      or o.id_bijouterie in (select c.id from client c where lower(c.nom_agence) like ${motifContient(texte)}))`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/**
 * The rows searched: the whole table, or for a number prefix one index range per number length,
 * joined by UNION ALL (never a scan of the table). A page in number order takes from each range only
 * its first `parRange` rows in that order (a prefix "12": 10 of the 10,000 OFs 120000-129999, not all
 * of them sorted).
 */
function source(f: OfListeFiltre, parRange?: { dir: "asc" | "desc"; n: number }): SQL {
  const ranges = rangesDe(f.q);
  if (ranges === null) return sql`"of" o`;
  if (ranges.length === 0) return sql`(select * from "of" where false) o`;
  const borne = parRange
    ? sql` order by num_sachet ${parRange.dir === "asc" ? sql`asc` : sql`desc`} limit ${parRange.n}`
    : sql``;
  return sql`(${sql.join(
    ranges.map(([lo, hi]) => sql`(select * from "of" where num_sachet between ${lo} and ${hi}${borne})`),
    sql` union all `,
  )}) o`;
}

/** A text search counts its matches up to this many: beyond, staff narrow the search rather than page. */
const OF_RECHERCHE_COMPTE_MAX = 1000;

/**
 * The total: without a search, the OFs of the table or of a status as the counters of migration 0049 hold
 * them (a few rows added up, the same number as counting the OFs); a number prefix counts its index
 * ranges; a text search counts its matches up to OF_RECHERCHE_COMPTE_MAX.
 */
function total(f: OfListeFiltre): SQL {
  const q = f.q?.trim();
  if (!q) {
    const statut = f.statut === undefined ? sql`` : sql` where c.statut = ${f.statut}`;
    return sql`select coalesce(sum(c.n), 0)::int as n from of_compte_statut c${statut}`;
  }
  if (rangesDe(q) === null) {
    return sql`select count(*)::int as n from (select 1 from "of" o where ${filtre(f)} limit ${OF_RECHERCHE_COMPTE_MAX}) x`;
  }
  return sql`select count(*)::int as n from ${source(f)} where ${filtre(f)}`;
}

const ordre = (sort: OfSort, dir: "asc" | "desc") => {
  const d = dir === "asc" ? sql`asc` : sql`desc`;
  // The key breaks ties, in the same direction, so that an index (statut, num_sachet) read forwards or
  // backwards gives the page at once (migration 0045). The status is never null: no "nulls last", which
  // a backward scan could not give; a delivery date may be, and stays last both ways.
  if (sort === "numSachet") return sql`${OF_SORTS[sort]} ${d}`;
  const nulls = sort === "dateLivr" ? sql` nulls last` : sql``;
  return sql`${OF_SORTS[sort]} ${d}${nulls}, o.num_sachet ${d}`;
};

/**
 * The page, its count and the inputs of its products' prices in one statement and one row (one round trip
 * and one connection of the pool per request, where the page, the count and the prices were three): the
 * page's rows as a JSON array in their order, the count, and produits' price columns for the page's
 * products only.
 */
export function listOfsQuery(f: OfListeFiltre, sort: OfSort, dir: "asc" | "desc", page: Page): SQL {
  return sql`
    with lignes as materialized (
      with page as materialized (
        select o.num_sachet
        from ${source(f, sort === "numSachet" && f.statut === undefined ? { dir, n: page.offset + page.limit } : undefined)}
        where ${filtre(f)}
        order by ${ordre(sort, dir)} limit ${page.limit} offset ${page.offset}
      )
      select o.num_sachet as "numSachet", o.idp,
             coalesce(o.photo_of, o.image, ce.img_centre) as image,
             (select cl.nom_agence from client cl where cl.id = o.id_bijouterie) as client,
             coalesce(ce.ref, o.ref) as ref, ce.description, o.id_stade as "idStade",
             (select s.description from stade s where s.id_stade = o.id_stade) as stade,
             (select tt.description from type_transport tt where tt.id_type = o.typ_transp) as transport,
             (select tm.description from type_metal tm where tm.id_type = o.type_metal) as metal,
             o.dim, o.statut,
             (select ts.of_interne from t_statuts ts where ts.statut = o.statut) as "descStatut",
             row_number() over (order by ${ordre(sort, dir)}) as rang
      from page
      join "of" o on o.num_sachet = page.num_sachet
      left join centre ce on ce.id_centre = o.idp
      order by ${ordre(sort, dir)})
    select (select coalesce(json_agg(l order by l.rang), '[]') from lignes l) as rows,
           (${total(f)}) as total,
           ${colonnesEntreesPrix(sql`array(select distinct l.idp from lignes l)`)}`;
}

type OfListeBrute = Omit<OfListeLigne, "prix"> & { idp: number; rang: number };

export async function listOfs(
  db: Executor,
  f: OfListeFiltre,
  sort: OfSort,
  dir: "asc" | "desc",
  page: Page,
): Promise<{ rows: OfListeBrute[]; total: number; entreesPrix: EntreesPrixJson }> {
  const [row] = (
    await db.execute<EntreesPrixJson & { rows: OfListeBrute[]; total: number }>(
      listOfsQuery(f, sort, dir, page),
    )
  ).rows;
  return { rows: row?.rows ?? [], total: row?.total ?? 0, entreesPrix: row! };
}

type OfDetailBrut = Omit<OfDetail, "prixProduit" | "dateLImp" | OfFlag> & Record<OfFlag | "dateLImp", number>;
type OfFlag = "tournee" | "devis" | "facon" | "pierresClt" | "signe" | "grave" | "labo";
const FLAGS: Array<OfFlag | "dateLImp"> = [
  "dateLImp",
  "tournee",
  "devis",
  "facon",
  "pierresClt",
  "signe",
  "grave",
  "labo",
];

/** The OF panel and Tracer OF read one OF on every opening: a named statement, planned once. */
const OF_DETAIL = new InstructionNommee<OfDetailBrut & Record<string, unknown>>(
  "ecrin_of_detail",
  sql`
    select o.num_sachet as "numSachet", o.idp, coalesce(ce.ref, o.ref) as ref, ce.description,
           cl.nom_agence as client, o.statut, ts.of_interne as "descStatut", o.id_stade as "idStade",
           o.typ_transp as "typTransp", o.type_metal as "typeMetal", o.date_crea::text as "dateCrea",
           o.date_livr::text as "dateLivr", o.date_l_imp as "dateLImp", o.tournee, o.devis, o.facon,
           o.pierres_clt as "pierresClt", o.signe, o.grave, o.labo, o.dim, o.poids::text as poids,
           o.notes, o.information, o.ref_clt as "refClt", o.nom_ligne as "nomLigne", o.ref1, o.prix_fact::text as "prixFact",
           o.prix_r::text as "prixR", o.reaco::text as reaco, o.remise::text as remise, o.echeance,
           -- A rate stored without a category (before 0014) has the one categorieDuTaux derives.
           (select t.id_tva from tva t where t.taux = o.taux_tva
              and t.categorie = coalesce(o.categorie_tva, case when o.taux_tva = 0 then 'E' else 'S' end)
              order by t.id_tva limit 1) as "idTva",
           o.photo_of as "photoOf", coalesce(o.image, ce.img_centre) as image
    from "of" o
    join client cl on cl.id = o.id_bijouterie
    join t_statuts ts on ts.statut = o.statut
    left join centre ce on ce.id_centre = o.idp
    where o.num_sachet = ${sql.placeholder("n")}`,
);

/** One whole OF with its labels, or undefined. Dates as ISO text, decimals as strings. */
export async function findOfDetail(
  db: Executor,
  n: number,
): Promise<Omit<OfDetail, "prixProduit"> | undefined> {
  const [row] = await OF_DETAIL.lignes(db, { n });
  if (!row) return undefined;
  const out = { ...row } as Record<string, unknown>;
  for (const f of FLAGS) out[f] = row[f] === 1;
  return out as unknown as Omit<OfDetail, "prixProduit">;
}

/** Counts what makes an OF undeletable: workshop, setting and stone lines; invoices, stock, reservations. */
export async function liensOf(db: Executor, n: number) {
  const res = await db.execute<{ lignesAtelier: number; autresLiens: number }>(sql`
    select
      ((select count(*) from ouvrier where n_sachet = ${n})
        + (select count(*) from serti where of_serto = ${n})
        + (select count(*) from op_stock where "of" = ${n}))::int as "lignesAtelier",
      ((select count(*) from constituant_fact where "of" = ${n} or of_reservation = ${n})
        + (select count(*) from constituant_fact_extensia where "of" = ${n})
        + (select count(*) from new_stock_prod where "of" = ${n})
        + (select count(*) from new_historique_conf where "of" = ${n})
        + (select count(*) from "of" where of_reservation = ${n}))::int as "autresLiens"`);
  return res.rows[0] ?? { lignesAtelier: 0, autresLiens: 0 };
}

/** Which of the given reference ids exist (a stale form must not hit a foreign key). */
export async function referencesConnues(
  db: Executor,
  ids: { statut?: number; idStade?: number; typTransp?: number; typeMetal?: number },
) {
  const res = await db.execute<{ statut: boolean; stade: boolean; transport: boolean; metal: boolean }>(sql`
    select
      ${ids.statut === undefined ? sql`true` : sql`exists (select 1 from t_statuts where statut = ${ids.statut})`} as statut,
      ${ids.idStade === undefined ? sql`true` : sql`exists (select 1 from stade where id_stade = ${ids.idStade})`} as stade,
      ${ids.typTransp === undefined ? sql`true` : sql`exists (select 1 from type_transport where id_type = ${ids.typTransp})`} as transport,
      ${ids.typeMetal === undefined ? sql`true` : sql`exists (select 1 from type_metal where id_type = ${ids.typeMetal})`} as metal`);
  return res.rows[0]!;
}

export async function imageExiste(db: Executor, nom: string): Promise<boolean> {
  const res = await db.execute(sql`select 1 from image where nom = ${nom}`);
  return res.rows.length > 0;
}

/** A row of the VAT rates list: the rate and category an OF takes when it is picked, or undefined. */
export async function tauxTvaDuChoix(db: Executor, idTva: number) {
  const [row] = await db
    .select({ tauxTva: tva.taux, categorieTva: tva.categorie })
    .from(tva)
    .where(eq(tva.idTva, idTva));
  return row;
}
