import { type SQL, sql } from "drizzle-orm";
import { dansArbreClient } from "../admin/index.ts";

/** The filters /filter and /planning share, as their screens give them (a flag: 1, 0 or null for either). */
export interface FiltreCommunOf {
  client?: number | undefined;
  tournee: 0 | 1 | null;
  imperatif: 0 | 1 | null;
  typeCommande?: number | undefined;
  stade?: number | undefined;
  metal?: number | undefined;
  type?: number | undefined;
  statut?: number | undefined;
}

/**
 * The conditions on `"of" o` of the filters /filter (spec 03 section 2.8) and /planning (section 2.13)
 * have in common, written once: the client with every client below it in the tree, the round and the
 * firm date flags, the order type, stage, metal, product type (through its centre vide) and status.
 */
export function conditionsCommunesOf(f: FiltreCommunOf): SQL[] {
  const conds: SQL[] = [];
  // A group takes in all its agencies, however deep.
  if (f.client !== undefined) conds.push(dansArbreClient(sql`o.id_bijouterie`, f.client));
  if (f.tournee !== null) conds.push(sql`o.tournee = ${f.tournee}`);
  if (f.imperatif !== null) conds.push(sql`o.date_l_imp = ${f.imperatif}`);
  if (f.typeCommande !== undefined) conds.push(sql`o.id_type_commande = ${f.typeCommande}`);
  if (f.stade !== undefined) conds.push(sql`o.id_stade = ${f.stade}`);
  if (f.metal !== undefined) conds.push(sql`o.type_metal = ${f.metal}`);
  if (f.type !== undefined) {
    conds.push(sql`exists (
      select 1 from centre ce join centre_vide cv on cv.id_cv = ce.id_cv
      where ce.id_centre = o.idp and cv.type_prod = ${f.type})`);
  }
  if (f.statut !== undefined) conds.push(sql`o.statut = ${f.statut}`);
  return conds;
}
