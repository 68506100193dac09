import type {
  FacturesFournisseursQuery,
  LigneFactureFournisseur,
  LotPierresConnu,
  MouvementOrConnu,
  TraiteConnue,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient } from "../db/like.ts";
import {
  achatsReceptionCurseur,
  factureFournisseur,
  factureFournisseurCdar,
  factureFournisseurDecision,
  factureFournisseurFichier,
} from "../db/schema/index.ts";
import { type Executor, lireEnsemble } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

export type NouvelleFacture = typeof factureFournisseur.$inferInsert;

/** Inserts a received invoice unless its flow is already there: its id, or null for a flow taken before. */
export async function insertFacture(
  db: Executor,
  f: NouvelleFacture,
  fichierBase64: string,
): Promise<number | null> {
  const [row] = await db
    .insert(factureFournisseur)
    .values(f)
    .onConflictDoNothing({ target: factureFournisseur.flowId })
    .returning({ id: factureFournisseur.id });
  if (!row) return null;
  await db.insert(factureFournisseurFichier).values({ idFacture: row.id, fichier: fichierBase64 });
  return row.id;
}

export async function fluxDejaRecu(db: Executor, flowId: string): Promise<boolean> {
  const r = await db.execute(sql`select 1 from facture_fournisseur where flow_id = ${flowId}`);
  return r.rows.length > 0;
}

const COLONNES_LIGNE = sql`
  f.id, to_char(f.recue_le at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "recueLe",
  f.fournisseur_nom as "fournisseur", f.fournisseur_siren as "siren", f.numero,
  to_char(f.date_facture, 'YYYY-MM-DD') as "date", f.total_ht::text as "ht", f.total_tva::text as "tva",
  f.total_ttc::text as "ttc", to_char(f.echeance, 'YYYY-MM-DD') as "echeance", f.famille,
  f.etat_rapprochement as "rapprochement", f.valide, f.statut`;

const TRI: Record<FacturesFournisseursQuery["sort"], SQL> = {
  recueLe: sql`f.recue_le`,
  fournisseur: sql`f.fournisseur_nom`,
  numero: sql`f.numero`,
  date: sql`f.date_facture`,
  ttc: sql`f.total_ttc`,
  echeance: sql`f.echeance`,
  statut: sql`f.statut`,
};

function filtres(q: FacturesFournisseursQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (q.statut) conditions.push(sql`f.statut = ${q.statut}`);
  if (q.valide) conditions.push(sql`f.valide = ${q.valide === "oui"}`);
  if (q.siren) conditions.push(sql`f.fournisseur_siren = ${q.siren}`);
  if (q.q) {
    const motif = motifContient(q.q);
    conditions.push(
      sql`(f.fournisseur_nom ilike ${motif} or f.numero ilike ${motif} or f.fournisseur_siren like ${motif})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** The page and the count of "Factures fournisseurs" (the bench runs the same statements). */
export function pageFacturesQueries(q: FacturesFournisseursQuery, page: Page): { page: SQL; total: SQL } {
  const where = filtres(q);
  const sens = q.dir === "desc" ? sql`desc nulls last` : sql`asc nulls first`;
  return {
    page: sql`
      select ${COLONNES_LIGNE} from facture_fournisseur f where ${where}
      order by ${TRI[q.sort]} ${sens}, f.id ${q.dir === "desc" ? sql`desc` : sql`asc`}
      limit ${page.limit} offset ${page.offset}`,
    total: sql`select count(*)::int as n from facture_fournisseur f where ${where}`,
  };
}

/** One page of "Factures fournisseurs", filtered and sorted by the server. */
export async function pageFactures(db: Executor, q: FacturesFournisseursQuery, page: Page) {
  const queries = pageFacturesQueries(q, page);
  const [rows, total] = await lireEnsemble(
    db,
    () => db.execute<LigneFactureFournisseur & Record<string, unknown>>(queries.page),
    () => db.execute<{ n: number }>(queries.total),
  );
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** One invoice with what the detail shows; `verrou` locks it (a decision is about to be taken). */
export async function facture(db: Executor, id: number, verrou = false) {
  const r = await db.execute<
    LigneFactureFournisseur & {
      flowId: string;
      syntaxe: string | null;
      nomFichier: string;
      typeFichier: string;
      violations: unknown;
      facture: unknown;
      match: unknown;
      idFour: number | null;
      numEcriture: number | null;
    } & Record<string, unknown>
  >(sql`
    select ${COLONNES_LIGNE}, f.flow_id as "flowId", f.syntaxe, f.nom_fichier as "nomFichier",
           f.type_fichier as "typeFichier", f.violations, f.facture, f.rapprochement as "match",
           f.id_four as "idFour",
           (select e.num from ecriture_numero e where e.source = 'facture_fournisseur' and e.id_source = f.id)
             as "numEcriture"
    from facture_fournisseur f where f.id = ${id} ${verrou ? sql`for update` : sql``}`);
  return r.rows[0];
}

export async function fichier(db: Executor, id: number) {
  const r = await db.execute<{ fichier: string; nomFichier: string; typeFichier: string }>(sql`
    select x.fichier, f.nom_fichier as "nomFichier", f.type_fichier as "typeFichier"
    from facture_fournisseur_fichier x join facture_fournisseur f on f.id = x.id_facture where x.id_facture = ${id}`);
  return r.rows[0];
}

export async function decisions(db: Executor, id: number) {
  const r = await db.execute<{
    statut: string;
    motif: string | null;
    commentaire: string;
    le: string;
    par: string | null;
    flowIdCdar: string | null;
  }>(sql`
    select d.statut, d.motif, d.commentaire,
           to_char(d.le at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as le, u.login as par,
           c.flow_id as "flowIdCdar"
    from facture_fournisseur_decision d
    left join utilisateur u on u.id_user = d.id_user
    left join facture_fournisseur_cdar c on c.id_decision = d.id
    where d.id_facture = ${id} order by d.id`);
  return r.rows;
}

export async function insertDecision(
  db: Executor,
  d: typeof factureFournisseurDecision.$inferInsert,
  trackingId: string,
): Promise<number> {
  const [row] = await db
    .insert(factureFournisseurDecision)
    .values(d)
    .returning({ id: factureFournisseurDecision.id });
  await db.insert(factureFournisseurCdar).values({ idDecision: row!.id, trackingId });
  await db.execute(sql`update facture_fournisseur set statut = ${d.statut} where id = ${d.idFacture}`);
  return row!.id;
}

/** A company name compared without accents, case, punctuation nor legal form. */
const SANS_FORME = String.raw`[^a-z0-9]+|\m(sas|sasu|sarl|sa|eurl|snc)\M`;
const AVEC_ACCENTS = "ÀÂÄÉÈÊËÎÏÔÖÙÛÜÇàâäéèêëîïôöùûüç";
const SANS_ACCENTS = "AAAEEEEIIOOUUUCaaaeeeeiioouuuc";
const nomCompare = (nom: SQL | string) =>
  sql`regexp_replace(lower(translate(${nom}, ${AVEC_ACCENTS}, ${SANS_ACCENTS})), ${SANS_FORME}, '', 'g')`;

/** The supplier whose name is the invoice's seller's (the active one first). */
export async function fournisseurParNom(db: Executor, nom: string): Promise<number | null> {
  const r = await db.execute<{ id: number }>(sql`
    select four_id as id from fournisseur where ${nomCompare(sql`raison_soc`)} = ${nomCompare(nom)}
    order by actif desc, four_id limit 1`);
  return r.rows[0]?.id ?? null;
}

/**
 * What Écrin knows of a supplier around a date: its gold movements (gold-form purchases with their titre,
 * deliveries of 750), its stone lots per N° Confie, its bills; those already matched by another invoice
 * that is not refused are left out.
 */
export async function connuDuFournisseur(
  db: Executor,
  idFour: number,
  date: string | null,
  exceptFacture: number | null,
) {
  const autour = date === null ? sql`true` : sql`between ${date}::date - 31 and ${date}::date + 31`;
  const pris = (type: string) => sql`
    select l->>'ref' from facture_fournisseur f2, jsonb_array_elements(f2.rapprochement->'liens') l
    where f2.statut <> 'refusee' and l->>'type' = ${type} and f2.id is distinct from ${exceptFacture}`;
  const [mouvements, lots, traites] = await lireEnsemble(
    db,
    () =>
      db.execute<MouvementOrConnu & Record<string, unknown>>(sql`
      select id, to_char(date_mouvement, 'YYYY-MM-DD') as date,
             coalesce(titre, 750) as titre,
             (case when titre is not null then entree_or_fin
                   else round(sortie_or_750 * 0.75, 2) end)::numeric(12,2)::text as fin,
             designation
      from mouvement_metal
      where fournisseur_id = ${idFour} and (titre is not null or sortie_or_750 > 0)
        and date_mouvement ${autour} and id::text not in (${pris("mouvement_or")})
      order by date_mouvement, id`),
    () =>
      db.execute<LotPierresConnu & Record<string, unknown>>(sql`
      select no_confie as "noConfie", to_char(min(date_reception), 'YYYY-MM-DD') as date,
             sum(poids)::numeric(10,3)::text as carats
      from pierres_recues
      where id_four = ${idFour} and date_reception ${autour} and no_confie not in (${pris("lot_pierres")})
      group by no_confie order by no_confie`),
    () =>
      db.execute<TraiteConnue & Record<string, unknown>>(sql`
      select id_traite as id, to_char(date_creation, 'YYYY-MM-DD') as date, total_ttc::text as montant,
             num_effet as "numEffet"
      from traite_fournisseur
      where four_id = ${idFour} and date_creation ${autour} and id_traite::text not in (${pris("traite")})
      order by date_creation, id_traite`),
  );
  return { mouvements: mouvements.rows, lots: lots.rows, traites: traites.rows };
}

export async function curseur(db: Executor): Promise<string | null> {
  const r = await db.select().from(achatsReceptionCurseur);
  return r[0]?.updatedAfter ?? null;
}

export async function avancerCurseur(db: Executor, updatedAfter: string): Promise<void> {
  await db
    .insert(achatsReceptionCurseur)
    .values({ id: 1, updatedAfter })
    .onConflictDoUpdate({
      target: achatsReceptionCurseur.id,
      set: { updatedAfter: sql`greatest(${achatsReceptionCurseur.updatedAfter}, excluded.updated_after)` },
    });
}
