import type { Compteur } from "@ecrin/domain";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { tentativeConnexion as tc } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";

/**
 * The pair's row, created if need be, then locked until the transaction ends: the attempts of one
 * login from one address are counted one after the other, however many arrive at once. Failures
 * older than `depuis` are forgotten (the counter starts again).
 */
export async function verrouillerPaire(
  tx: Tx,
  login: string,
  adresse: string,
  depuis: Date,
): Promise<Compteur> {
  await tx.insert(tc).values({ login, adresse }).onConflictDoNothing();
  const [r] = await tx
    .select({ echecs: tc.echecs, dernier: tc.dernierEchec })
    .from(tc)
    .where(and(eq(tc.login, login), eq(tc.adresse, adresse)))
    .for("update");
  return r?.dernier && r.dernier > depuis
    ? { echecs: r.echecs, dernier: r.dernier }
    : { echecs: 0, dernier: null };
}

type Totaux = {
  login_echecs: number;
  login_dernier: Date | string | null;
  adresse_echecs: number;
  adresse_dernier: Date | string | null;
};

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The failures since `depuis` of the login from every address, and of the address on every login. */
export async function totaux(
  tx: Tx,
  login: string,
  adresse: string,
  depuis: Date,
): Promise<{ login: Compteur; adresse: Compteur }> {
  const res = await tx.execute<Totaux>(sql`
    select
      (select coalesce(sum(echecs), 0)::int from ${tc} where login = ${login} and dernier_echec > ${depuis}) as login_echecs,
      (select max(dernier_echec) from ${tc} where login = ${login} and dernier_echec > ${depuis}) as login_dernier,
      (select coalesce(sum(echecs), 0)::int from ${tc} where adresse = ${adresse} and dernier_echec > ${depuis}) as adresse_echecs,
      (select max(dernier_echec) from ${tc} where adresse = ${adresse} and dernier_echec > ${depuis}) as adresse_dernier`);
  const r = res.rows[0] as Totaux;
  return {
    login: { echecs: Number(r.login_echecs), dernier: date(r.login_dernier) },
    adresse: { echecs: Number(r.adresse_echecs), dernier: date(r.adresse_dernier) },
  };
}

export async function ecrireEchecs(tx: Tx, login: string, adresse: string, echecs: number, quand: Date) {
  await tx
    .update(tc)
    .set({ echecs, dernierEchec: quand })
    .where(and(eq(tc.login, login), eq(tc.adresse, adresse)));
}

export async function effacerPaire(db: Executor, login: string, adresse: string) {
  await db.delete(tc).where(and(eq(tc.login, login), eq(tc.adresse, adresse)));
}

/** Rows whose last failure is older than `avant` (and rows of an attempt that never failed). */
export async function purger(db: Executor, avant: Date) {
  await db.delete(tc).where(or(lt(tc.dernierEchec, avant), isNull(tc.dernierEchec)));
}

export type LigneAlerte = {
  login: string;
  echecs: number;
  dernier: Date | string;
  adresses: string[];
};

/** Per login failing since `depuis`, the latest first (50 logins at most): total, last, latest addresses. */
export async function alertes(db: Executor, depuis: Date): Promise<LigneAlerte[]> {
  const res = await db.execute<LigneAlerte>(sql`
    select login, sum(echecs)::int as echecs, max(dernier_echec) as dernier,
      (array_agg(adresse order by dernier_echec desc))[1:5] as adresses
    from ${tc}
    where dernier_echec > ${depuis} and echecs > 0
    group by login
    order by max(dernier_echec) desc
    limit 50`);
  return res.rows;
}

export type PaireRecente = {
  login: string;
  adresse: string;
  echecs: number;
  dernier: Date | string;
  login_echecs: number;
  login_dernier: Date | string;
  adresse_echecs: number;
  adresse_dernier: Date | string;
};

/** The pairs of these logins failing since `depuis`, with their login's and address's totals. */
export async function pairesRecentes(db: Executor, logins: string[], depuis: Date): Promise<PaireRecente[]> {
  if (logins.length === 0) return [];
  const res = await db.execute<PaireRecente>(sql`
    with recentes as (select * from ${tc} where dernier_echec > ${depuis} and echecs > 0)
    select p.login, p.adresse, p.echecs, p.dernier_echec as dernier,
      sum(p.echecs) over (partition by p.login)::int as login_echecs,
      max(p.dernier_echec) over (partition by p.login) as login_dernier,
      a.echecs as adresse_echecs, a.dernier as adresse_dernier
    from recentes p
    join (select adresse, sum(echecs)::int as echecs, max(dernier_echec) as dernier from recentes group by adresse) a
      on a.adresse = p.adresse
    where ${inArray(sql`p.login`, logins)}`);
  return res.rows;
}
