import type { Client, ClientFiche } from "@ecrin/domain";
import { asc, eq, sql } from "drizzle-orm";
import { client } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

// Written out: drizzle leaves a lone table's columns unqualified, which the subquery would capture.
const isParent = sql<boolean>`exists (select 1 from "client" as enfant where enfant.id_parent = "client"."id")`;

const columns = {
  id: client.id,
  label: client.label,
  idParent: client.idParent,
  nomAgence: client.nomAgence,
  adresse: client.adresse,
  cp: client.cp,
  ville: client.ville,
  actif: client.actif,
  isParent,
};

export function listClients(db: Executor): Promise<Client[]> {
  return db.select(columns).from(client).orderBy(asc(client.nomAgence), asc(client.id));
}

const fiche = {
  ...columns,
  siren: client.siren,
  numTva: client.numTva,
  delaiPaiement: client.delaiPaiement,
  iban: client.iban,
  bic: client.bic,
  banque: client.banque,
  banqueVille: client.banqueVille,
  email: client.email,
};

/** One client as its form edits it (the list leaves the invoicing and bank details out). */
export async function findClientFiche(db: Executor, id: number): Promise<ClientFiche | undefined> {
  return (await db.select(fiche).from(client).where(eq(client.id, id)).limit(1))[0];
}

export async function parentMap(db: Executor): Promise<Map<number, number | null>> {
  const rows = await db.select({ id: client.id, idParent: client.idParent }).from(client);
  return new Map(rows.map((r) => [r.id, r.idParent]));
}

type ClientWrite = Omit<ClientFiche, "id" | "label" | "actif" | "isParent">;

export async function insertClient(db: Executor, v: ClientWrite): Promise<number> {
  const rows = await db
    .insert(client)
    .values({ ...v, label: v.nomAgence })
    .returning({ id: client.id });
  return rows[0]!.id;
}

export async function updateClient(db: Executor, id: number, v: ClientWrite): Promise<boolean> {
  const rows = await db.update(client).set(v).where(eq(client.id, id)).returning({ id: client.id });
  return rows.length > 0;
}

/** The client's address copies an OF carries (an OF's own, the stock client's for a piece back in stock). */
export async function copiesClient(ex: Executor, id: number) {
  return (
    await ex
      .select({ nomAgence: client.nomAgence, adresse: client.adresse, cp: client.cp, ville: client.ville })
      .from(client)
      .where(eq(client.id, id))
  )[0];
}
