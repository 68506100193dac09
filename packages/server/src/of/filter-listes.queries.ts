import type { OfFiltre } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { lignesCanal, type PageTri, pageEnDeuxTemps, whereEnCours } from "./filter.queries.ts";

/** The pages of /filter's three lists: OFS EN COURS, OFS LIVRES and OFS EXTENSIA, each sorted from a whitelist. */

export const TRI_EN_COURS = {
  numSachet: sql`o.num_sachet`,
  dateCrea: sql`o.date_crea`,
  dateLivr: sql`o.date_livr`,
  client: sql`c.nom_agence`,
  ref: sql`o.ref`,
  stade: sql`s.description`,
  metal: sql`tm.description`,
  statut: sql`o.statut`,
  prixFact: sql`o.prix_fact`,
} as const;

export function enCoursPageQuery(f: OfFiltre, p: PageTri): SQL {
  return pageEnDeuxTemps(
    sql`
      with o as materialized (select o.* from "of" o where ${whereEnCours(f)})
      select o.num_sachet as "numSachet", o.ref, o.ref_clt as "refClt", tm.description as metal,
             o.prix_fact::text as "prixFact", to_char(o.date_crea, 'YYYY-MM-DD') as "dateCrea",
             to_char(o.date_livr, 'YYYY-MM-DD') as "dateLivr", o.date_l_imp as "dateLImp",
             c.nom_agence as client, s.description as stade, o.ref_cv as "refCv", o.notes,
             o.prix_r::text as "prixR", o.poids::text as poids, o.statut,
             ${p.orderBy} as tri, o.num_sachet as cle
      from o
      join client c on c.id = o.id_bijouterie
      join stade s on s.id_stade = o.id_stade
      join type_metal tm on tm.id_type = o.type_metal`,
    p,
    (l) => sql`
      select l."numSachet", l.ref, l."refClt", l.metal, l."prixFact", l."dateCrea", l."dateLivr",
             l."dateLImp", l.client, l.stade, l."refCv", l.notes, l."prixR", l.poids, l.statut,
             ts.of_interne as "libelleStatut"
      from ${l} join t_statuts ts on ts.statut = l.statut`,
  );
}

export const TRI_LIVRES = {
  numSachet: sql`cf.of`,
  idFact: sql`fa.id_fact`,
  dateFact: sql`fa.date_fact`,
  client: sql`fa.client`,
  prixFact: sql`cf.prix_u_ht`,
  totht: sql`cf.totht`,
} as const;

export function livresPageQuery(f: OfFiltre, p: PageTri): SQL {
  return pageEnDeuxTemps(
    lignesCanal(
      "standard",
      f,
      sql`cf.id as "idLigne", cf.of as "numSachet", fa.id_fact as "idFact",
          to_char(fa.date_fact, 'YYYY-MM-DD') as "dateFact", fa.client, cf.designation,
          cf.prix_u_ht::text as "prixFact", cf.totht::text as totht, cf.poids_u::text as "poidsU",
          ${p.orderBy} as tri, cf.id as cle`,
      "page",
    ),
    p,
    (l) => sql`
      select l."idLigne", l."numSachet", l."idFact", l."dateFact", l.client, l.designation, l."prixFact",
             l.totht, l."poidsU", o.ref, o.ref_clt as "refClt", tm.description as metal,
             s.description as stade
      from ${l}
      join "of" o on o.num_sachet = l."numSachet"
      join type_metal tm on tm.id_type = o.type_metal
      join stade s on s.id_stade = o.id_stade`,
  );
}

export const TRI_EXTENSIA = {
  numSachet: sql`cf.of`,
  idFact: sql`fa.id_fact`,
  dateFact: sql`fa.date_fact`,
  prenom: sql`cf.prenom`,
  prixFact: sql`cf.prix`,
} as const;

export function extensiaPageQuery(f: OfFiltre, p: PageTri): SQL {
  return pageEnDeuxTemps(
    lignesCanal(
      "alternatif",
      f,
      sql`cf.id as "idLigne", cf.of as "numSachet", fa.id_fact as "idFact",
          to_char(fa.date_fact, 'YYYY-MM-DD') as "dateFact", cf.description, cf.prenom,
          cf.prix::text as "prixFact", cf.poids::text as poids, ${p.orderBy} as tri, cf.id as cle`,
      "page",
    ),
    p,
    (l) => sql`
      select l."idLigne", l."numSachet", l."idFact", l."dateFact", l.description, l.prenom, l."prixFact",
             l.poids, o.ref, tm.description as metal
      from ${l}
      join "of" o on o.num_sachet = l."numSachet"
      join type_metal tm on tm.id_type = o.type_metal`,
  );
}
