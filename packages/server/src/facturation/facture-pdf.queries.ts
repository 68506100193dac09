import { type Canal, type CategorieTva, categorieDuTaux } from "@ecrin/domain";
import { asc, inArray, sql } from "drizzle-orm";
import {
  constituantFact,
  constituantFactExtensia,
  type facture,
  type factureExtensia,
} from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";
import { CANAUX_FACTURE } from "./canaux.ts";

/** An issued invoice as it prints, whatever its channel. */
export interface FactureImprimee {
  numero: number;
  canal: Canal;
  idBijouterie: number;
  dateFact: string;
  echeance: number;
  dateEcheance: string | null;
  port: string;
  tauxTva: string;
  /** The VAT category the invoice was issued under (reverse charge: AE). */
  categorieTva: CategorieTva;
  client: string;
  adresse: string | null;
  cp: string | null;
  ville: string | null;
  siren: string | null;
  numTva: string | null;
  lignes: LigneImprimee[];
  /**
   * Where the pieces went when it is not the invoiced client (the alternate channel invoices its own
   * client for the OFs of one jeweller): printed and in the XML (décret 2022-1299); null otherwise.
   */
  livraison: AdresseLivraison | null;
}

export interface AdresseLivraison {
  nom: string;
  adresse: string | null;
  cp: string | null;
  ville: string | null;
}

export interface LigneImprimee {
  /** NULL: a free or correction line imported from the old system (issue 26.2). */
  of: number | null;
  ref: string | null;
  refClt: string | null;
  designation: string;
  commentaire: string | null;
  poids: string | null;
  prixUHt: string;
  reaco: string;
  remise: string;
  totalHt: string;
  ofReservation: number | null;
}

const entete = (t: typeof facture | typeof factureExtensia) => ({
  numero: t.idFact,
  idBijouterie: t.idBijouterie,
  dateFact: t.dateFact,
  echeance: t.echeance,
  dateEcheance: t.dateEcheance,
  port: t.port,
  tauxTva: t.tauxTva,
  categorieTva: t.categorieTva,
  client: t.client,
  adresse: t.adresse,
  cp: t.cp,
  ville: t.ville,
  siren: t.siren,
  numTva: t.numTva,
});

/**
 * The lines print what was issued: the refs are the line's copies (written by Facturer), never the OF
 * or the product as they are now.
 */
async function lignesStandard(ex: Executor, ids: number[]) {
  const c = constituantFact;
  return ex
    .select({
      fact: c.fact,
      of: c.of,
      ref: c.ref,
      refClt: c.refClt,
      designation: c.designation,
      commentaire: c.commentaire,
      poids: c.poidsU,
      prixUHt: c.prixUHt,
      reaco: c.reaco,
      remise: c.rem,
      totalHt: c.totht,
      ofReservation: c.ofReservation,
    })
    .from(c)
    .where(inArray(c.fact, ids))
    .orderBy(asc(c.fact), asc(c.id));
}

/** The alternate channel's line is its price alone (no supplement, no discount). */
async function lignesAlternatives(ex: Executor, ids: number[]) {
  const c = constituantFactExtensia;
  return ex
    .select({
      fact: c.fact,
      of: c.of,
      ref: c.ref,
      refClt: c.refClt,
      designation: c.description,
      commentaire: c.prenom,
      poids: c.poids,
      prixUHt: c.prix,
      reaco: sql<string>`'0.00'`,
      remise: sql<string>`'0.00'`,
      totalHt: c.prix,
      ofReservation: c.ofReservation,
    })
    .from(c)
    .where(inArray(c.fact, ids))
    .orderBy(asc(c.fact), asc(c.id));
}

/** Each channel's lines read as they print (their line tables differ). */
const LIGNES_IMPRIMEES = { standard: lignesStandard, alternatif: lignesAlternatives } as const;

/**
 * The alternate channel's delivery addresses: the client of each invoice's OFs, when there is one
 * (several jewellers' OFs on one invoice give no single address; none is printed then).
 */
async function livraisonsAlternatives(ex: Executor, ids: number[]): Promise<Map<number, AdresseLivraison>> {
  const r = await ex.execute<AdresseLivraison & { fact: number; n: number } & Record<string, unknown>>(sql`
    select l.fact, count(distinct c.id)::int as n, min(c.nom_agence) as nom, min(c.adresse) as adresse,
           min(c.cp) as cp, min(c.ville) as ville
    from constituant_fact_extensia l
    join "of" o on o.num_sachet = l.of
    join client c on c.id = o.id_bijouterie
    where l.fact in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by l.fact`);
  return new Map(r.rows.filter((x) => x.n === 1).map(({ fact, n: _, ...a }) => [fact, a]));
}

/** The invoices of a channel with their lines, in the order asked; the numbers not found are left out. */
export async function facturesImprimees(
  ex: Executor,
  canal: Canal,
  ids: number[],
): Promise<FactureImprimee[]> {
  const t = CANAUX_FACTURE[canal].factures;
  const [entetes, lignes, livraisons] = await Promise.all([
    ex.select(entete(t)).from(t).where(inArray(t.idFact, ids)),
    LIGNES_IMPRIMEES[canal](ex, ids),
    canal === "alternatif" && ids.length > 0
      ? livraisonsAlternatives(ex, ids)
      : new Map<number, AdresseLivraison>(),
  ]);
  const parNumero = new Map(entetes.map((e) => [e.numero, e]));
  return ids.flatMap((id) => {
    const e = parNumero.get(id);
    if (!e) return [];
    const categorieTva = categorieDuTaux(e.tauxTva, e.categorieTva);
    return [
      {
        ...e,
        categorieTva,
        canal,
        lignes: lignes.filter((l) => l.fact === id).map(({ fact: _, ...l }) => l),
        livraison: livraisons.get(id) ?? null,
      },
    ];
  });
}
