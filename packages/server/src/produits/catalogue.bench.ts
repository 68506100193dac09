import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { centreCountQuery, centrePageQuery } from "./centre.queries.ts";
import { pierresOptionsQuery } from "./centre-pierres.queries.ts";
import { cvCountQuery, cvPageQuery } from "./cv.queries.ts";

const PAGE = { limit: 10, offset: 0 };

/** The catalogue lists (centres vides, centres) and the stone picker, as the web calls them. */
export const CATALOGUE_BENCH: BenchEntry[] = [
  {
    area: "produits",
    name: "catalogue centres vides, une page par ref",
    method: "GET",
    path: "/api/produits/catalogue/cv?page=0&pageSize=10&sort=ref&dir=asc",
    sql: [cvPageQuery({ sort: "ref", dir: "asc" }, PAGE), cvCountQuery({})].map(toBench),
  },
  {
    area: "produits",
    name: "catalogue centres vides, filtre ref « 10 », tri par poids",
    method: "GET",
    path: "/api/produits/catalogue/cv?page=0&pageSize=10&sort=poidsMetalMg&dir=desc&q=10",
    sql: [cvPageQuery({ q: "10", sort: "poidsMetalMg", dir: "desc" }, PAGE), cvCountQuery({ q: "10" })].map(
      toBench,
    ),
  },
  {
    area: "produits",
    name: "catalogue centres, une page par ref",
    method: "GET",
    path: "/api/produits/catalogue/centres?page=0&pageSize=10&sort=ref&dir=asc",
    sql: [centrePageQuery({ sort: "ref", dir: "asc" }, PAGE), centreCountQuery({})].map(toBench),
  },
  {
    area: "produits",
    name: "catalogue centres, filtre « bague », tri par tarif",
    method: "GET",
    path: "/api/produits/catalogue/centres?page=0&pageSize=10&sort=tarif&dir=asc&q=bague",
    sql: [
      centrePageQuery({ q: "bague", sort: "tarif", dir: "asc" }, PAGE),
      centreCountQuery({ q: "bague" }),
    ].map(toBench),
  },
  {
    area: "produits",
    name: "catalogue sélecteur de pierres « diamant rond »",
    method: "GET",
    path: "/api/produits/catalogue/pierres?q=diamant%20rond&limit=20",
    sql: toBench(pierresOptionsQuery("diamant rond", 20)),
  },
];
