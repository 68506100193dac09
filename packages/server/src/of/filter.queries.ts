import {
  type Canal,
  CHOIX_RESERVATION,
  flagsAttendus,
  type GroupeStatut,
  type ListeOf,
  type OfFiltre,
  STATUT,
  type TotauxAnalyseOf,
  type TotauxListeOf,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient, motifDebut } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import { CANAUX_FACTURE, colonneSql, tableSql } from "../facturation/index.ts";
import { conditionsCommunesOf } from "./conditions.queries.ts";

/**
 * The SQL of /filter (spec 03 section 2.8), on `"of" o`. Every condition is on an indexed column of
 * the OF or an index lookup per row; the period is the range that starts each plan: of.date_livr
 * for the distribution and OFS EN COURS, the invoice's date_fact for OFS LIVRES and OFS EXTENSIA
 * (see filter-analyse.ts in the domain).
 */

/** Where the invoice-number filter looks: any invoice line of the OF, or the listed line itself. */
type FactureFiltre = { ligne: SQL } | "toutes";

/** The conditions of the filters on `o` other than the period. */
function ofConditions(f: OfFiltre, facture: FactureFiltre = "toutes"): SQL[] {
  const attendus = flagsAttendus(f);
  const conds = conditionsCommunesOf({ ...f, tournee: attendus.tournee, imperatif: attendus.imperatif });
  const flags: Array<[SQL, 0 | 1 | null]> = [
    [sql`o.devis`, attendus.devis],
    [sql`o.facon`, attendus.facon],
  ];
  for (const [col, v] of flags) if (v !== null) conds.push(sql`${col} = ${v}`);
  if (f.typeResa !== CHOIX_RESERVATION.tout) {
    // Reserved: a stock OF kept for an order, or an order a stock OF is kept for.
    const reserve = sql`(o.of_reservation is not null
      or exists (select 1 from "of" r where r.of_reservation = o.num_sachet))`;
    conds.push(f.typeResa === CHOIX_RESERVATION.reservation ? reserve : sql`not ${reserve}`);
  }
  if (f.ref !== undefined) conds.push(sql`lower(o.ref) like ${motifDebut(f.ref.toLowerCase())}`);
  if (f.refClt !== undefined) conds.push(sql`lower(o.ref_clt) like ${motifContient(f.refClt.toLowerCase())}`);
  if (f.of !== undefined) conds.push(sql`o.num_sachet = ${f.of}`);
  if (f.facture !== undefined) {
    conds.push(
      facture === "toutes"
        ? sql`(exists (select 1 from constituant_fact x where x.of = o.num_sachet and x.fact = ${f.facture})
            or exists (select 1 from constituant_fact_extensia y where y.of = o.num_sachet and y.fact = ${f.facture}))`
        : sql`${facture.ligne} = ${f.facture}`,
    );
  }
  return conds;
}

const and = (conds: SQL[]) => (conds.length === 0 ? sql`true` : sql.join(conds, sql` and `));

/** The OFs of the distribution: delivery date in the period, and the filters. */
function whereRepartition(f: OfFiltre): SQL {
  return and([sql`o.date_livr between ${f.debut} and ${f.fin}`, ...ofConditions(f)]);
}

/** Spec 03 section 7 (/of/liste.php): per status, the count and the sum of prix_fact. */
export function repartitionQuery(f: OfFiltre): SQL {
  return sql`
    select g.statut, coalesce(ts.of_interne, g.statut::text) as nom, g.count,
           round(g.somme, 2)::text as "sumPrixFact"
    from (
      select o.statut, count(*)::int as count, coalesce(sum(o.prix_fact), 0) as somme
      from "of" o
      where ${whereRepartition(f)}
      group by o.statut
    ) g
    left join t_statuts ts on ts.statut = g.statut
    order by g.statut`;
}

export async function repartition(db: Executor, f: OfFiltre): Promise<GroupeStatut[]> {
  return (await db.execute<GroupeStatut>(repartitionQuery(f))).rows;
}

/** A page: sort expression (from a whitelist), direction, limit and offset. */
export interface PageTri {
  orderBy: SQL;
  dir: "asc" | "desc";
  limit: number;
  offset: number;
}

/**
 * A page in two steps: `selection` picks the rows and computes `tri` (the sort key) and `cle` (the
 * tie-break), ordered and limited there; the outer query adds the display joins to those rows only.
 * The OF selections are MATERIALIZED CTEs: the period's index drives them, never a walk of the
 * primary key in sort order filtering out the rest of the table. Nulls take PostgreSQL's default
 * place (last ascending, first descending), so that an index can give the order.
 */
function pageEnDeuxTemps(selection: SQL, p: PageTri, affichage: (l: SQL) => SQL): SQL {
  const dir = sql.raw(p.dir);
  return sql`
    with l as materialized (
      select sel.* from (${selection}) sel
      order by sel.tri ${dir}, sel.cle ${dir}
      limit ${p.limit} offset ${p.offset}
    )
    ${affichage(sql`l`)}
    order by l.tri ${dir}, l.cle ${dir}`;
}

/**
 * The OFs of one status (the clicked slice): OF, Bijouterie, Type, Référence, Prix. The names are
 * read per row only when the sort asks for them; the page's rows get them afterwards.
 */
export const TRI_OF_STATUT = {
  numSachet: sql`o.num_sachet`,
  client: sql`(select c.nom_agence from client c where c.id = o.id_bijouterie)`,
  type: sql`(select tp.description from centre ce join centre_vide cv on cv.id_cv = ce.id_cv
    join type_produit tp on tp.id_typ_prod = cv.type_prod where ce.id_centre = o.idp)`,
  ref: sql`o.ref`,
  prixFact: sql`o.prix_fact`,
} as const;

export function ofDuStatutPageQuery(f: OfFiltre, statut: number, p: PageTri): SQL {
  return pageEnDeuxTemps(
    sql`
      with o as materialized (
        select o.num_sachet, o.id_bijouterie, o.idp, o.ref, o.prix_fact from "of" o
        where ${whereRepartition(f)} and o.statut = ${statut})
      select o.*, ${p.orderBy} as tri, o.num_sachet as cle from o`,
    p,
    (l) => sql`
      select ${l}.num_sachet as "numSachet", c.nom_agence as client, tp.description as type, ${l}.ref,
             ${l}.prix_fact::text as "prixFact"
      from ${l}
      join client c on c.id = ${l}.id_bijouterie
      left join centre ce on ce.id_centre = ${l}.idp
      left join centre_vide cv on cv.id_cv = ce.id_cv
      left join type_produit tp on tp.id_typ_prod = cv.type_prod`,
  );
}

export function ofDuStatutCountQuery(f: OfFiltre, statut: number): SQL {
  return sql`select count(*)::int as count, round(coalesce(sum(o.prix_fact), 0), 2)::text as "sumPrixFact",
      null as "sumFacture"
    from "of" o where ${whereRepartition(f)} and o.statut = ${statut}`;
}

/** OFS EN COURS: below 600, delivery date in the period. */
function whereEnCours(f: OfFiltre): SQL {
  return sql`${whereRepartition(f)} and o.statut < ${STATUT.facture}`;
}

export const TRI_EN_COURS = {
  numSachet: sql`o.num_sachet`,
  dateCrea: sql`o.date_crea`,
  dateLivr: sql`o.date_livr`,
  client: sql`c.nom_agence`,
  ref: sql`o.ref`,
  stade: sql`s.description`,
  metal: sql`tm.description`,
  statut: sql`o.statut`,
  prixFact: sql`o.prix_fact`,
} as const;

export function enCoursPageQuery(f: OfFiltre, p: PageTri): SQL {
  return pageEnDeuxTemps(
    sql`
      with o as materialized (select o.* from "of" o where ${whereEnCours(f)})
      select o.num_sachet as "numSachet", o.ref, o.ref_clt as "refClt", tm.description as metal,
             o.prix_fact::text as "prixFact", to_char(o.date_crea, 'YYYY-MM-DD') as "dateCrea",
             to_char(o.date_livr, 'YYYY-MM-DD') as "dateLivr", o.date_l_imp as "dateLImp",
             c.nom_agence as client, s.description as stade, o.ref_cv as "refCv", o.notes,
             o.prix_r::text as "prixR", o.poids::text as poids, o.statut,
             ${p.orderBy} as tri, o.num_sachet as cle
      from o
      join client c on c.id = o.id_bijouterie
      join stade s on s.id_stade = o.id_stade
      join type_metal tm on tm.id_type = o.type_metal`,
    p,
    (l) => sql`
      select l."numSachet", l.ref, l."refClt", l.metal, l."prixFact", l."dateCrea", l."dateLivr",
             l."dateLImp", l.client, l.stade, l."refCv", l.notes, l."prixR", l.poids, l.statut,
             ts.of_interne as "libelleStatut"
      from ${l} join t_statuts ts on ts.statut = l.statut`,
  );
}

export function enCoursTotauxQuery(f: OfFiltre): SQL {
  return sql`select count(*)::int as count, round(coalesce(sum(o.prix_fact), 0), 2)::text as "sumPrixFact",
      null as "sumFacture"
    from "of" o where ${whereEnCours(f)}`;
}

/** The tables of a channel's invoices and lines (facturation's channel map). */
function tablesCanal(canal: Canal) {
  const c = CANAUX_FACTURE[canal];
  return { facture: tableSql(c.factures), ligne: tableSql(c.lignes) };
}

/**
 * The invoice lines of a channel dated in the period (OFS LIVRES, OFS EXTENSIA), with the filters.
 * The OF is joined only when an OF filter asks for it. A delivery stays listed whatever its OF
 * became later (see listesDeLOf).
 * - "page": plain joins, so that the planner walks the invoice date index in the sort's order and
 *   stops at the page (a fraction of a millisecond for the default sort, most recent first);
 * - "totaux": every line of the period is read: the invoices once (date index), then their lines as
 *   one range of the lines' index by invoice number, from the period's first invoice to its last
 *   (numbers follow the dates, so the range holds little else; the join keeps only the period's), never
 *   one descent of the index per invoice (8,960 for a year: 27,000 pages), a scan of all the lines
 *   nor a probe of the OF table per line.
 */
function lignesCanal(canal: Canal, f: OfFiltre, colonnes: SQL, mode: "page" | "totaux"): SQL {
  const c = tablesCanal(canal);
  const conds = ofConditions(f, { ligne: sql`cf.fact` });
  const joinOf = conds.length === 0 ? sql`` : sql`join "of" o on o.num_sachet = cf.of`;
  if (mode === "page") {
    return sql`
      select ${colonnes}
      from ${c.ligne} cf
      join ${c.facture} fa on fa.id_fact = cf.fact
      ${joinOf}
      where fa.date_fact between ${f.debut} and ${f.fin} and ${and(conds)}`;
  }
  return sql`
    with fa as materialized (
      select id_fact, date_fact, client from ${c.facture} where date_fact between ${f.debut} and ${f.fin})
    select ${colonnes}
    from ${c.ligne} cf
    join fa on fa.id_fact = cf.fact
    ${joinOf}
    where cf.fact between (select min(id_fact) from fa) and (select max(id_fact) from fa) and ${and(conds)}`;
}

function totauxCanal(canal: Canal, f: OfFiltre): SQL {
  const c = CANAUX_FACTURE[canal];
  return lignesCanal(
    canal,
    f,
    sql`count(*)::int as count, round(coalesce(sum(${colonneSql("cf", c.prixLigne)}), 0), 2)::text as "sumPrixFact",
        round(coalesce(sum(${colonneSql("cf", c.totalLigne)}), 0), 2)::text as "sumFacture"`,
    "totaux",
  );
}

export const TRI_LIVRES = {
  numSachet: sql`cf.of`,
  idFact: sql`fa.id_fact`,
  dateFact: sql`fa.date_fact`,
  client: sql`fa.client`,
  prixFact: sql`cf.prix_u_ht`,
  totht: sql`cf.totht`,
} as const;

export function livresPageQuery(f: OfFiltre, p: PageTri): SQL {
  return pageEnDeuxTemps(
    lignesCanal(
      "standard",
      f,
      sql`cf.id as "idLigne", cf.of as "numSachet", fa.id_fact as "idFact",
          to_char(fa.date_fact, 'YYYY-MM-DD') as "dateFact", fa.client, cf.designation,
          cf.prix_u_ht::text as "prixFact", cf.totht::text as totht, cf.poids_u::text as "poidsU",
          ${p.orderBy} as tri, cf.id as cle`,
      "page",
    ),
    p,
    (l) => sql`
      select l."idLigne", l."numSachet", l."idFact", l."dateFact", l.client, l.designation, l."prixFact",
             l.totht, l."poidsU", o.ref, o.ref_clt as "refClt", tm.description as metal,
             s.description as stade
      from ${l}
      join "of" o on o.num_sachet = l."numSachet"
      join type_metal tm on tm.id_type = o.type_metal
      join stade s on s.id_stade = o.id_stade`,
  );
}

export const livresTotauxQuery = (f: OfFiltre) => totauxCanal("standard", f);

export const TRI_EXTENSIA = {
  numSachet: sql`cf.of`,
  idFact: sql`fa.id_fact`,
  dateFact: sql`fa.date_fact`,
  prenom: sql`cf.prenom`,
  prixFact: sql`cf.prix`,
} as const;

export function extensiaPageQuery(f: OfFiltre, p: PageTri): SQL {
  return pageEnDeuxTemps(
    lignesCanal(
      "alternatif",
      f,
      sql`cf.id as "idLigne", cf.of as "numSachet", fa.id_fact as "idFact",
          to_char(fa.date_fact, 'YYYY-MM-DD') as "dateFact", cf.description, cf.prenom,
          cf.prix::text as "prixFact", cf.poids::text as poids, ${p.orderBy} as tri, cf.id as cle`,
      "page",
    ),
    p,
    (l) => sql`
      select l."idLigne", l."numSachet", l."idFact", l."dateFact", l.description, l.prenom, l."prixFact",
             l.poids, o.ref, tm.description as metal
      from ${l}
      join "of" o on o.num_sachet = l."numSachet"
      join type_metal tm on tm.id_type = o.type_metal`,
  );
}

export const extensiaTotauxQuery = (f: OfFiltre) => totauxCanal("alternatif", f);

/**
 * The three lists' counts and totals of /filter's section headers in one statement: one round trip and
 * one connection of the pool per request instead of three (issue 29.4), each part read as its list's
 * own totals query reads it.
 */
export function totauxTroisListesQuery(f: OfFiltre): SQL {
  const parties: Array<[ListeOf, SQL]> = [
    ["enCours", enCoursTotauxQuery(f)],
    ["livres", livresTotauxQuery(f)],
    ["extensia", extensiaTotauxQuery(f)],
  ];
  return sql.join(
    parties.map(([liste, q]) => sql`(select ${liste}::text as liste, t.* from (${q}) t)`),
    sql` union all `,
  );
}

export async function totauxTroisListes(db: Executor, f: OfFiltre): Promise<TotauxAnalyseOf> {
  const lignes = (await db.execute<TotauxListeOf & { liste: ListeOf }>(totauxTroisListesQuery(f))).rows;
  const de = (liste: ListeOf): TotauxListeOf => {
    const l = lignes.find((x) => x.liste === liste);
    return { count: l?.count ?? 0, sumPrixFact: l?.sumPrixFact ?? "0.00", sumFacture: l?.sumFacture ?? null };
  };
  return { enCours: de("enCours"), livres: de("livres"), extensia: de("extensia") };
}

export async function totaux(db: Executor, query: SQL): Promise<TotauxListeOf> {
  const row = (await db.execute<TotauxListeOf>(query)).rows[0];
  return row ?? { count: 0, sumPrixFact: "0.00", sumFacture: null };
}

export async function rows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows as T[];
}
