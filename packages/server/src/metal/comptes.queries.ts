import { type Onglet, type Periode, SENS_COMPTE } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { type FiltreLignes, lignesOnglet } from "./grand-livre.queries.ts";

/**
 * The weight accounts (issue 15) in one statement: per party and metal, the fine balance in cents of a
 * gram (the ledgers' sums; the jewellers' movements, mouvementsJoailliers), the loss of the period against its allowance (clients: their ledger's loss
 * against rate 14; jewellers: their returned lines, all alloys, against joaillier_perte_autorisee), and the totals
 * per metal: held, owed, net. SQL sums only.
 */

export interface LigneComptePoids {
  niveau: "compte" | "total";
  genre: "clal" | "fournisseur" | "client" | "joaillier" | null;
  id: number | null;
  nom: string | null;
  metalId: number;
  metal: string;
  /** Fine grams, 2 decimals, as the account counts it. */
  solde: string;
  /** Fine grams: + held (ours at theirs), − owed; on a total, the net. */
  exposition: string;
  /** Totals only: the sum of the held and of the owed accounts. */
  detenu: string | null;
  du: string | null;
  /** Loss of the period, percent (2 decimals); null when nothing was sent or lost. */
  pertePct: string | null;
  pertePoids: string | null;
  autorisePct: string | null;
}

const grammes = (c: SQL) => sql`to_char(${c} / 100.0, 'FM999999999990.00')`;
const sens = sql`(case c.genre when 'clal' then ${SENS_COMPTE.clal}::int when 'fournisseur' then ${SENS_COMPTE.fournisseur}::int
  when 'client' then ${SENS_COMPTE.client}::int else ${SENS_COMPTE.joaillier}::int end)`;

/** One ledger tab's rows as account movements: the balance and, for clients, the loss and its base. */
function grandLivre(onglet: Onglet, genre: string, metalOr: number, jour: string, p: Periode): SQL {
  const f = { onglet, debut: "0001-01-01", fin: jour } as FiltreLignes;
  const id = genre === "clal" ? sql`null::int` : sql`l.partie_id`;
  const dansPeriode = sql`l.date between ${p.debut}::date and ${p.fin}::date`;
  const perte =
    genre === "client"
      ? sql`case when ${dansPeriode} then l.perte_c else 0 end,
            case when ${dansPeriode} then (case when l.entree_c > 0 then l.entree_c else l.sortie_c end) else 0 end`
      : sql`null::numeric, null::numeric`;
  return sql`select ${genre}::text as genre, ${id} as id, l.metal_id,
      l.entree_c - l.sortie_c - l.perte_c as solde_c, ${perte}
    from (${lignesOnglet(onglet, f, metalOr, undefined)}) l`;
}

/** Which jeweller movements: one jeweller, and (for a balance) only the rows still open after a day. */
export interface FiltreJoaillier {
  id?: number;
  /** Leave out what nets to zero by then: box rows weighed and OF lines returned on or before that day. */
  ouvertsApres?: string;
}

/**
 * The one definition of a jeweller's account, as dated movements in cents of a fine gram: the gold box
 * rows (gold given in, returned out, at 750) until their weighing takes them out; each OF line sent at
 * the titre of the OF's alloy, and on its return the weight back (out) and the loss (the rest).
 */
export function mouvementsJoailliers(metalOr: number, f: FiltreJoaillier): SQL {
  const qui = (c: SQL) => (f.id === undefined ? sql`true` : sql`${c} = ${f.id}`);
  const apres = (c: SQL) => (f.ouvertsApres === undefined ? sql`true` : sql`${c} > ${f.ouvertsApres}::date`);
  const titre = sql`from ouvrier l
    join "of" o on o.num_sachet = l.n_sachet
    join type_metal tm on tm.id_type = o.type_metal
    join titre_metal t on t.id_type = o.type_metal`;
  return sql`
    select b.id_ouvr as id, ${metalOr}::int as metal_id, b.date, 1 as ordre, b.id_boite as num,
           coalesce(nullif(b.label, ''), 'Boîte à or')::text as designation, 0::numeric as perte,
           b.done_ouvr * 75 as entree_c, b.rendu_ouvr * 75 as sortie_c, 0::numeric as perte_c
    from boite_or b
    where ${qui(sql`b.id_ouvr`)} and b.num_pesee is null
    union all
    -- The rows weighed after the day (each row's weighing exists: a foreign key), apart from those not
    -- weighed: two index reads instead of every row of the boxes joined to its weighing.
    select b.id_ouvr, ${metalOr}::int, b.date, 1, b.id_boite, coalesce(nullif(b.label, ''), 'Boîte à or')::text,
           0::numeric, b.done_ouvr * 75, b.rendu_ouvr * 75, 0::numeric
    from boite_or b join pesee p on p.num_pesee = b.num_pesee
    where ${qui(sql`b.id_ouvr`)} and ${apres(sql`p.date`)}
    union all
    select b.id_ouvr, ${metalOr}, p.date, 2, p.num_pesee, 'Pesée n° ' || p.num_pesee, 0,
           greatest(-sum(b.done_ouvr - b.rendu_ouvr), 0) * 75, greatest(sum(b.done_ouvr - b.rendu_ouvr), 0) * 75, 0
    from boite_or b join pesee p on p.num_pesee = b.num_pesee
    where ${qui(sql`b.id_ouvr`)} and ${apres(sql`p.date`)}
    group by b.id_ouvr, p.num_pesee, p.date
    union all
    select l.id_ouvrier, tm.id_metal, l.date_envoi, 3, l.id_ligne, 'OF n° ' || l.n_sachet || ' envoyé', 0,
           l.poids_d * t.titre / 10.0, 0, 0
    ${titre}
    where ${qui(sql`l.id_ouvrier`)} and (l.rendu = 0 or ${apres(sql`l.date_retour`)})
    union all
    select l.id_ouvrier, tm.id_metal, coalesce(l.date_retour, l.date_envoi), 4, l.id_ligne,
           'OF n° ' || l.n_sachet || ' rendu', round((l.poids_d - l.poids_r) * 100 / nullif(l.poids_d, 0), 2),
           0, l.poids_r * t.titre / 10.0, (l.poids_d - l.poids_r) * t.titre / 10.0
    ${titre}
    where ${qui(sql`l.id_ouvrier`)} and l.rendu = 1 and ${apres(sql`l.date_retour`)}`;
}

/**
 * The jewellers: their movements up to the day, and the loss of the lines returned in the period over
 * all alloys, as /atelier/analyse counts it (on the gold row): from its projection per jeweller and day
 * of return (0040), the sums of the lines with rendu = 1 returned in the period.
 */
function joailliers(metalOr: number, jour: string, p: Periode): SQL {
  return sql`
    select 'joaillier'::text, m.id, m.metal_id, m.entree_c - m.sortie_c - m.perte_c, null::numeric, null::numeric
    from (${mouvementsJoailliers(metalOr, { ouvertsApres: jour })}) m
    where m.date <= ${jour}::date
    union all
    select 'joaillier', a.id_ouvrier, ${metalOr}, 0, (sum(a.poids_d) - sum(a.poids_r)) * 100, sum(a.poids_d) * 100
    from analyse_perte_joaillier_jour a
    where a.jour between ${p.debut}::date and ${p.fin}::date
    group by a.id_ouvrier`;
}

/** Balances at the day `jour` (ledger rows up to it, the jewellers' state now); losses over the period `p`. */
export function comptesPoidsQuery(metalOr: number, jour: string, p: Periode, perteClient: string): SQL {
  return sql`
    with m(genre, id, metal_id, solde_c, perte, base) as (
      ${grandLivre("clal", "clal", metalOr, jour, p)}
      union all ${grandLivre("fournisseurs", "fournisseur", metalOr, jour, p)}
      union all ${grandLivre("clients", "client", metalOr, jour, p)}
      union all ${joailliers(metalOr, jour, p)}
    ),
    c as materialized (
      select genre, id, metal_id, round(sum(solde_c)) as solde_c, sum(perte) as perte, sum(base) as base,
             count(*) filter (where solde_c <> 0) as mouvements
      from m group by genre, id, metal_id
    )
    select 'compte' as niveau, c.genre, c.id,
           case c.genre when 'clal' then 'CLAL'
             when 'fournisseur' then (select f.raison_soc::text from fournisseur f where f.four_id = c.id)
             when 'client' then (select coalesce(nullif(k.nom_agence, ''), k.label)::text from client k where k.id = c.id)
             else (select j.label::text from joaillier j where j.id = c.id) end as nom,
           c.metal_id as "metalId", me.description as metal,
           ${grammes(sql`c.solde_c`)} as solde, ${grammes(sql`c.solde_c * ${sens}`)} as exposition,
           null as detenu, null as du,
           to_char(round(c.perte * 100 / nullif(c.base, 0), 2), 'FM99990.00') as "pertePct",
           case when c.genre = 'joaillier' and c.base > 0 then to_char(c.perte / 100.0, 'FM999999990.000') end as "pertePoids",
           case c.genre when 'client' then ${perteClient}::numeric(5,2)::text
             when 'joaillier' then (select a.pourcentage::text from joaillier_perte_autorisee a where a.id_joaillier = c.id)
           end as "autorisePct"
    from c join metal me on me.id_metal = c.metal_id
    where c.solde_c <> 0 or c.base > 0 or c.mouvements > 0
    union all
    select 'total', null, null, null, c.metal_id, me.description,
           ${grammes(sql`sum(c.solde_c * ${sens})`)}, ${grammes(sql`sum(c.solde_c * ${sens})`)},
           ${grammes(sql`coalesce(sum(c.solde_c * ${sens}) filter (where ${sens} > 0), 0)`)},
           ${grammes(sql`coalesce(sum(c.solde_c * ${sens}) filter (where ${sens} < 0), 0)`)},
           null, null, null
    from c join metal me on me.id_metal = c.metal_id
    group by c.metal_id, me.description
    order by 1, 5, 2, 4`;
}

export async function comptesPoids(
  db: Executor,
  metalOr: number,
  jour: string,
  p: Periode,
  perteClient: string,
): Promise<LigneComptePoids[]> {
  const q = comptesPoidsQuery(metalOr, jour, p, perteClient);
  return (await db.execute<LigneComptePoids & Record<string, unknown>>(q)).rows;
}

export async function setPerteAutorisee(db: Executor, idJoaillier: number, pourcentage: string) {
  await db.execute(sql`
    insert into joaillier_perte_autorisee (id_joaillier, pourcentage) values (${idJoaillier}, ${pourcentage})
    on conflict (id_joaillier) do update set pourcentage = excluded.pourcentage`);
}

export async function joaillierExiste(db: Executor, id: number): Promise<boolean> {
  return (await db.execute(sql`select 1 from joaillier where id = ${id}`)).rows.length > 0;
}
