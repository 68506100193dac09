import { and, asc, between, count, eq, inArray, type SQL } from "drizzle-orm";
import { centre, client, of, stade, tStatuts, typeMetal, typeTransport } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

/** What the OF prints show of an OF. */
export interface OfImprime {
  numSachet: number;
  /** The product (centre): the sheet prints its stones. */
  idp: number;
  statut: string;
  client: string;
  refClt: string | null;
  ref: string;
  description: string;
  stade: string;
  metal: string;
  transport: string;
  dim: string | null;
  poids: string | null;
  dateCrea: string;
  dateLivr: string | null;
  dateLImp: number;
  notes: string | null;
  information: string | null;
  notesConfie: string | null;
  poidsConfie: string | null;
  photoOf: string | null;
  imageProduit: string | null;
}

type SelectionOfs = { ofs: number[] } | { min: number; max: number };

const where = (s: SelectionOfs): SQL | undefined =>
  "ofs" in s ? inArray(of.numSachet, s.ofs) : between(of.numSachet, s.min, s.max);

/** How many OFs the selection holds (an index range count, before building a large print). */
export async function compterOfs(ex: Executor, s: SelectionOfs): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(of).where(where(s));
  return row?.n ?? 0;
}

export async function ofsAImprimer(ex: Executor, s: SelectionOfs): Promise<OfImprime[]> {
  return ex
    .select({
      numSachet: of.numSachet,
      idp: of.idp,
      statut: tStatuts.ofInterne,
      client: client.nomAgence,
      refClt: of.refClt,
      ref: centre.ref,
      description: centre.description,
      stade: stade.description,
      metal: typeMetal.description,
      transport: typeTransport.description,
      dim: of.dim,
      poids: of.poids,
      dateCrea: of.dateCrea,
      dateLivr: of.dateLivr,
      dateLImp: of.dateLImp,
      notes: of.notes,
      information: of.information,
      notesConfie: of.notesConfie,
      poidsConfie: of.poidsConfie,
      photoOf: of.photoOf,
      imageProduit: centre.imgCentre,
    })
    .from(of)
    .innerJoin(client, eq(client.id, of.idBijouterie))
    .innerJoin(centre, eq(centre.idCentre, of.idp))
    .innerJoin(stade, eq(stade.idStade, of.idStade))
    .innerJoin(typeMetal, eq(typeMetal.idType, of.typeMetal))
    .innerJoin(typeTransport, eq(typeTransport.idType, of.typTransp))
    .innerJoin(tStatuts, eq(tStatuts.statut, of.statut))
    .where(and(where(s)))
    .orderBy(asc(of.numSachet));
}
