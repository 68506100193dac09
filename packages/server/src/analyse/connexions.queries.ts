import { type SQL, sql } from "drizzle-orm";
import type { Page } from "../http/list.ts";

type Tri = { sort: string; dir: "asc" | "desc" };
const sens = (t: Tri) => (t.dir === "asc" ? sql`asc` : sql`desc`);

const TRI_STATS: Record<string, SQL> = {
  identifiantUtilisateur: sql`u.login`,
  nomAgence: sql`c.nom_agence`,
  totalConnexions: sql`s.total`,
  connexions3DerniersMois: sql`s.recents`,
};

/**
 * Per user: total logins, mean, max and min per month over the months with logins, and the logins of
 * the current month and the two before. Users who never logged in are listed with zeros.
 */
export function statsConnexionsQuery(t: Tri, page: Page): SQL {
  return sql`
    with mois as (
      select l.id_user, date_trunc('month', l.date) as mois, count(*)::int as n
      from log_connexion l group by 1, 2),
    s as (
      select id_user, sum(n)::int as total, round(avg(n), 2) as moyenne, max(n) as maxi, min(n) as mini,
             coalesce(sum(n) filter (where mois >= date_trunc('month', now()) - interval '2 months'), 0)::int as recents
      from mois group by id_user)
    select u.id_user as "idUser", coalesce(c.nom_agence, '') as "nomAgence", u.login as "identifiantUtilisateur",
           case when u.role = 1 then 'Admin' else 'Boutique' end as type,
           coalesce(s.total, 0) as "totalConnexions", coalesce(s.moyenne, 0)::numeric(10, 2)::text as "moyenneConnexionsParMois",
           coalesce(s.maxi, 0) as "maxConnexionsParMois", coalesce(s.mini, 0) as "minConnexionsParMois",
           coalesce(s.recents, 0) as "connexions3DerniersMois", count(*) over ()::int as n
    from utilisateur u left join s on s.id_user = u.id_user left join client c on c.id = u.num_agence
    order by ${TRI_STATS[t.sort] ?? sql`s.total`} ${sens(t)} nulls last, u.login
    limit ${page.limit} offset ${page.offset}`;
}

const TRI_CONSULT: Record<string, SQL> = { date: sql`l.date`, ref: sql`ce.ref`, userLogin: sql`u.login` };

/** The products consulted, newest first by default; the date as 'dd-mm-yyyy à hh:mm:ss' (Paris). */
export function consultationsQuery(t: Tri, page: Page): SQL {
  return sql`select l.id, ce.ref, coalesce(c.nom_agence, '') as "nomAgence", u.login as "userLogin",
      case when u.role = 1 then 'Admin' else 'Boutique' end as type,
      to_char(l.date at time zone 'Europe/Paris', 'DD-MM-YYYY "à" HH24:MI:SS') as date,
      count(*) over ()::int as n
    from log_consultation_produit l
    join utilisateur u on u.id_user = l.id_user
    join centre ce on ce.id_centre = l.id_produit
    left join client c on c.id = u.num_agence
    order by ${TRI_CONSULT[t.sort] ?? sql`l.date`} ${sens(t)}, l.id desc
    limit ${page.limit} offset ${page.offset}`;
}
