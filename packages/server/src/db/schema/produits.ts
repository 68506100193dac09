import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, unique, varchar } from "drizzle-orm/pg-core";
import { carats, check01, checkPositive, flag, milligrams, minutes, money } from "./columns.ts";
import { image } from "./images.ts";
import { pierre } from "./pierres.ts";
import { qualite, stade, tarifProduit, typeProduit } from "./reference.ts";

/** Centre-vide catalogue: a mounting without its centre stone. The ref is unique ('Ref deja Existante'). */
export const centreVide = pgTable(
  "centre_vide",
  {
    idCv: serial("id_cv").primaryKey(),
    ref: varchar("ref", { length: 50 }).notNull(),
    /** Labour time (Facon), minutes. */
    facon: minutes("facon").notNull().default("0"),
    /** Façon sur fonte (FSF): cast weight, milligrams. */
    faconFonte: milligrams("facon_fonte").notNull().default("0"),
    /** Metal weight, milligrams. */
    poidsMetal: milligrams("poids_metal").notNull().default("0"),
    typeProd: integer("type_prod").references(() => typeProduit.idTypProd),
    /** Minimum setting price (Serti), euros. */
    sertiMin: money("serti_min").notNull().default("0"),
    /** Product line (copied onto its OFs; the alternate channel's line sends them there). */
    nomLigne: varchar("nom_ligne", { length: 100 }),
    prenomLigne: varchar("prenom_ligne", { length: 100 }),
    /** 1 = shown on the WordPress shop. */
    wordpress: flag("wordpress"),
    image: varchar("image", { length: 255 }).references(() => image.nom, {
      onUpdate: "cascade",
      onDelete: "set null",
    }),
  },
  (t) => [
    unique("centre_vide_ref_unique").on(t.ref),
    index("centre_vide_ref_lower_idx").using("btree", sql`lower(${t.ref}) text_pattern_ops`),
    check01("centre_vide", "wordpress", t.wordpress),
    checkPositive("centre_vide", "facon", t.facon),
    checkPositive("centre_vide", "facon_fonte", t.faconFonte),
    checkPositive("centre_vide", "poids_metal", t.poidsMetal),
    checkPositive("centre_vide", "serti_min", t.sertiMin),
  ],
);

/**
 * Centre catalogue: the sellable piece (a centre vide completed with its stones). The product of an OF
 * (of.idp) is a centre: `produit` carries its tariff. The same ref and description exist once.
 */
export const centre = pgTable(
  "centre",
  {
    idCentre: serial("id_centre").primaryKey(),
    ref: varchar("ref", { length: 50 }).notNull(),
    description: varchar("description", { length: 255 }).notNull(),
    /** Labour time (Facon), minutes; costed with rate 2. */
    plusMo: minutes("plus_mo").notNull().default("0"),
    /** Façon sur fonte (FSF) weight, milligrams. */
    plusFonte: milligrams("plus_fonte").notNull().default("0"),
    /** Metal weight, milligrams; costed with rate 3 / 1000. */
    plusPoids: milligrams("plus_poids").notNull().default("0"),
    /** Setting price (Serti), euros. */
    plusSerti: money("plus_serti").notNull().default("0"),
    prixDivers: money("prix_divers").notNull().default("0"),
    /** 3D design time (Devis), minutes. */
    temps3d: minutes("temps_3d").notNull().default("0"),
    idCv: integer("id_cv").references(() => centreVide.idCv),
    imgCentre: varchar("img_centre", { length: 255 }).references(() => image.nom, {
      onUpdate: "cascade",
      onDelete: "set null",
    }),
  },
  (t) => [
    unique("centre_ref_description_unique").on(t.ref, t.description),
    // Product search: first characters of the ref, case-insensitive.
    index("centre_ref_lower_idx").using("btree", sql`lower(${t.ref}) text_pattern_ops`),
    index("centre_id_cv_idx").on(t.idCv),
    checkPositive("centre", "plus_mo", t.plusMo),
    checkPositive("centre", "plus_fonte", t.plusFonte),
    checkPositive("centre", "plus_poids", t.plusPoids),
    checkPositive("centre", "plus_serti", t.plusSerti),
    checkPositive("centre", "prix_divers", t.prixDivers),
    checkPositive("centre", "temps_3d", t.temps3d),
  ],
);

/** Stones of a centre: quantity, carats of the line, and whether it is the centre stone (centre 1). */
export const centrePierres = pgTable(
  "centre_pierres",
  {
    id: serial("id").primaryKey(),
    idCentre: integer("id_centre")
      .notNull()
      .references(() => centre.idCentre, { onDelete: "cascade" }),
    idPierre: integer("id_pierre")
      .notNull()
      .references(() => pierre.idPier),
    /** Quality used to price the line (tarifs of id_pierre x id_qual); absent in old rows. */
    idQual: integer("id_qual").references(() => qualite.idQual),
    qte: integer("qte").notNull(),
    /** Carats of the line. */
    pdsR: carats("pds_r").notNull().default("0"),
    centre: flag("centre"),
  },
  (t) => [
    index("centre_pierres_id_centre_idx").on(t.idCentre),
    index("centre_pierres_id_pierre_idx").on(t.idPierre),
    check("centre_pierres_qte_positive", sql`${t.qte} > 0`),
    checkPositive("centre_pierres", "pds_r", t.pdsR),
    check01("centre_pierres", "centre", t.centre),
  ],
);

/**
 * The product sold on OFs: one row per centre, keyed by the centre id (the spec's "idp, product centre
 * id"), with its price category, default stade and weight.
 */
export const produit = pgTable(
  "produit",
  {
    idCentre: integer("id_centre")
      .primaryKey()
      .references(() => centre.idCentre),
    idTarifProduit: integer("id_tarif_produit").references(() => tarifProduit.idTarifProduit),
    idStade: integer("id_stade").references(() => stade.idStade),
    /** Product weight in MILLIGRAMS (the old system's unit; rate 3 is per gram, hence / 1000). */
    poids: milligrams("poids"),
  },
  (t) => [
    index("produit_id_tarif_produit_idx").on(t.idTarifProduit),
    checkPositive("produit", "poids", t.poids),
  ],
);
