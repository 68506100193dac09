import { toBench } from "../bench/sql.ts";
import type { BenchEntry, BenchSql } from "../bench/types.ts";
import { listOfsQuery, type OfListeFiltre, type OfSort } from "./edit.queries.ts";
import { lireOf } from "./edit.service.ts";
import { historiqueOf } from "./historique.service.ts";

function listeSql(f: OfListeFiltre, sort: OfSort, dir: "asc" | "desc", pageSize = 10): BenchSql {
  return toBench(listOfsQuery(f, sort, dir, { limit: pageSize, offset: 0 }));
}

/** /of/edit: the list as it opens, searched by number, by text, filtered and sorted by status. */
export const EDIT_OF_BENCH: BenchEntry[] = [
  {
    area: "of",
    name: "liste des OF, première page (plus récents)",
    method: "GET",
    path: "/api/of?page=0&pageSize=10&sort=numSachet&dir=desc",
    sql: listeSql({}, "numSachet", "desc"),
  },
  {
    area: "of",
    name: "liste des OF, recherche « 12 » (numéros)",
    method: "GET",
    path: "/api/of?page=0&pageSize=10&sort=numSachet&dir=desc&q=12",
    sql: listeSql({ q: "12" }, "numSachet", "desc"),
  },
  {
    area: "of",
    name: "liste des OF, recherche « so » (ref, client)",
    method: "GET",
    path: "/api/of?page=0&pageSize=10&sort=numSachet&dir=desc&q=so",
    sql: listeSql({ q: "so" }, "numSachet", "desc"),
  },
  {
    area: "of",
    name: "liste des OF, statut 575",
    method: "GET",
    path: "/api/of?page=0&pageSize=10&sort=numSachet&dir=desc&statut=575",
    sql: listeSql({ statut: 575 }, "numSachet", "desc"),
  },
  {
    area: "of",
    name: "liste des OF triée par statut",
    method: "GET",
    path: "/api/of?page=0&pageSize=10&sort=statut&dir=asc",
    sql: listeSql({}, "statut", "asc"),
  },
  {
    area: "of",
    name: "un OF entier (panneau, Tracer OF)",
    method: "GET",
    path: "/api/of/120000",
    // Its detail, then the rates, product and stones of its price, in turn as lireOf sends them.
    sql: { replay: (db) => lireOf(db, 120000) },
  },
  {
    area: "of",
    name: "historique d'un OF (Tracer OF : lignes, pierres, factures, modifications)",
    method: "GET",
    path: "/api/of/120000/historique",
    sql: { replay: (db) => historiqueOf(db, 120000) },
  },
];
