import type { ColumnMap, TableMap } from "../types.ts";
import { clientArchive, produitArchive } from "./archives.ts";

const texte = (from: string, max?: number, to = from.toLowerCase()): ColumnMap => ({
  from,
  to,
  conv: { kind: "texte", nullIfEmpty: true, ...(max ? { max } : {}) },
});
const flag = (from: string): ColumnMap => ({ from, to: from, conv: { kind: "flag01" } });
const dec = (from: string, scale: number, ifNull?: string): ColumnMap => ({
  from,
  to: from,
  conv: { kind: "decimal", scale },
  ...(ifNull === undefined ? {} : { ifNull }),
});
/** A reference that must exist (the row is skipped otherwise). */
const ref = (from: string, table: string, column: string): ColumnMap => ({
  from,
  to: from,
  conv: { kind: "int" },
  ref: { table, column },
});

/**
 * Production orders (table of, key num_sachet; spec 01 section 3, spec 02 section 3). Statuses and
 * stades keep their numbers; id_user 99 and of_reservation 0 mean none; the photo 'no_pic.jpg' too.
 */
export const OF_MAPPING: TableMap[] = [
  {
    old: "of",
    table: "of",
    group: "of",
    key: { from: "num_sachet", to: "num_sachet" },
    fixes: [
      (r) => {
        if (r.of_reservation === null || r.of_reservation !== r.num_sachet) return null;
        r.of_reservation = null;
        return { column: "of_reservation", change: "réservé pour lui-même → vide" };
      },
    ],
    columns: [
      // A product or client the old database deleted is rebuilt archived from the OF: the OF is kept.
      {
        ...ref("idp", "produit", "id_centre"),
        ref: { table: "produit", column: "id_centre", archive: produitArchive },
      },
      {
        ...ref("id_bijouterie", "client", "id"),
        ref: { table: "client", column: "id", archive: clientArchive("nom_agence") },
      },
      ref("statut", "t_statuts", "statut"),
      ref("id_stade", "stade", "id_stade"),
      ref("typ_transp", "type_transport", "id_type"),
      ref("type_metal", "type_metal", "id_type"),
      ref("typ_com", "type_comission", "id_typ_com"),
      ref("id_type_commande", "type_commande", "id"),
      {
        from: "id_user",
        to: "id_user",
        conv: { kind: "ref0", none: [99] },
        ref: { table: "utilisateur", column: "id_user", nullable: true },
      },
      { from: "date_crea", to: "date_crea", conv: { kind: "date", required: true } },
      { from: "date_livr", to: "date_livr", conv: { kind: "date" } },
      flag("date_l_imp"),
      flag("tournee"),
      flag("devis"),
      flag("facon"),
      flag("pierres_clt"),
      flag("signe"),
      flag("grave"),
      flag("labo"),
      texte("dim", 30),
      dec("poids", 3),
      dec("poids_confie", 3),
      // Text columns: cut at what the screens take (domain of/edit.ts NOTES_MAX), never unbounded (24.3).
      texte("notes_confie", 4000),
      texte("Notes", 4000),
      texte("information", 4000),
      texte("ref_clt", 100),
      texte("ref1", 100),
      texte("suffix", 20),
      texte("label_produit", 15),
      dec("prix_fact", 2),
      dec("prix_r", 2),
      dec("reaco", 2, "0"),
      dec("remise", 2, "0"),
      { from: "echeance", to: "echeance", conv: { kind: "int" }, ifNull: 0 },
      { from: "date_paiement", to: "date_paiement", conv: { kind: "date" } },
      {
        from: "of_reservation",
        to: "of_reservation",
        conv: { kind: "ref0" },
        ref: { table: "of", column: "num_sachet", nullable: true },
      },
      { from: "photo_of", to: "photo_of", conv: { kind: "texte", nullIfEmpty: true, none: ["no_pic.jpg"] } },
      texte("image", 255),
      texte("ref", 50),
      texte("ref_cv", 50),
      texte("Nom_agence", 150),
      texte("nom_ligne", 100),
      texte("prenom_ligne", 100),
      dec("taux_tva", 2),
      texte("adresse", 200),
      texte("cp", 10),
      texte("ville", 100),
    ],
  },
];
