import {
  comparaisonQuerySchema,
  defaultCaFiltre,
  periodesComparees,
  prixFiltreSchema,
  stockFiltreSchema,
  toIsoDate,
} from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { comparaisonClientsQuery } from "./comparaison.queries.ts";
import { consultationsQuery, statsConnexionsQuery } from "./connexions.queries.ts";
import { incoherentsQuery, synthesePrixQuery } from "./prix.queries.ts";
import { productionJoursAgregatQuery } from "./production.queries.ts";
import { historiqueAvoirsQuery, historiqueVentesQuery, totauxClientsQuery } from "./progression.queries.ts";
import { stockTranchesQuery } from "./stock.queries.ts";
import {
  avoirsAnneesQuery,
  caAnneeMoisQuery,
  caAnneesQuery,
  caMoisQuery,
  detailQuery,
  faconQuery,
  parTarifQuery,
  parTrancheQuery,
  repartitionQuery,
  topVenteQuery,
} from "./ventes.queries.ts";

const aujourdhui = toIsoDate(new Date());
/** The screen's default: the current year, every choice on TOUT. */
const f = defaultCaFiltre(aujourdhui);
const annee = Number(f.fin.slice(0, 4));
const q = `debut=${f.debut}&fin=${f.fin}`;
const page = { limit: 5, offset: 0 };
/** /analyse_prix with its defaults: the current year, grouped by type and tariff. */
const prix = { ...prixFiltreSchema.parse({}), debut: f.debut, fin: f.fin };
const comparaison = comparaisonQuerySchema.parse({ date: aujourdhui });

/** /analyse_ca and /facon on the large demo set: every tab's endpoint with the screen's defaults. */
export const ANALYSE_BENCH: BenchEntry[] = [
  {
    area: "analyse",
    name: "CA top vente, année en cours, page de 5",
    method: "GET",
    path: `/api/analyse/ca/top-vente?${q}&sort=caHt&dir=desc&page=0&pageSize=5`,
    sql: toBench(topVenteQuery(f, { sort: "caHt", dir: "desc" }, page)),
  },
  {
    area: "analyse",
    name: "CA répartition type et métal, année en cours",
    method: "GET",
    path: `/api/analyse/ca/repartition?${q}`,
    sql: [toBench(repartitionQuery(f, "type")), toBench(repartitionQuery(f, "metal"))],
  },
  {
    area: "analyse",
    name: "CA tranches et tarifs, année en cours",
    method: "GET",
    path: `/api/analyse/ca/vente?${q}`,
    sql: [toBench(parTrancheQuery(f)), toBench(parTarifQuery(f))],
  },
  {
    area: "analyse",
    name: "CA détail d'une tranche, page de 15",
    method: "GET",
    path: `/api/analyse/ca/detail?${q}&tranche=${encodeURIComponent("500 à 1000")}&page=0&pageSize=15&sort=dateFact&dir=desc`,
    sql: toBench(
      detailQuery(
        f,
        { tranche: { min: 500, max: 1000 } },
        { sort: "dateFact", dir: "desc" },
        { limit: 15, offset: 0 },
      ),
    ),
  },
  {
    area: "analyse",
    name: "CA par mois, année en cours",
    method: "GET",
    path: `/api/analyse/ca/mois?${q}`,
    sql: toBench(caMoisQuery(f)),
  },
  {
    area: "analyse",
    name: "CA comparaison par mois, deux années",
    method: "GET",
    path: `/api/analyse/ca/comparaison-mois?${q}`,
    sql: toBench(caAnneeMoisQuery({ ...f, debut: `${annee - 1}-01-01`, fin: `${annee}-12-31` })),
  },
  {
    area: "analyse",
    name: "CA par an net des avoirs, vingt ans",
    method: "GET",
    path: `/api/analyse/ca/annees?${q}`,
    sql: [toBench(caAnneesQuery(f)), toBench(avoirsAnneesQuery(undefined))],
  },
  {
    area: "analyse",
    name: "façon, année en cours, page de 10",
    method: "GET",
    path: `/api/analyse/facon?${q}&facon=1&page=0&pageSize=10&sort=dateFact&dir=asc`,
    sql: toBench(faconQuery({ ...f, facon: 1 }, { sort: "dateFact", dir: "asc" }, { limit: 10, offset: 0 })),
  },
  {
    area: "analyse",
    name: "variation CA client, tops des deux dernières années",
    method: "GET",
    path: "/api/analyse/progression",
    sql: toBench(totauxClientsQuery(annee - 2, annee - 1)),
  },
  {
    area: "analyse",
    name: "variation CA client, tableau de comparaison",
    method: "GET",
    path: "/api/analyse/progression/clients?page=0&pageSize=10&sort=pourcentageVariation&dir=desc",
    sql: toBench(totauxClientsQuery(annee - 2, annee - 1)),
  },
  {
    area: "analyse",
    name: "historique du CA du plus gros client (502, EXTENSIA), vingt ans",
    method: "GET",
    path: "/api/analyse/progression/historique?client=502",
    sql: [toBench(historiqueVentesQuery(502)), toBench(historiqueAvoirsQuery(502))],
  },
  {
    area: "analyse",
    name: "évolution CA client, trois années complètes",
    method: "GET",
    path: `/api/analyse/comparaison?date=${aujourdhui}&page=0&pageSize=20&sort=ca3&dir=desc`,
    sql: toBench(comparaisonClientsQuery(comparaison, periodesComparees(aujourdhui, "annee_complete"))),
  },
  {
    area: "analyse",
    name: "suivi de production, année en cours",
    method: "GET",
    path: `/api/analyse/production?periode=annee&date=${annee}-01-01`,
    sql: toBench(productionJoursAgregatQuery({ debut: `${annee}-01-01`, fin: `${annee}-12-31` })),
  },
  {
    area: "analyse",
    name: "synthèse des prix, année en cours, type x tarif x tranche",
    method: "GET",
    path: `/api/analyse/prix/synthese?${q}&groupes=type,tarif,tranche&page=0&pageSize=10&sort=nombre&dir=desc`,
    sql: toBench(
      synthesePrixQuery(
        { ...prix, groupes: ["type", "tarif", "tranche"] },
        { sort: "nombre", dir: "desc" },
        { limit: 10, offset: 0 },
      ),
    ),
  },
  {
    area: "analyse",
    name: "produits incohérents, année en cours",
    method: "GET",
    path: `/api/analyse/prix/incoherents?${q}&groupes=type,tarif&page=0&pageSize=10&sort=ecart&dir=desc`,
    sql: toBench(incoherentsQuery(prix, { sort: "ecart", dir: "desc" }, { limit: 10, offset: 0 })),
  },
  {
    area: "analyse",
    name: "stock par tranche de prix de revient",
    method: "GET",
    path: "/api/analyse/stock",
    sql: toBench(stockTranchesQuery(stockFiltreSchema.parse({}))),
  },
  {
    area: "analyse",
    name: "statistiques de connexion, une page",
    method: "GET",
    path: "/api/analyse/connexions?page=0&pageSize=10&sort=totalConnexions&dir=desc",
    sql: toBench(statsConnexionsQuery({ sort: "totalConnexions", dir: "desc" }, { limit: 10, offset: 0 })),
  },
  {
    area: "analyse",
    name: "produits consultés, une page",
    method: "GET",
    path: "/api/analyse/connexions/produits?page=0&pageSize=10&sort=date&dir=desc",
    sql: toBench(consultationsQuery({ sort: "date", dir: "desc" }, { limit: 10, offset: 0 })),
  },
];
