import type { Banque, FournisseurTraite, TraiteClient, TraiteFournisseur } from "@ecrin/domain";
import { asc, eq, sql } from "drizzle-orm";
import { banque, client, fournisseur, traite, traiteFournisseur } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";

/**
 * Customer bills are numbered one after the other (N° Effet): taken while the table is locked against
 * other writers (SHARE ROW EXCLUSIVE: reads go on, a second creation waits), so two bills cannot
 * take the same number.
 */
export async function verrouillerTraites(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table traite in share row exclusive mode`);
}

export async function dernierNumEffet(db: Executor): Promise<number | null> {
  const r = await db.execute<{ n: number | null }>(sql`select max(num_effet) as n from traite`);
  return r.rows[0]?.n ?? null;
}

export async function numEffetUtilise(db: Executor, numEffet: number): Promise<boolean> {
  return (
    (await db.select({ id: traite.idTraite }).from(traite).where(eq(traite.numEffet, numEffet))).length > 0
  );
}

export async function clientExiste(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: client.id }).from(client).where(eq(client.id, id))).length > 0;
}

export async function insertTraite(tx: Tx, v: TraiteClient): Promise<number> {
  const [row] = await tx
    .insert(traite)
    .values({
      idBijouterie: v.idBijouterie,
      dateCreation: v.dateCreation,
      dateEcheance: v.dateEcheance,
      totalTtc: v.totalTtc,
      numEffet: v.numEffet,
      nbDecoupe: v.nbDecoupe,
    })
    .returning({ id: traite.idTraite });
  return row!.id;
}

/** A customer bill as printed: the client (drawee) with its address. */
interface TraiteImprimee {
  idTraite: number;
  dateCreation: string;
  dateEcheance: string;
  totalTtc: string;
  numEffet: number;
  nbDecoupe: number;
  idBijouterie: number;
  client: string;
  adresse: string;
  cp: string;
  ville: string;
}

export async function traiteImprimee(db: Executor, id: number): Promise<TraiteImprimee | null> {
  const r = await db.execute<TraiteImprimee & Record<string, unknown>>(sql`
    select t.id_traite as "idTraite", to_char(t.date_creation, 'YYYY-MM-DD') as "dateCreation",
           to_char(t.date_echeance, 'YYYY-MM-DD') as "dateEcheance", t.total_ttc as "totalTtc",
           t.num_effet as "numEffet", t.nb_decoupe as "nbDecoupe", t.id_bijouterie as "idBijouterie",
           c.nom_agence as client, c.adresse, c.cp, c.ville
    from traite t join client c on c.id = t.id_bijouterie
    where t.id_traite = ${id}`);
  return r.rows[0] ?? null;
}

/** The preset banks of the supplier bill screen. */
export async function listBanques(db: Executor): Promise<Banque[]> {
  return db
    .select({
      idBanque: banque.idBanque,
      nom: banque.nom,
      codeBanque: banque.codeBanque,
      codeGuichet: banque.codeGuichet,
      numCompte: banque.numCompte,
      cleRib: banque.cleRib,
      ville: banque.ville,
    })
    .from(banque)
    .orderBy(asc(banque.nom), asc(banque.idBanque));
}

export async function banqueExiste(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: banque.idBanque }).from(banque).where(eq(banque.idBanque, id))).length > 0;
}

export async function fournisseurExiste(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.select({ id: fournisseur.fourId }).from(fournisseur).where(eq(fournisseur.fourId, id))).length >
    0
  );
}

/** Active suppliers, with the account last printed on one of their bills (it prefills the form). */
export async function listFournisseurs(db: Executor): Promise<FournisseurTraite[]> {
  const r = await db.execute<FournisseurTraite & Record<string, unknown>>(sql`
    select f.four_id as "fourId", f.raison_soc as "raisonSoc",
           (select t.fournisseur_compte from traite_fournisseur t
             where t.four_id = f.four_id and t.fournisseur_compte is not null
             order by t.id_traite desc limit 1) as compte
    from fournisseur f where f.actif = 1
    order by f.raison_soc, f.four_id`);
  return r.rows;
}

export async function insertTraiteFournisseur(tx: Tx, v: TraiteFournisseur): Promise<number> {
  const [row] = await tx
    .insert(traiteFournisseur)
    .values({
      fourId: v.fourId,
      idBanque: v.idBanque,
      dateCreation: v.dateCreation,
      dateEcheance: v.dateEcheance,
      totalTtc: v.totalTtc,
      numEffet: v.numEffet,
      nbDecoupe: v.nbDecoupe,
      banqueNom: v.banqueNom,
      codeBanque: v.codeBanque,
      codeGuichet: v.codeGuichet,
      numCompte: v.numCompte,
      cleRib: v.cleRib,
      ville: v.ville,
      fournisseurCompte: v.fournisseurCompte === "" ? null : v.fournisseurCompte,
      fournisseurNom: v.fournisseurNom,
    })
    .returning({ id: traiteFournisseur.idTraite });
  return row!.id;
}

/** A supplier bill as printed: every detail is the copy stored on the row. */
interface TraiteFournisseurImprimee {
  idTraite: number;
  dateCreation: string;
  dateEcheance: string;
  totalTtc: string;
  numEffet: string;
  nbDecoupe: number;
  banqueNom: string | null;
  codeBanque: string | null;
  codeGuichet: string | null;
  numCompte: string | null;
  cleRib: string | null;
  ville: string | null;
  fournisseurCompte: string | null;
  fournisseurNom: string | null;
}

export async function traiteFournisseurImprimee(
  db: Executor,
  id: number,
): Promise<TraiteFournisseurImprimee | null> {
  const r = await db.execute<TraiteFournisseurImprimee & Record<string, unknown>>(sql`
    select id_traite as "idTraite", to_char(date_creation, 'YYYY-MM-DD') as "dateCreation",
           to_char(date_echeance, 'YYYY-MM-DD') as "dateEcheance", total_ttc as "totalTtc",
           num_effet as "numEffet", nb_decoupe as "nbDecoupe", banque_nom as "banqueNom",
           code_banque as "codeBanque", code_guichet as "codeGuichet", num_compte as "numCompte",
           cle_rib as "cleRib", ville, fournisseur_compte as "fournisseurCompte",
           fournisseur_nom as "fournisseurNom"
    from traite_fournisseur where id_traite = ${id}`);
  return r.rows[0] ?? null;
}
