import type { BenchEntry } from "../bench/types.ts";

/** /utilisateurs (its first page with the last logins), the system page's counts, the lines to print. */
export const ADMIN_BENCH: BenchEntry[] = [
  {
    area: "admin",
    name: "utilisateurs, une page",
    method: "GET",
    path: "/api/admin/utilisateurs?page=0&pageSize=25&sort=login",
    sql: [
      {
        text: `select u.id_user, u.login, u.nom, u.role, u.num_agence, c.nom_agence, u.actif,
                 (select max(l.date) from log_connexion l where l.id_user = u.id_user)
               from utilisateur u left join client c on c.id = u.num_agence
               order by u.login asc, u.id_user asc limit $1 offset $2`,
        values: [25, 0],
      },
      { text: "select count(*) from utilisateur", values: [] },
    ],
  },
  {
    area: "admin",
    name: "page système (/test)",
    method: "GET",
    path: "/api/admin/systeme",
    sql: [
      { text: "select pg_database_size(current_database())", values: [] },
      { text: 'select count(*) from "of"', values: [] },
      { text: "select count(*) from audit", values: [] },
    ],
  },
  {
    area: "admin",
    name: "lignes du catalogue (Impression)",
    method: "GET",
    path: "/api/admin/impressions/lignes",
    sql: {
      text: "select distinct trim(nom_ligne) from centre_vide where nom_ligne is not null order by 1",
      values: [],
    },
  },
];
