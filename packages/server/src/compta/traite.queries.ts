import {
  type Banque,
  CANAUX,
  FACTURES_TRAITE_PROPOSEES,
  type FactureAReglee,
  type FactureATraiter,
  type FactureReglee,
  type FacturesATraiterQuery,
  type FournisseurTraite,
  type TraiteClient,
  type TraiteFournisseur,
  type TraitesQuery,
} from "@ecrin/domain";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { dansArbreClient } from "../admin/index.ts";
import { motifDebut } from "../db/like.ts";
import { banque, client, fournisseur, traite, traiteFacture, traiteFournisseur } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import { CANAUX_FACTURE, colonneSql, tableSql } from "../facturation/index.ts";
import type { Page } from "../http/list.ts";

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

/**
 * The invoices a new bill would settle, as found in their channel's table: their client and the
 * N° Effet of a bill that already settles them (issue 25 point 8).
 */
export async function facturesAReglees(tx: Tx, fs: readonly FactureReglee[]): Promise<FactureAReglee[]> {
  const trouvees: FactureAReglee[] = [];
  for (const canal of CANAUX) {
    const ids = fs.filter((f) => f.canal === canal).map((f) => f.idFact);
    if (ids.length === 0) continue;
    const r = await tx.execute<{ idFact: number; idBijouterie: number; numEffet: number | null }>(sql`
      select f.id_fact as "idFact", f.id_bijouterie as "idBijouterie",
             (select t.num_effet from traite_facture tf join traite t on t.id_traite = tf.id_traite
               where tf.canal = ${canal} and tf.id_fact = f.id_fact) as "numEffet"
      from ${tableSql(CANAUX_FACTURE[canal].factures)} f
      where f.id_fact in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    trouvees.push(...r.rows.map((x) => ({ canal, ...x })));
  }
  return trouvees;
}

/**
 * /traite's picker (both channels): the client's invoices whose number starts with the search, that no
 * bill settles yet, newest first; each channel's page chosen on its (id_bijouterie, date_fact) index.
 */
export function facturesATraiterQuery(q: FacturesATraiterQuery): SQL {
  const parCanal = q.q.canaux.map((canal) => {
    const c = CANAUX_FACTURE[canal];
    const debut = q.q.debut === "" ? sql`true` : sql`f.id_fact::text like ${motifDebut(q.q.debut)}`;
    return sql`(select ${canal}::text as canal, f.id_fact as "idFact", f.date_fact, f.port
      from ${tableSql(c.factures)} f
      where f.id_bijouterie = ${q.idClt} and ${debut}
        and not exists (select 1 from traite_facture tf where tf.canal = ${canal} and tf.id_fact = f.id_fact)
      order by f.date_fact desc, f.id_fact desc limit ${FACTURES_TRAITE_PROPOSEES})`;
  });
  const totalLignes = (canal: "standard" | "alternatif") => {
    const c = CANAUX_FACTURE[canal];
    return sql`(select sum(${colonneSql("l", c.totalLigne)}) from ${tableSql(c.lignes)} l where l.fact = p."idFact")`;
  };
  return sql`
    select p.canal, p."idFact", to_char(p.date_fact, 'YYYY-MM-DD') as "dateFact",
           (p.port + coalesce(case when p.canal = 'standard' then ${totalLignes("standard")}
                                  else ${totalLignes("alternatif")} end, 0))::numeric(12,2)::text as "totalHt"
    from (${sql.join(parCanal, sql` union all `)}) p
    order by p.date_fact desc, p.canal, p."idFact" desc
    limit ${FACTURES_TRAITE_PROPOSEES}`;
}

export async function facturesATraiter(db: Executor, q: FacturesATraiterQuery): Promise<FactureATraiter[]> {
  return (await db.execute<FactureATraiter & Record<string, unknown>>(facturesATraiterQuery(q))).rows;
}

/** Links the bill to the invoices it settles (never changed afterwards). */
export async function insertFacturesTraite(tx: Tx, idTraite: number, fs: readonly FactureReglee[]) {
  if (fs.length > 0) await tx.insert(traiteFacture).values(fs.map((f) => ({ idTraite, ...f })));
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
  /** The client's bank (0013): "" when not known. */
  iban: string;
  bic: string;
  banque: string;
  banqueVille: string;
}

export async function traiteImprimee(db: Executor, id: number): Promise<TraiteImprimee | null> {
  const r = await db.execute<TraiteImprimee & Record<string, unknown>>(sql`
    select t.id_traite as "idTraite", to_char(t.date_creation, 'YYYY-MM-DD') as "dateCreation",
           to_char(t.date_echeance, 'YYYY-MM-DD') as "dateEcheance", t.total_ttc as "totalTtc",
           t.num_effet as "numEffet", t.nb_decoupe as "nbDecoupe", t.id_bijouterie as "idBijouterie",
           c.nom_agence as client, c.adresse, c.cp, c.ville,
           c.iban, c.bic, c.banque, c.banque_ville as "banqueVille"
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

/** A row of the bills history, before its due dates are spelled out. */
export interface TraiteListee {
  id: number;
  numEffet: number;
  idClient: number;
  client: string;
  dateCreation: string;
  dateEcheance: string;
  nbDecoupe: number;
  totalTtc: string;
}

const TRIS_TRAITES: Record<TraitesQuery["sort"], SQL> = {
  dateCreation: sql`t.date_creation`,
  numEffet: sql`t.num_effet`,
  client: sql`c.nom_agence`,
  totalTtc: sql`t.total_ttc`,
  dateEcheance: sql`t.date_echeance`,
};

/** The history of /traite: one page of the customer bills and the count (the bench runs both). */
export function pageTraitesQueries(q: TraitesQuery, page: Page): { page: SQL; total: SQL } {
  const filtre = q.client === undefined ? sql`true` : dansArbreClient(sql`t.id_bijouterie`, q.client);
  const dir = q.dir === "desc" ? sql`desc` : sql`asc`;
  return {
    page: sql`
      select t.id_traite as id, t.num_effet as "numEffet", t.id_bijouterie as "idClient",
             c.nom_agence as client, to_char(t.date_creation, 'YYYY-MM-DD') as "dateCreation",
             to_char(t.date_echeance, 'YYYY-MM-DD') as "dateEcheance", t.nb_decoupe as "nbDecoupe",
             t.total_ttc::text as "totalTtc"
      from traite t join client c on c.id = t.id_bijouterie
      where ${filtre}
      order by ${TRIS_TRAITES[q.sort]} ${dir}, t.id_traite ${dir}
      limit ${page.limit} offset ${page.offset}`,
    total: sql`select count(*)::int as n from traite t where ${filtre}`,
  };
}

export async function pageTraites(db: Executor, q: TraitesQuery, page: Page) {
  const queries = pageTraitesQueries(q, page);
  const [rows, total] = await Promise.all([
    db.execute<TraiteListee & Record<string, unknown>>(queries.page),
    db.execute<{ n: number }>(queries.total),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** A customer bill of a remittance (CFONB LCR file): the client's name and bank from its record. */
export interface TraiteRemise {
  idTraite: number;
  numEffet: number;
  nbDecoupe: number;
  dateCreation: string;
  dateEcheance: string;
  totalTtc: string;
  idBijouterie: number;
  client: string;
  iban: string;
  banque: string;
  /** The remittance the bill already went in (remise_lcr), null when none. */
  remise: number | null;
}

/** The customer bills created on `date`, in N° Effet order; only the bills `ids` when given. */
export async function traitesDeRemise(
  db: Executor,
  date: string,
  ids?: readonly number[],
): Promise<TraiteRemise[]> {
  const choisies = ids
    ? sql`and t.id_traite in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const r = await db.execute<TraiteRemise & Record<string, unknown>>(sql`
    select t.id_traite as "idTraite", t.num_effet as "numEffet", t.nb_decoupe as "nbDecoupe",
           to_char(t.date_creation, 'YYYY-MM-DD') as "dateCreation",
           to_char(t.date_echeance, 'YYYY-MM-DD') as "dateEcheance", t.total_ttc::text as "totalTtc",
           t.id_bijouterie as "idBijouterie", c.nom_agence as client, c.iban, c.banque, r.numero as remise
    from traite t join client c on c.id = t.id_bijouterie
    left join remise_lcr_traite r on r.id_traite = t.id_traite
    where t.date_creation = ${date} ${choisies}
    order by t.num_effet, t.id_traite`);
  return r.rows;
}
