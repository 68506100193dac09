import { commandesQuerySchema, DEFAULT_SETTINGS, stockQuerySchema } from "@ecrin/domain";
import type { BenchEntry } from "../bench/types.ts";
import { listStock, resumeFiltre } from "./liste.service.ts";
import { commandesPage, comptesCommandes, identiquesPage } from "./reservation.queries.ts";
import { valorisation } from "./valorisation.queries.ts";

const stock = (q: Record<string, string>) => stockQuerySchema.parse(q);
const commandes = (q: Record<string, string>) => commandesQuerySchema.parse(q);
const STOCK = DEFAULT_SETTINGS.clientStock;
/** An open order of the large set with identical pieces in stock. */
const COMMANDE = 415968;

/** /produit/stock (a filtered page and its summaries), /reservation (its lists), /valorisation. */
export const STOCK_BENCH: BenchEntry[] = [
  {
    area: "stock",
    name: "stock produit, première page",
    method: "GET",
    path: "/api/stock?page=0&pageSize=10&sort=of&dir=asc",
    sql: { replay: (db) => listStock(db, stock({}), { limit: 10, offset: 0 }) },
  },
  {
    area: "stock",
    name: "stock produit, plateau P001 et client stock, par prix",
    method: "GET",
    path: `/api/stock?plateau=1&client=${STOCK}&sort=prixFact&dir=desc&page=0&pageSize=30`,
    sql: {
      replay: (db) =>
        listStock(db, stock({ plateau: "1", client: String(STOCK), sort: "prixFact", dir: "desc" }), {
          limit: 30,
          offset: 0,
        }),
    },
  },
  {
    area: "stock",
    name: "stock produit, résumé de la liste",
    method: "GET",
    path: "/api/stock/resume",
    sql: { replay: (db) => resumeFiltre(db, stock({})) },
  },
  {
    area: "stock",
    name: "réservation, produits en commande réservables",
    method: "GET",
    path: "/api/stock/reservation/commandes?reservable=1&page=0&pageSize=12",
    sql: {
      replay: (db) => commandesPage(db, commandes({ reservable: "1" }), STOCK, { limit: 12, offset: 0 }),
    },
  },
  {
    area: "stock",
    name: "réservation, produits en commande sans filtre",
    method: "GET",
    path: "/api/stock/reservation/commandes?page=0&pageSize=12",
    sql: {
      replay: (db) => commandesPage(db, commandes({}), STOCK, { limit: 12, offset: 0 }),
    },
  },
  {
    area: "stock",
    name: "réservation, comptes",
    method: "GET",
    path: "/api/stock/reservation/comptes",
    sql: { replay: (db) => comptesCommandes(db, commandes({}), STOCK) },
  },
  {
    area: "stock",
    name: "réservation, produits identiques en stock",
    method: "GET",
    path: `/api/stock/reservation/identiques?commande=${COMMANDE}&page=0&pageSize=12`,
    sql: { replay: (db) => identiquesPage(db, COMMANDE, false, { limit: 12, offset: 0 }) },
  },
  {
    area: "stock",
    name: "réservation, produits proches en stock",
    method: "GET",
    path: `/api/stock/reservation/identiques?commande=${COMMANDE}&proches=1&page=0&pageSize=12`,
    sql: { replay: (db) => identiquesPage(db, COMMANDE, true, { limit: 12, offset: 0 }) },
  },
  {
    area: "stock",
    name: "valorisation du stock",
    method: "GET",
    path: "/api/stock/valorisation",
    sql: { replay: (db) => valorisation(db) },
  },
];
