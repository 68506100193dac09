import {
  type CodeStatut,
  codesDuFiltre,
  type DocumentsPlateformeQuery,
  type EtatEnvoi,
  type FiltreStatutDocument,
  identifiantDocument,
  type LigneDocumentPlateforme,
  type ListResult,
  PREFIXE_SERIE,
  STATUTS_A_TRAITER,
  type StatutPlateformeDocument,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

const rows = <T>(r: unknown): T[] => ("rows" in (r as object) ? (r as { rows: T[] }).rows : (r as T[]));

/** What each filter keeps, on the last status `d.code` and the outbox state `d.etat`. */
const FILTRES: Record<NonNullable<DocumentsPlateformeQuery["filtre"]>, SQL> = {
  a_traiter: sql`(d.code in (210, 207, 213) or d.etat in ('erreur', 'non_joignable'))`,
  refusee: sql`d.code = 210`,
  litige: sql`d.code = 207`,
  rejetee: sql`d.code = 213`,
  envoi: sql`d.etat in ('a_envoyer', 'en_cours', 'non_joignable', 'erreur')`,
};

/** The printed identifier's prefix of an outbox row (domain PREFIXE_SERIE): a search finds "F11866". */
const identifiantSql = sql`(case when d.type_document = 'avoir' then ${PREFIXE_SERIE.avoir}
  when d.canal = 'alternatif' then ${PREFIXE_SERIE.alternatif} else ${PREFIXE_SERIE.standard} end)`;

/**
 * The issued documents with their outbox state and last lifecycle status (the latest by date, the
 * further code on the same instant). Sorted by status: refused, disputed, rejected first (domain
 * STATUTS_A_TRAITER), then by code, none last; newest first within.
 */
export function documentsQuery(query: DocumentsPlateformeQuery, page: Page): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.type) conditions.push(sql`d.type_document = ${query.type}`);
  if (query.filtre) conditions.push(FILTRES[query.filtre]);
  if (query.q)
    conditions.push(
      sql`(d.tracking_id ilike ${motifContient(query.q)} or d.nom_destinataire ilike ${motifContient(query.q)}
        or ${identifiantSql} || d.numero ilike ${motifContient(query.q)})`,
    );
  const aTraiter = sql.raw(`ARRAY[${STATUTS_A_TRAITER.join(",")}]::smallint[]`);
  const sens = sql.raw(query.dir === "desc" ? "desc" : "asc");
  const ordre =
    query.sort === "date"
      ? sql`d.date_document ${sens} nulls last, d.id ${sens}`
      : sql`coalesce(array_position(${aTraiter}, d.code) - 100, d.code, 1000) ${sens}, d.date_document desc nulls last, d.id desc`;
  const where = sql.join(conditions, sql` and `);
  return sql`
    with d as (
      select e.*, s.code, s.date as statut_le, s.motif, s.commentaire
      from plateforme_envoi e
      left join lateral (
        select code, date, motif, commentaire from plateforme_statut
        where id_envoi = e.id order by date desc, code desc limit 1
      ) s on true
      where e.type_document <> 'cdar'
    )
    select d.id, d.type_document, d.canal, d.numero, d.tracking_id, d.nom_destinataire, d.date_document::text as date_document,
           d.etat, d.code, d.statut_le, d.motif, d.commentaire, d.derniere_erreur, count(*) over () as total
    from d where ${where}
    order by ${ordre}
    limit ${page.limit} offset ${page.offset}`;
}

export async function listerDocuments(
  ex: Executor,
  query: DocumentsPlateformeQuery,
  page: Page,
): Promise<ListResult<LigneDocumentPlateforme>> {
  const lignes = rows<Record<string, unknown>>(await ex.execute(documentsQuery(query, page)));
  return {
    total: Number(lignes[0]?.total ?? 0),
    rows: lignes.map((r) => {
      const d = {
        typeDocument: r.type_document as "facture" | "avoir",
        canal: (r.canal as string | null) ?? null,
        numero: Number(r.numero),
      };
      return {
        id: Number(r.id),
        ...d,
        document: identifiantDocument(d),
        trackingId: String(r.tracking_id),
        client: (r.nom_destinataire as string | null) ?? null,
        date: (r.date_document as string | null) ?? null,
        etat: r.etat as LigneDocumentPlateforme["etat"],
        statut:
          r.code === null || r.code === undefined
            ? null
            : (Number(r.code) as LigneDocumentPlateforme["statut"]),
        statutLe:
          r.statut_le === null || r.statut_le === undefined
            ? null
            : new Date(r.statut_le as string).toISOString(),
        motif: (r.motif as string | null) ?? null,
        commentaire: (r.commentaire as string | null) ?? null,
        erreur: (r.derniere_erreur as string | null) ?? null,
      };
    }),
  };
}

/**
 * An issued document's life on the platform, for another area's list (/compta, Tracer): a lateral
 * join named `alias` giving `envoi` (the outbox state), `statut` (the last lifecycle code, the latest
 * by date, the further code on the same instant), `statut_le` and `motif` (reason code and comment).
 * A document never queued (issued before the platform) has them all null. Uses the outbox's unique
 * index on (type_document, canal, numero).
 */
export function statutPlateformeJointure(
  alias: string,
  document: { type: "facture"; canal: SQL; numero: SQL } | { type: "avoir"; numero: SQL },
): SQL {
  const a = sql.raw(alias);
  const canal = document.type === "facture" ? sql`e.canal = ${document.canal}` : sql`e.canal is null`;
  return sql`left join lateral (
      select e.etat as envoi, s.code as statut, s.date as statut_le,
             nullif(concat_ws(' : ', s.motif, s.commentaire), '') as motif
      from plateforme_envoi e
      left join lateral (
        select code, date, motif, commentaire from plateforme_statut
        where id_envoi = e.id order by date desc, code desc limit 1
      ) s on true
      where e.type_document = ${document.type} and ${canal} and e.numero = ${document.numero}
    ) ${a} on true`;
}

/** What a list's status filter keeps, on the join `alias` of statutPlateformeJointure. */
export function conditionStatutPlateforme(alias: string, filtre: FiltreStatutDocument): SQL {
  const a = sql.raw(alias);
  if (filtre === undefined) return sql`true`;
  if (filtre === "a_traiter")
    return sql`(${a}.statut in (210, 207, 213) or ${a}.envoi in ('erreur', 'non_joignable'))`;
  const codes = codesDuFiltre(filtre) ?? [];
  if (codes.length === 0) return sql`${a}.statut is null`;
  return sql`${a}.statut in (${sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  )})`;
}

/**
 * Whether a document of another area's list may be "à traiter" (issue 29.1): sent in error or
 * unreachable, or having had a refusal, a dispute or a rejection, read from the platform's side by
 * the partial indexes of migration 0048 (a few hundred rows a year). A superset of the filter
 * (conditionStatutPlateforme keeps a document by its latest status): put beside it, it spares the
 * list the latest status of every document of the period. Literal codes and states: the planner
 * matches them to the indexes' predicates.
 */
export function aTraiterPossible(
  document: { type: "facture"; canal: SQL; numero: SQL } | { type: "avoir"; numero: SQL },
): SQL {
  const codes = sql.raw(STATUTS_A_TRAITER.join(", "));
  const envois = (colonnes: SQL) => sql`
      select ${colonnes} from plateforme_envoi e
      where e.type_document = ${document.type} and e.etat in ('erreur', 'non_joignable')
      union all
      select ${colonnes} from plateforme_statut s join plateforme_envoi e on e.id = s.id_envoi
      where s.code in (${codes}) and e.type_document = ${document.type}`;
  return document.type === "facture"
    ? sql`(${document.canal}, ${document.numero}) in (${envois(sql`e.canal, e.numero`)})`
    : sql`${document.numero} in (${envois(sql`e.numero`)})`;
}

/** Sort key of the status: refused, disputed, rejected first, then by code, none last. */
export function ordreStatutPlateforme(alias: string): SQL {
  const a = sql.raw(alias);
  const aTraiter = sql.raw(`ARRAY[${STATUTS_A_TRAITER.join(",")}]::smallint[]`);
  return sql`coalesce(array_position(${aTraiter}, ${a}.statut) - 100, ${a}.statut, 1000)`;
}

/** The columns of the join `alias` as a list row reads them (statutPlateformeLu). */
export function colonnesStatutPlateforme(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`${a}.envoi as "plateformeEnvoi", ${a}.statut as "plateformeStatut",
    ${a}.statut_le as "plateformeStatutLe", ${a}.motif as "plateformeMotif"`;
}

/** A row's platform columns (colonnesStatutPlateforme) as the domain's StatutPlateformeDocument. */
export function statutPlateformeLu(r: Record<string, unknown>): StatutPlateformeDocument {
  return {
    statut:
      r.plateformeStatut === null || r.plateformeStatut === undefined
        ? null
        : (Number(r.plateformeStatut) as CodeStatut),
    statutLe:
      r.plateformeStatutLe === null || r.plateformeStatutLe === undefined
        ? null
        : new Date(r.plateformeStatutLe as string).toISOString(),
    motif: (r.plateformeMotif as string | null | undefined) ?? null,
    envoi: (r.plateformeEnvoi as EtatEnvoi | null | undefined) ?? null,
  };
}
