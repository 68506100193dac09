import { ACHATS_BENCH } from "../achats/index.ts";
import { ADMIN_BENCH } from "../admin/index.ts";
import { ANALYSE_BENCH, totauxFournisseursQuery } from "../analyse/index.ts";
import { CHARGE_BENCH } from "../atelier/index.ts";
import { COMPTA_BENCH } from "../compta/index.ts";
import { FACTURATION_BENCH } from "../facturation/index.ts";
import { listImagesQuery, produitsAffectationQuery } from "../images/index.ts";
import { METAL_BENCH } from "../metal/index.ts";
import {
  BESOIN_BENCH,
  EDIT_OF_BENCH,
  FILTER_BENCH,
  OF_CREATION_BENCH,
  ofNumerosQuery,
  PLANNING_BENCH,
} from "../of/index.ts";
import { PIERRES_BENCH, STOCK_PIERRES_BENCH } from "../pierres/index.ts";
import { PLATEFORME_BENCH } from "../plateforme/index.ts";
import {
  CATALOGUE_BENCH,
  PRODUIT_PRIX_BENCH,
  pierresDevisQuery,
  produitsDevisQuery,
} from "../produits/index.ts";
import { REGISTRE_BENCH } from "../registre/index.ts";
import { STOCK_BENCH } from "../stock/index.ts";

import { toBench } from "./sql.ts";
import type { BenchEntry, BenchSql } from "./types.ts";

export type { BenchEntry, BenchReplay, BenchSession, BenchSql } from "./types.ts";

/** The very query of GET /api/of/numeros (of.queries.ts), as text and parameters. */
function ofNumerosSql(prefix: string, limit: number): BenchSql {
  const query = ofNumerosQuery(prefix, limit);
  if (!query) throw new Error(`préfixe d'OF invalide : ${prefix}`);
  return toBench(query);
}

/** Every benchmarked endpoint; each issue that adds a heavy list or search appends its own here. */
export const BENCH_ENDPOINTS: BenchEntry[] = [
  {
    area: "admin",
    name: "session",
    method: "GET",
    path: "/api/auth/session",
    sql: (s) => ({
      text: `select u.id_user, u.login, u.role, u.num_agence, u.actif, s.expires_at
             from session s inner join utilisateur u on u.id_user = s.id_user
             where s.token_hash = $1 and s.expires_at > now() limit 1`,
      values: [s.tokenHash],
    }),
  },
  {
    area: "admin",
    name: "cours, une page",
    method: "GET",
    path: "/api/admin/cours?page=0&pageSize=10",
    sql: [
      {
        text: "select id_cours, description, valeur from cours order by id_cours asc, id_cours asc limit $1 offset $2",
        values: [10, 0],
      },
      { text: "select count(*) from cours" },
    ],
  },
  {
    area: "admin",
    name: "clients, l'arbre entier",
    method: "GET",
    path: "/api/admin/clients",
    sql: {
      text: `select id, label, id_parent, nom_agence, adresse, cp, ville, actif,
                    exists (select 1 from client as enfant where enfant.id_parent = client.id) as is_parent
             from client order by nom_agence asc, id asc`,
    },
  },
  {
    area: "of",
    name: "numéros d'OF commençant par 12",
    method: "GET",
    path: "/api/of/numeros?q=12&limit=20",
    sql: ofNumerosSql("12", 20),
  },
  {
    area: "analyse",
    name: "analyse fournisseur, une année",
    method: "GET",
    path: "/api/analyse/fournisseurs?debut=2025-01-01&fin=2025-12-31",
    sql: toBench(totauxFournisseursQuery({ debut: "2025-01-01", fin: "2025-12-31" })),
  },
  {
    area: "images",
    name: "images dont le nom contient « bg », une page",
    method: "GET",
    path: "/api/images?q=bg&page=0&pageSize=24",
    sql: Object.values(listImagesQuery("bg", "nom", "asc", { limit: 24, offset: 0 })).map(toBench),
  },
  {
    area: "images",
    name: "produits à affecter, ref commençant par bg",
    method: "GET",
    path: "/api/images/affectation/produits?q=bg",
    sql: toBench(produitsAffectationQuery("bg", 50)),
  },
  {
    area: "produits",
    name: "devis, produits dont la ref commence par so",
    method: "GET",
    path: "/api/devis/produits?q=so",
    sql: toBench(produitsDevisQuery("so")),
  },
  {
    area: "produits",
    name: "devis, pierres dont le libellé contient « diam »",
    method: "GET",
    path: "/api/devis/pierres?q=diam",
    sql: toBench(pierresDevisQuery("diam")),
  },
  ...ADMIN_BENCH,
  ...CATALOGUE_BENCH,
  ...COMPTA_BENCH,
  ...ACHATS_BENCH,
  ...REGISTRE_BENCH,
  ...FACTURATION_BENCH,
  ...PRODUIT_PRIX_BENCH,
  ...PIERRES_BENCH,
  ...STOCK_PIERRES_BENCH,
  ...STOCK_BENCH,
  ...EDIT_OF_BENCH,
  ...OF_CREATION_BENCH,
  ...FILTER_BENCH,
  ...PLANNING_BENCH,
  ...BESOIN_BENCH,
  ...CHARGE_BENCH,
  ...ANALYSE_BENCH,
  ...METAL_BENCH,
  ...PLATEFORME_BENCH,
];
