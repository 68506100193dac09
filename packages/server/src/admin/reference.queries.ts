import { asc } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  couleur,
  formePier,
  fournisseur,
  joaillier,
  metal,
  pierresRecuesEtat,
  qualite,
  sertisseur,
  stade,
  tarifProduit,
  tStatuts,
  tva,
  typeComission,
  typeCommande,
  typeMetal,
  typePier,
  typeProduit,
  typeTransport,
} from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

interface ReferenceList {
  table: PgTable;
  id: PgColumn;
  label: PgColumn;
  orderBy?: PgColumn;
  /** Lists with an `actif` flag: forms offer only the active ones (spec 02 section 2.1). */
  actif?: PgColumn;
}

/** The reference lists of spec 01 section 7 (general.php?table=...), by their old names. */
export const REFERENCE_LISTS = {
  t_statuts: { table: tStatuts, id: tStatuts.statut, label: tStatuts.ofInterne, orderBy: tStatuts.statut },
  stade: { table: stade, id: stade.idStade, label: stade.description },
  type_transport: { table: typeTransport, id: typeTransport.idType, label: typeTransport.description },
  type_metal: { table: typeMetal, id: typeMetal.idType, label: typeMetal.description },
  metal: { table: metal, id: metal.idMetal, label: metal.description },
  type_comission: { table: typeComission, id: typeComission.idTypCom, label: typeComission.description },
  type_commande: { table: typeCommande, id: typeCommande.id, label: typeCommande.label },
  tva: { table: tva, id: tva.idTva, label: tva.description },
  type_produit: { table: typeProduit, id: typeProduit.idTypProd, label: typeProduit.description },
  tarif_produit: { table: tarifProduit, id: tarifProduit.idTarifProduit, label: tarifProduit.description },
  fournisseur: {
    table: fournisseur,
    id: fournisseur.fourId,
    label: fournisseur.raisonSoc,
    orderBy: fournisseur.raisonSoc,
    actif: fournisseur.actif,
  },
  joaillier: {
    table: joaillier,
    id: joaillier.id,
    label: joaillier.label,
    orderBy: joaillier.label,
    actif: joaillier.actif,
  },
  sertisseur: {
    table: sertisseur,
    id: sertisseur.id,
    label: sertisseur.label,
    orderBy: sertisseur.label,
    actif: sertisseur.actif,
  },
  type_pier: { table: typePier, id: typePier.idTypPier, label: typePier.description },
  forme_pier: { table: formePier, id: formePier.idForm, label: formePier.description },
  couleur: { table: couleur, id: couleur.idColor, label: couleur.description },
  qualite: { table: qualite, id: qualite.idQual, label: qualite.description },
  pierres_recues_etat: {
    table: pierresRecuesEtat,
    id: pierresRecuesEtat.idEtat,
    label: pierresRecuesEtat.description,
  },
} satisfies Record<string, ReferenceList>;

type ReferenceName = keyof typeof REFERENCE_LISTS;

interface ReferenceItem {
  id: number;
  label: string;
  actif?: boolean;
}

export async function listReference(db: Executor, name: ReferenceName): Promise<ReferenceItem[]> {
  const list: ReferenceList = REFERENCE_LISTS[name];
  const rows = await db
    .select({ id: list.id, label: list.label, ...(list.actif ? { actif: list.actif } : {}) })
    .from(list.table)
    .orderBy(asc(list.orderBy ?? list.id));
  return (rows as Array<{ id: number; label: string; actif?: number }>).map((r) =>
    r.actif === undefined ? { id: r.id, label: r.label } : { id: r.id, label: r.label, actif: r.actif === 1 },
  );
}
