import { type PrixFiltreQuery, SEUIL_ECARTS_TYPES, TRANCHES_PRIX, type Tranche } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifDebut } from "../db/like.ts";
import type { Page } from "../http/list.ts";
import { trancheSql } from "./ventes.queries.ts";

/**
 * /analyse_prix (spec 03 section 2.4) on the sales projection `analyse_vente v` (one row per invoice
 * line, both channels, as issued): the lines of the period with a cost price, their ratio
 * montant / prix_r, and their group key (the chosen criteria; an unchosen one is the constant -1).
 */
export type PrixFiltre = PrixFiltreQuery & { debut: string; fin: string };
type Sens = "asc" | "desc";
const sens = (dir: Sens) => (dir === "asc" ? sql`asc` : sql`desc`);

/** The group key of one criterion: the type, the tariff (0 when none) or the bracket index. */
function cles(f: PrixFiltre): { type: SQL; tarif: SQL; tranche: SQL } {
  const branches = TRANCHES_PRIX.map(
    (t, i) => sql`when ${trancheSql(sql`v.prix_r`, t)} then ${sql.raw(String(i))}`,
  );
  return {
    type: f.groupes.includes("type") ? sql`coalesce(v.type_prod, 0)` : sql`-1`,
    tarif: f.groupes.includes("tarif") ? sql`coalesce(v.id_tarif_produit, 0)` : sql`-1`,
    tranche: f.groupes.includes("tranche")
      ? sql`coalesce(case ${sql.join(branches, sql` `)} end, -2)`
      : sql`-1`,
  };
}

function lignes(f: PrixFiltre, extra: SQL[] = []): SQL {
  const conds: SQL[] = [sql`v.date_fact between ${f.debut} and ${f.fin}`, sql`v.prix_r > 0`];
  if (f.ref !== undefined) conds.push(sql`lower(v.ref) like ${motifDebut(f.ref.toLowerCase())}`);
  if (f.tarif !== undefined) conds.push(sql`v.id_tarif_produit = ${f.tarif}`);
  if (f.prixMin !== undefined) conds.push(sql`v.prix_r >= ${f.prixMin}`);
  if (f.prixMax !== undefined) conds.push(sql`v.prix_r <= ${f.prixMax}`);
  const k = cles(f);
  return sql`select v.canal || '-' || v.id_ligne as ligne, v.date_fact, v.of, coalesce(v.ref, '') as ref, v.designation, v.montant, v.prix_r,
      v.montant / v.prix_r as rapport, (${k.type})::int as gtype, (${k.tarif})::int as gtarif,
      (${k.tranche})::int as gtranche
    from analyse_vente v where ${sql.join([...conds, ...extra], sql` and `)}`;
}

const libelles = sql`case when g.gtype = -1 then '' else coalesce(tp.description, '(aucun)') end as "typeProduit",
  case when g.gtarif = -1 then '' else coalesce(tf.description, '(aucun)') end as "tarifProduit"`;
const joints = sql`left join type_produit tp on tp.id_typ_prod = g.gtype
  left join tarif_produit tf on tf.id_tarif_produit = g.gtarif`;

const TRI_SYNTHESE: Record<string, SQL> = {
  nombre: sql`g.nombre`,
  prixMoyen: sql`g.pm`,
  revientMoyen: sql`g.rm`,
  moyenneRapport: sql`g.mr`,
  ecartTypeRapport: sql`g.sd`,
};

/** Synthèse des Prix: per group the count, mean price, mean cost, mean ratio and its population σ. */
export function synthesePrixQuery(f: PrixFiltre, tri: { sort: string; dir: Sens }, page: Page): SQL {
  return sql`with l as (${lignes(f)}),
    g as (select gtype, gtarif, gtranche, count(*)::int as nombre, avg(montant) as pm, avg(prix_r) as rm,
                 avg(rapport) as mr, stddev_pop(rapport) as sd
          from l group by gtype, gtarif, gtranche)
    select g.gtype, g.gtarif, g.gtranche, ${libelles}, g.nombre,
      round(g.pm, 2)::text as "prixMoyen", round(g.rm, 2)::text as "revientMoyen",
      round(g.mr, 2)::text as "moyenneRapport", round(coalesce(g.sd, 0), 2)::text as "ecartTypeRapport",
      count(*) over ()::int as n
    from g ${joints}
    order by ${TRI_SYNTHESE[tri.sort] ?? sql`g.nombre`} ${sens(tri.dir)}, g.gtype, g.gtarif, g.gtranche
    limit ${page.limit} offset ${page.offset}`;
}

const TRI_DETAIL: Record<string, SQL> = {
  dateFact: sql`l.date_fact`,
  of: sql`l.of`,
  ref: sql`l.ref`,
  totht: sql`l.montant`,
  prixR: sql`l.prix_r`,
  rapport: sql`l.rapport`,
  ecart: sql`l.ecart`,
};

/** The group asked for by the detail: each chosen criterion's value (bracket already read). */
export interface GroupePrix {
  type?: number | undefined;
  tarif?: number | undefined;
  tranche?: Tranche | undefined;
}

function dansGroupe(f: PrixFiltre, g: GroupePrix): SQL[] {
  const conds: SQL[] = [];
  if (f.groupes.includes("type") && g.type !== undefined)
    conds.push(g.type === 0 ? sql`v.type_prod is null` : sql`v.type_prod = ${g.type}`);
  if (f.groupes.includes("tarif") && g.tarif !== undefined)
    conds.push(g.tarif === 0 ? sql`v.id_tarif_produit is null` : sql`v.id_tarif_produit = ${g.tarif}`);
  if (f.groupes.includes("tranche") && g.tranche !== undefined)
    conds.push(trancheSql(sql`v.prix_r`, g.tranche));
  return conds;
}

/** Détail pour la Sélection: the lines of one group. */
export function detailPrixQuery(
  f: PrixFiltre,
  g: GroupePrix,
  tri: { sort: string; dir: Sens },
  page: Page,
): SQL {
  return sql`with l as (${lignes(f, dansGroupe(f, g))})
    select l.ligne, l.date_fact::text as "dateFact", l.of, l.ref, l.designation, l.montant::text as totht,
      l.prix_r::text as "prixR", round(l.rapport, 2)::text as rapport, count(*) over ()::int as n
    from l order by ${TRI_DETAIL[tri.sort] ?? sql`l.rapport`} ${sens(tri.dir)}, l.date_fact, l.of
    limit ${page.limit} offset ${page.offset}`;
}

/** Produits Individuels Incohérents: the lines beyond SEUIL_ECARTS_TYPES σ of their group's mean ratio. */
export function incoherentsQuery(f: PrixFiltre, tri: { sort: string; dir: Sens }, page: Page): SQL {
  return sql`with b as (${lignes(f)}),
    s as (select b.*, avg(rapport) over w as m, stddev_pop(rapport) over w as sd
          from b window w as (partition by gtype, gtarif, gtranche)),
    l as (select s.*, abs(s.rapport - s.m) / s.sd as ecart from s
          where s.sd > 0 and abs(s.rapport - s.m) > s.sd * ${SEUIL_ECARTS_TYPES})
    select l.ligne, l.date_fact::text as "dateFact", l.of, l.ref, l.designation, l.montant::text as totht,
      l.prix_r::text as "prixR", round(l.rapport, 2)::text as rapport, l.gtranche,
      case when l.gtype = -1 then '' else coalesce(tp.description, '(aucun)') end as "typeProduit",
      case when l.gtarif = -1 then '' else coalesce(tf.description, '(aucun)') end as "tarifProduit",
      round(l.m, 2)::text as "moyenneRapport", round(l.sd, 2)::text as "ecartTypeRapport",
      round(l.ecart, 2)::text as ecart, count(*) over ()::int as n
    from l left join type_produit tp on tp.id_typ_prod = l.gtype
      left join tarif_produit tf on tf.id_tarif_produit = l.gtarif
    order by ${TRI_DETAIL[tri.sort] ?? sql`l.ecart`} ${sens(tri.dir)}, l.date_fact, l.of
    limit ${page.limit} offset ${page.offset}`;
}
