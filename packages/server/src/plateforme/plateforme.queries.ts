import type { CodeStatut } from "@ecrin/domain";
import { and, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import { plateformeAppel, plateformeCurseur, plateformeEnvoi, plateformeStatut } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import { CANAUX_FACTURE, colonneSql, tableSql } from "../facturation/index.ts";
import type { AppelJournal } from "./client.ts";

export type Envoi = typeof plateformeEnvoi.$inferSelect;

/**
 * The next outbox row due, locked for this worker (SKIP LOCKED: two workers never take the same row),
 * and marked as being sent: its try counted and its next try pushed back, so that a worker killed
 * mid-send leaves the row "en_cours" (its result unknown) for a later try to check first.
 */
export async function prendreEnvoi(tx: Tx, attenteS: (tentatives: number) => number): Promise<Envoi | null> {
  const [e] = await tx
    .select()
    .from(plateformeEnvoi)
    .where(
      and(
        inArray(plateformeEnvoi.etat, ["a_envoyer", "en_cours", "non_joignable"]),
        lte(plateformeEnvoi.prochainEssai, sql`now()`),
      ),
    )
    .orderBy(plateformeEnvoi.prochainEssai, plateformeEnvoi.id)
    .limit(1)
    .for("update", { skipLocked: true });
  if (!e) return null;
  const tentatives = e.tentatives + 1;
  await tx
    .update(plateformeEnvoi)
    .set({
      tentatives,
      prochainEssai: sql`now() + make_interval(secs => ${attenteS(tentatives)})`,
    })
    .where(eq(plateformeEnvoi.id, e.id));
  return { ...e, tentatives: e.tentatives };
}

export async function marquerEnvoi(
  ex: Executor,
  id: number,
  champs: Partial<Pick<Envoi, "etat" | "derniereErreur" | "adresseElectronique" | "flowId" | "sha256">> & {
    depose?: boolean;
    acquitte?: boolean;
  },
): Promise<void> {
  const { depose, acquitte, ...rest } = champs;
  await ex
    .update(plateformeEnvoi)
    .set({
      ...rest,
      ...(depose ? { deposeLe: sql`now()` } : {}),
      ...(acquitte ? { acquitteLe: sql`now()` } : {}),
    })
    .where(eq(plateformeEnvoi.id, id));
}

export async function envoiParFlux(ex: Executor, flowId: string): Promise<Envoi | null> {
  const [e] = await ex.select().from(plateformeEnvoi).where(eq(plateformeEnvoi.flowId, flowId));
  return e ?? null;
}

/** The invoice or credit note a lifecycle message names by its number (the trackingId). */
export async function envoiParTracking(ex: Executor, trackingId: string): Promise<Envoi | null> {
  const [e] = await ex.select().from(plateformeEnvoi).where(eq(plateformeEnvoi.trackingId, trackingId));
  return e ?? null;
}

export async function envoiDocument(
  ex: Executor,
  d: { typeDocument: "facture" | "avoir"; canal: string | null; numero: number },
  verrou = false,
): Promise<Envoi | null> {
  const q = ex
    .select()
    .from(plateformeEnvoi)
    .where(
      and(
        eq(plateformeEnvoi.typeDocument, d.typeDocument),
        d.canal === null ? sql`${plateformeEnvoi.canal} is null` : eq(plateformeEnvoi.canal, d.canal),
        eq(plateformeEnvoi.numero, d.numero),
      ),
    );
  const [e] = verrou ? await q.for("update") : await q;
  return e ?? null;
}

/** Adds a status; a CDAR flow already read (webhook then polling) adds nothing. True when added. */
export async function ajouterStatut(
  ex: Executor,
  s: {
    idEnvoi: number;
    code: CodeStatut;
    date: string;
    motif: string | null;
    commentaire: string | null;
    source: "depot" | "webhook" | "polling" | "ecrin";
    flowId: string | null;
  },
): Promise<boolean> {
  const r = await ex
    .insert(plateformeStatut)
    .values(s)
    .onConflictDoNothing({ target: plateformeStatut.flowId })
    .returning({ id: plateformeStatut.id });
  return r.length > 0;
}

export async function statutsEnvoi(ex: Executor, idEnvoi: number) {
  return ex
    .select({
      code: plateformeStatut.code,
      date: plateformeStatut.date,
      motif: plateformeStatut.motif,
      commentaire: plateformeStatut.commentaire,
      source: plateformeStatut.source,
    })
    .from(plateformeStatut)
    .where(eq(plateformeStatut.idEnvoi, idEnvoi))
    .orderBy(plateformeStatut.date, plateformeStatut.code);
}

export async function mettreCdarEnFile(
  tx: Tx,
  e: { trackingId: string; fichier: Buffer; sirenDestinataire: string | null },
): Promise<number> {
  const [r] = await tx
    .insert(plateformeEnvoi)
    .values({ typeDocument: "cdar", flowSyntax: "CDAR", ...e })
    .returning({ id: plateformeEnvoi.id });
  return (r as { id: number }).id;
}

export async function lireCurseur(ex: Executor, cle: string): Promise<string | null> {
  const [c] = await ex.select().from(plateformeCurseur).where(eq(plateformeCurseur.cle, cle));
  return c?.updatedAfter ?? null;
}

export async function ecrireCurseur(ex: Executor, cle: string, updatedAfter: string): Promise<void> {
  await ex
    .insert(plateformeCurseur)
    .values({ cle, updatedAfter })
    .onConflictDoUpdate({ target: plateformeCurseur.cle, set: { updatedAfter } });
}

export async function noterAppel(ex: Executor, a: AppelJournal): Promise<void> {
  await ex.insert(plateformeAppel).values(a);
}

export async function derniersAppels(ex: Executor, n: number) {
  return ex.select().from(plateformeAppel).orderBy(desc(plateformeAppel.id)).limit(n);
}

/** The outbox at a glance (system page): rows per state. */
export async function compteParEtat(ex: Executor): Promise<Record<string, number>> {
  const rows = await ex
    .select({ etat: plateformeEnvoi.etat, n: sql<number>`count(*)::int` })
    .from(plateformeEnvoi)
    .groupBy(plateformeEnvoi.etat);
  return Object.fromEntries(rows.map((r) => [r.etat, r.n]));
}

export async function statutConnu(ex: Executor, flowId: string): Promise<boolean> {
  const r = await ex
    .select({ id: plateformeStatut.id })
    .from(plateformeStatut)
    .where(eq(plateformeStatut.flowId, flowId))
    .limit(1);
  return r.length > 0;
}

/** What an invoice's totals are made of (lines, port, VAT rate and category), to word its Encaissée. */
export async function partsFacture(
  ex: Executor,
  canal: "standard" | "alternatif",
  numero: number,
): Promise<{ lignes: string; port: string; tauxTva: string; categorieTva: string | null } | null> {
  const c = CANAUX_FACTURE[canal];
  const r = await ex.execute<{
    lignes: string;
    port: string;
    tauxTva: string;
    categorieTva: string | null;
  }>(sql`
    select (select coalesce(sum(${colonneSql("l", c.totalLigne)}), 0) from ${tableSql(c.lignes)} l
             where l.fact = f.id_fact)::text as lignes,
           f.port::text as port, f.taux_tva::text as "tauxTva", f.categorie_tva::text as "categorieTva"
    from ${tableSql(c.factures)} f where f.id_fact = ${numero}`);
  return r.rows[0] ?? null;
}

/**
 * A buyer's latest invoice or credit note in the outbox (by id, same SIREN): read backwards on the
 * index (siren_destinataire, id) of migration 0043, one row whatever the outbox holds (also benched).
 */
export const destinataireQuery = (siren: string): SQL => sql`
    select etat, to_char(cree_le at time zone 'Europe/Paris', 'YYYY-MM-DD') as jour
    from plateforme_envoi
    where siren_destinataire = ${siren} and type_document in ('facture', 'avoir')
    order by id desc limit 1`;

/**
 * Whether a buyer receives e-invoices yet (the client screen's notice): its latest document in the
 * outbox (destinataireQuery) is "non_joignable" when its Directory had no line for it. `depuis` is that
 * row's day (Paris), null when the buyer is reachable or was never invoiced.
 */
export async function destinataire(
  ex: Executor,
  siren: string,
): Promise<{ joignable: boolean; depuis: string | null }> {
  const r = await ex.execute<{ etat: string; jour: string }>(destinataireQuery(siren));
  const e = r.rows[0];
  return e?.etat === "non_joignable"
    ? { joignable: false, depuis: e.jour }
    : { joignable: true, depuis: null };
}
