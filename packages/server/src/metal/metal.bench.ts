import { grandLivreFiltreSchema, grandLivreQuerySchema, PAGE_SIZE_SUIVI } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry, BenchSql } from "../bench/types.ts";
import { analysePoids, pageListe } from "./analyse.queries.ts";
import { comptesPoidsQuery } from "./comptes.queries.ts";
import {
  type FiltreLignes,
  grandLivreCountQuery,
  grandLivrePageQuery,
  grandLivreResumeQuery,
} from "./grand-livre.queries.ts";
import { lignesReleve, soldesReleve } from "./releve.queries.ts";
import { facturesSuiviQuery, receptionsSuiviQuery, totalReceptionsSuiviQuery } from "./suivi.queries.ts";

const OR = 1;
const ANNEE = { debut: "2025-01-01", fin: "2025-12-31" };
/** The demo set's "today" (server/demo/context.ts DEMO_TODAY). */
const JOUR = "2026-11-21";
const PREMIERE_PAGE_SUIVI = { limit: PAGE_SIZE_SUIVI, offset: 0 };

const page = (qs: Record<string, string>): BenchSql[] => {
  const q = grandLivreQuerySchema.parse(qs);
  const f = { ...q, debut: q.debut ?? ANNEE.debut };
  const metal = q.metal ?? OR;
  return [
    toBench(grandLivrePageQuery(f, OR, metal, { limit: q.pageSize, offset: q.page * q.pageSize })),
    toBench(grandLivreCountQuery(f, OR, metal)),
  ];
};

const chemin = (qs: Record<string, string>) => `?${new URLSearchParams(qs).toString()}`;
const fournisseurs20ans = {
  onglet: "fournisseurs",
  metal: "1",
  debut: "2006-01-01",
  page: "0",
  pageSize: "25",
};
const clal20ans = { onglet: "clal", metal: "1", debut: "2006-01-01", page: "0", pageSize: "25" };

/** /mouvements_or (one tab, one metal, running balance over 20 years), /suivi_metal and /analyse_metal for a year. */
export const METAL_BENCH: BenchEntry[] = [
  {
    area: "metal",
    name: "grand livre fournisseurs, or, 20 ans, une page avec solde",
    method: "GET",
    path: `/api/metal/mouvements${chemin(fournisseurs20ans)}`,
    sql: page(fournisseurs20ans),
  },
  {
    area: "metal",
    name: "grand livre CLAL (avec fournisseurs), or, 20 ans, une page avec solde",
    method: "GET",
    path: `/api/metal/mouvements${chemin(clal20ans)}`,
    sql: page(clal20ans),
  },
  {
    area: "metal",
    name: "grand livre CLAL, pastilles et sous-total, 20 ans",
    method: "GET",
    path: "/api/metal/mouvements/resume?onglet=clal&debut=2006-01-01",
    sql: toBench(
      grandLivreResumeQuery(
        grandLivreFiltreSchema.parse({ onglet: "clal", debut: "2006-01-01" }) as FiltreLignes,
        OR,
      ),
    ),
  },
  {
    area: "metal",
    name: "suivi métal, tous clients, un an",
    method: "GET",
    path: `/api/metal/suivi?debut=${ANNEE.debut}&fin=${ANNEE.fin}`,
    sql: [
      toBench(facturesSuiviQuery(ANNEE, PREMIERE_PAGE_SUIVI)),
      toBench(receptionsSuiviQuery(ANNEE, PREMIERE_PAGE_SUIVI)),
      toBench(totalReceptionsSuiviQuery(ANNEE)),
    ],
  },
  {
    area: "metal",
    name: "analyse métal, un an",
    method: "GET",
    path: `/api/metal/analyse?debut=${ANNEE.debut}&fin=${ANNEE.fin}`,
    sql: { replay: (db) => analysePoids(db, ANNEE, OR) },
  },
  {
    area: "metal",
    name: "analyse métal, un an, détail des OF livrés (une page ouverte)",
    method: "GET",
    path: `/api/metal/analyse/details?liste=livres&debut=${ANNEE.debut}&fin=${ANNEE.fin}&page=0&pageSize=50`,
    sql: { replay: (db) => pageListe(db, "livres", ANNEE, { limit: 50, offset: 0 }) },
  },
  {
    area: "metal",
    name: "comptes poids, toutes les parties et tous les métaux, pertes d'un an",
    method: "GET",
    path: `/api/metal/comptes-poids?debut=${ANNEE.debut}&fin=${ANNEE.fin}`,
    sql: toBench(comptesPoidsQuery(OR, JOUR, ANNEE, "3")),
  },
  {
    area: "metal",
    name: "relevé de compte poids CLAL, or, un an (PDF)",
    method: "GET",
    path: `/api/metal/comptes-poids/releve?genre=clal&metal=1&debut=${ANNEE.debut}&fin=${ANNEE.fin}`,
    sql: {
      replay: async (db) => {
        const f = { onglet: "clal", metal: OR, ...ANNEE } as FiltreLignes;
        await soldesReleve(db, f, OR, OR);
        await lignesReleve(db, f, OR, OR);
      },
    },
  },
];
