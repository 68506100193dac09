import { type Canal, LIBELLE_CANAL, type Settings } from "@ecrin/domain";
import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { constituantFact, constituantFactExtensia, facture, factureExtensia } from "../db/schema/index.ts";

/** What one invoice channel is made of; the rest of the server reads the channels only here. */
export interface CanalFacturation {
  /** How the screens name it (Standard, Alternatif). */
  libelle: string;
  /** The table of its invoices (id_fact, date_fact, client...). */
  factures: typeof facture | typeof factureExtensia;
  /** The table of its invoice lines (fact, of...). */
  lignes: typeof constituantFact | typeof constituantFactExtensia;
  /** A line's unit price HT, and its total HT (the alternate line is its price alone). */
  prixLigne: PgColumn;
  totalLigne: PgColumn;
  /** Its numbering series (row of `numerotation`): continuous numbers of its own. */
  serie: "facture" | "facture_extensia";
  /** The client invoiced: the OF's own, or the alternate channel's client (setting). */
  client(settings: Settings, idBijouterie: number): number;
}

/** The two invoice channels (spec 01 section 5): standard and alternate (the EXTENSIA line). */
export const CANAUX_FACTURE: Readonly<Record<Canal, CanalFacturation>> = {
  standard: {
    libelle: LIBELLE_CANAL.standard,
    factures: facture,
    lignes: constituantFact,
    prixLigne: constituantFact.prixUHt,
    totalLigne: constituantFact.totht,
    serie: "facture",
    client: (_settings, idBijouterie) => idBijouterie,
  },
  alternatif: {
    libelle: LIBELLE_CANAL.alternatif,
    factures: factureExtensia,
    lignes: constituantFactExtensia,
    prixLigne: constituantFactExtensia.prix,
    totalLigne: constituantFactExtensia.prix,
    serie: "facture_extensia",
    client: (settings) => settings.clientCanalAlternatif,
  },
};

/** A channel's table in raw SQL (`from ${tableSql(c.factures)} fa`). */
export const tableSql = (t: PgTable): SQL => sql`${sql.identifier(getTableName(t))}`;

/** A column of a channel's table under an alias of the query (`cf.prix_u_ht`). */
export const colonneSql = (alias: string, c: PgColumn): SQL =>
  sql`${sql.raw(alias)}.${sql.identifier(c.name)}`;
