import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from "drizzle-orm/pg-core";
import { client, utilisateur } from "./admin.ts";
import { check01, checkPercent, checkPositive, flag, grams, money, percent } from "./columns.ts";
import { produit } from "./produits.ts";
import { stade, tStatuts, typeComission, typeCommande, typeMetal, typeTransport } from "./reference.ts";

/**
 * Production order (OF), keyed by its bag number. Fields of spec 01 section 3 and spec 02 section 3.
 * ref, ref_cv, nom_agence, nom_ligne, prenom_ligne, taux_tva, cp, ville, adresse are copies taken when
 * the OF is created or invoiced (the old system's denormalised fields), not the source of truth.
 */
export const of = pgTable(
  "of",
  {
    numSachet: serial("num_sachet").primaryKey(),
    /** The product: a centre id (produit is keyed by id_centre). */
    idp: integer("idp")
      .notNull()
      .references(() => produit.idCentre),
    idBijouterie: integer("id_bijouterie")
      .notNull()
      .references(() => client.id),
    statut: integer("statut")
      .notNull()
      .default(50)
      .references(() => tStatuts.statut),
    idStade: integer("id_stade")
      .notNull()
      .references(() => stade.idStade),
    typTransp: integer("typ_transp")
      .notNull()
      .references(() => typeTransport.idType),
    typeMetal: integer("type_metal")
      .notNull()
      .references(() => typeMetal.idType),
    typCom: smallint("typ_com")
      .notNull()
      .default(1)
      .references(() => typeComission.idTypCom),
    idTypeCommande: integer("id_type_commande")
      .notNull()
      .default(1)
      .references(() => typeCommande.id),
    /** Creator; NULL where the old system wrote 99 (unknown). */
    idUser: integer("id_user").references(() => utilisateur.idUser),

    dateCrea: date("date_crea").notNull().default(sql`current_date`),
    dateLivr: date("date_livr"),
    /** 1 = the delivery date is imperative (shown red on the planning). */
    dateLImp: flag("date_l_imp"),
    tournee: flag("tournee"),
    devis: flag("devis"),
    /** 1 = façon only: the client supplies the metal. */
    facon: flag("facon"),
    /** 1 = the client supplies stones. */
    pierresClt: flag("pierres_clt"),
    signe: flag("signe"),
    grave: flag("grave"),
    /** 1 = laboratory stones: invoiced in a separate LABO group. */
    labo: flag("labo"),

    /** Finger size or length, as typed ("52", "45 cm"). */
    dim: varchar("dim", { length: 30 }),
    /** Weight of the piece, grams. */
    poids: grams("poids"),
    /** Metal entrusted by the client, grams. */
    poidsConfie: grams("poids_confie"),
    notesConfie: text("notes_confie"),
    notes: text("notes"),
    information: text("information"),
    refClt: varchar("ref_clt", { length: 100 }),
    ref1: varchar("ref1", { length: 100 }),
    suffix: varchar("suffix", { length: 20 }),
    /** Stock label (Etiquette), at most 15 characters. */
    labelProduit: varchar("label_produit", { length: 15 }),

    /** Selling price excl. tax. */
    prixFact: money("prix_fact"),
    /** Cost price (prix de revient). */
    prixR: money("prix_r"),
    /** Supplement added to the price before the discount. */
    reaco: money("reaco").notNull().default("0"),
    /** Discount, percent. */
    remise: percent("remise").notNull().default("0"),
    /** Payment term in days (the invoice due date is the end of the month of today + echeance). */
    echeance: integer("echeance").notNull().default(0),
    datePaiement: date("date_paiement"),

    /** Stock reservation: on a stock OF, the customer order it is reserved for (NULL = none, old 0). */
    ofReservation: integer("of_reservation").references((): AnyPgColumn => of.numSachet),

    /** Photo file name (NULL = none; the old 'no_pic.jpg'). */
    photoOf: varchar("photo_of", { length: 255 }),
    image: varchar("image", { length: 255 }),

    // Copies (see the table comment).
    ref: varchar("ref", { length: 50 }),
    refCv: varchar("ref_cv", { length: 50 }),
    nomAgence: varchar("nom_agence", { length: 150 }),
    nomLigne: varchar("nom_ligne", { length: 100 }),
    prenomLigne: varchar("prenom_ligne", { length: 100 }),
    tauxTva: percent("taux_tva"),
    /** VAT category chosen with the rate (0014); null: derived from the rate (categorieDuTaux). */
    categorieTva: varchar("categorie_tva", { length: 2 }),
    adresse: varchar("adresse", { length: 200 }),
    cp: varchar("cp", { length: 10 }),
    ville: varchar("ville", { length: 100 }),
  },
  (t) => [
    index("of_statut_idx").on(t.statut, t.numSachet),
    index("of_id_bijouterie_idx").on(t.idBijouterie),
    index("of_date_livr_idx").on(t.dateLivr),
    index("of_date_crea_idx").on(t.dateCrea),
    index("of_idp_idx").on(t.idp),
    index("of_id_stade_idx").on(t.idStade),
    index("of_type_metal_idx").on(t.typeMetal),
    index("of_of_reservation_idx").on(t.ofReservation),
    index("of_ref_lower_idx").using("btree", sql`lower(${t.ref}) text_pattern_ops`),
    // /reservation: the open orders and the stock pieces, with what the list reads INCLUDEd (0046).
    index("of_commandes_ouvertes_idx")
      .on(t.numSachet, sql`lower(regexp_replace(coalesce(${t.dim}, ''), '[[:space:]]', '', 'g'))`)
      .where(sql`${t.statut} in (50, 200, 500, 550)`),
    index("of_stock_idx")
      .on(t.numSachet, sql`lower(regexp_replace(coalesce(${t.dim}, ''), '[[:space:]]', '', 'g'))`)
      .where(sql`${t.statut} = 650`),
    check01("of", "date_l_imp", t.dateLImp),
    check01("of", "tournee", t.tournee),
    check01("of", "devis", t.devis),
    check01("of", "facon", t.facon),
    check01("of", "pierres_clt", t.pierresClt),
    check01("of", "signe", t.signe),
    check01("of", "grave", t.grave),
    check01("of", "labo", t.labo),
    checkPercent("of", "remise", t.remise),
    checkPercent("of", "taux_tva", t.tauxTva),
    check(
      "of_categorie_tva",
      sql`${t.categorieTva} is null or (${t.tauxTva} is not null and ${t.categorieTva} in ('S', 'Z', 'E', 'AE') and (${t.categorieTva} = 'S' or ${t.tauxTva} = 0))`,
    ),
    checkPositive("of", "poids", t.poids),
    checkPositive("of", "poids_confie", t.poidsConfie),
    checkPositive("of", "prix_fact", t.prixFact),
    checkPositive("of", "prix_r", t.prixR),
    checkPositive("of", "echeance", t.echeance),
    check("of_label_produit_15", sql`char_length(${t.labelProduit}) <= 15`),
    check("of_pas_sa_propre_reservation", sql`${t.ofReservation} <> ${t.numSachet}`),
  ],
);
