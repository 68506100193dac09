CREATE TABLE "audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"id_user" integer,
	"table_name" varchar(63) NOT NULL,
	"row_id" text NOT NULL,
	"operation" varchar(6) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_operation" CHECK ("audit"."operation" in ('INSERT','UPDATE','DELETE'))
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL,
	"id_parent" integer,
	"nom_agence" varchar(150) NOT NULL,
	"adresse" varchar(200) DEFAULT '' NOT NULL,
	"cp" varchar(10) DEFAULT '' NOT NULL,
	"ville" varchar(100) DEFAULT '' NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	CONSTRAINT "client_not_own_parent" CHECK ("client"."id_parent" is null or "client"."id_parent" <> "client"."id")
);
--> statement-breakpoint
CREATE TABLE "cours" (
	"id_cours" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL,
	"valeur" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_connexion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "log_consultation_produit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"id_produit" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametre" (
	"cle" varchar(60) PRIMARY KEY NOT NULL,
	"valeur" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utilisateur" (
	"id_user" serial PRIMARY KEY NOT NULL,
	"login" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"role" integer NOT NULL,
	"num_agence" integer,
	"actif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "utilisateur_login_unique" UNIQUE("login"),
	CONSTRAINT "utilisateur_login_lower" CHECK ("utilisateur"."login" = lower("utilisateur"."login"))
);
--> statement-breakpoint
CREATE TABLE "boite_or" (
	"id_boite" serial PRIMARY KEY NOT NULL,
	"id_ouvr" integer NOT NULL,
	"done_ouvr" numeric(12, 3) DEFAULT '0' NOT NULL,
	"rendu_ouvr" numeric(12, 3) DEFAULT '0' NOT NULL,
	"date" date DEFAULT current_date NOT NULL,
	"label" varchar(200),
	"num_pesee" integer,
	CONSTRAINT "boite_or_done_ouvr_positif" CHECK ("boite_or"."done_ouvr" >= 0),
	CONSTRAINT "boite_or_rendu_ouvr_positif" CHECK ("boite_or"."rendu_ouvr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "joaillier" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL,
	"actif" smallint DEFAULT 1 NOT NULL,
	"avatar" text,
	CONSTRAINT "joaillier_actif_01" CHECK ("joaillier"."actif" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "ouvrier" (
	"id_ligne" serial PRIMARY KEY NOT NULL,
	"n_sachet" integer NOT NULL,
	"id_ouvrier" integer NOT NULL,
	"date_envoi" date DEFAULT current_date NOT NULL,
	"poids_d" numeric(12, 3) DEFAULT '0' NOT NULL,
	"poids_r" numeric(12, 3) DEFAULT '0' NOT NULL,
	"temps" numeric(10, 2) DEFAULT '0' NOT NULL,
	"rendu" smallint DEFAULT 0 NOT NULL,
	"date_retour" date,
	"num_pesee" integer,
	CONSTRAINT "ouvrier_rendu_01" CHECK ("ouvrier"."rendu" in (0, 1)),
	CONSTRAINT "ouvrier_poids_d_positif" CHECK ("ouvrier"."poids_d" >= 0),
	CONSTRAINT "ouvrier_poids_r_positif" CHECK ("ouvrier"."poids_r" >= 0),
	CONSTRAINT "ouvrier_temps_positif" CHECK ("ouvrier"."temps" >= 0),
	CONSTRAINT "ouvrier_rendu_date_retour" CHECK ("ouvrier"."rendu" = 0 or "ouvrier"."date_retour" is not null)
);
--> statement-breakpoint
CREATE TABLE "pesee" (
	"num_pesee" serial PRIMARY KEY NOT NULL,
	"id_ouvr" integer NOT NULL,
	"date" date DEFAULT current_date NOT NULL,
	"poids_of_sorti" numeric(12, 3) DEFAULT '0' NOT NULL,
	"poids_of_rentre" numeric(12, 3) DEFAULT '0' NOT NULL,
	"pds_or_s" numeric(12, 3) DEFAULT '0' NOT NULL,
	"pds_or_e" numeric(12, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "pesee_poids_of_sorti_positif" CHECK ("pesee"."poids_of_sorti" >= 0),
	CONSTRAINT "pesee_poids_of_rentre_positif" CHECK ("pesee"."poids_of_rentre" >= 0),
	CONSTRAINT "pesee_pds_or_s_positif" CHECK ("pesee"."pds_or_s" >= 0),
	CONSTRAINT "pesee_pds_or_e_positif" CHECK ("pesee"."pds_or_e" >= 0)
);
--> statement-breakpoint
CREATE TABLE "serti" (
	"id_sert" serial PRIMARY KEY NOT NULL,
	"of_serto" integer NOT NULL,
	"id_serto" integer NOT NULL,
	"date_e" date DEFAULT current_date NOT NULL,
	"pds_d" numeric(12, 3) DEFAULT '0' NOT NULL,
	"pds_r" numeric(12, 3) DEFAULT '0' NOT NULL,
	"prix" numeric(12, 2) DEFAULT '0' NOT NULL,
	"rendu_serti" smallint DEFAULT 0 NOT NULL,
	"date_r" date,
	CONSTRAINT "serti_rendu_serti_01" CHECK ("serti"."rendu_serti" in (0, 1)),
	CONSTRAINT "serti_pds_d_positif" CHECK ("serti"."pds_d" >= 0),
	CONSTRAINT "serti_pds_r_positif" CHECK ("serti"."pds_r" >= 0),
	CONSTRAINT "serti_prix_positif" CHECK ("serti"."prix" >= 0),
	CONSTRAINT "serti_rendu_date_r" CHECK ("serti"."rendu_serti" = 0 or "serti"."date_r" is not null)
);
--> statement-breakpoint
CREATE TABLE "sertisseur" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL,
	"actif" smallint DEFAULT 1 NOT NULL,
	"avatar" text,
	CONSTRAINT "sertisseur_actif_01" CHECK ("sertisseur"."actif" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "avoir" (
	"id_avoir" serial PRIMARY KEY NOT NULL,
	"id_clt" integer NOT NULL,
	"date" date DEFAULT current_date NOT NULL,
	"ref" varchar(100),
	"description" text NOT NULL,
	"tot_ht" numeric(12, 2) NOT NULL,
	CONSTRAINT "avoir_tot_ht_positif" CHECK ("avoir"."tot_ht" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banque" (
	"id_banque" serial PRIMARY KEY NOT NULL,
	"nom" varchar(100) NOT NULL,
	"code_banque" varchar(10),
	"code_guichet" varchar(10),
	"num_compte" varchar(30),
	"cle_rib" varchar(4),
	"ville" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "constituant_fact" (
	"id" serial PRIMARY KEY NOT NULL,
	"fact" integer NOT NULL,
	"of" integer NOT NULL,
	"designation" varchar(255) DEFAULT '' NOT NULL,
	"commentaire" text,
	"prix_u_ht" numeric(12, 2) NOT NULL,
	"reaco" numeric(12, 2) DEFAULT '0' NOT NULL,
	"rem" numeric(5, 2) DEFAULT '0' NOT NULL,
	"totht" numeric(12, 2) NOT NULL,
	"poids_u" numeric(12, 3),
	"of_reservation" integer,
	CONSTRAINT "constituant_fact_rem_pct" CHECK ("constituant_fact"."rem" between 0 and 100),
	CONSTRAINT "constituant_fact_prix_u_ht_positif" CHECK ("constituant_fact"."prix_u_ht" >= 0),
	CONSTRAINT "constituant_fact_totht_positif" CHECK ("constituant_fact"."totht" >= 0),
	CONSTRAINT "constituant_fact_poids_u_positif" CHECK ("constituant_fact"."poids_u" >= 0)
);
--> statement-breakpoint
CREATE TABLE "constituant_fact_extensia" (
	"id" serial PRIMARY KEY NOT NULL,
	"fact" integer NOT NULL,
	"of" integer NOT NULL,
	"prix" numeric(12, 2) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"poids" numeric(12, 3),
	"prenom" varchar(100),
	CONSTRAINT "constituant_fact_extensia_prix_positif" CHECK ("constituant_fact_extensia"."prix" >= 0),
	CONSTRAINT "constituant_fact_extensia_poids_positif" CHECK ("constituant_fact_extensia"."poids" >= 0)
);
--> statement-breakpoint
CREATE TABLE "facture" (
	"id_fact" serial PRIMARY KEY NOT NULL,
	"id_bijouterie" integer NOT NULL,
	"date_fact" date DEFAULT current_date NOT NULL,
	"echeance" integer DEFAULT 0 NOT NULL,
	"date_echeance" date,
	"date_paiement" date,
	"port" numeric(12, 2) DEFAULT '0' NOT NULL,
	"taux_tva" numeric(5, 2) NOT NULL,
	"cours_fixe" numeric(14, 4),
	"cours_courant" numeric(14, 4),
	"client" varchar(150) NOT NULL,
	"adresse" varchar(200),
	"cp" varchar(10),
	"ville" varchar(100),
	CONSTRAINT "facture_port_positif" CHECK ("facture"."port" >= 0),
	CONSTRAINT "facture_echeance_positif" CHECK ("facture"."echeance" >= 0),
	CONSTRAINT "facture_taux_tva_pct" CHECK ("facture"."taux_tva" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "facture_extensia" (
	"id_fact" serial PRIMARY KEY NOT NULL,
	"id_bijouterie" integer NOT NULL,
	"date_fact" date DEFAULT current_date NOT NULL,
	"echeance" integer DEFAULT 0 NOT NULL,
	"date_echeance" date,
	"date_paiement" date,
	"port" numeric(12, 2) DEFAULT '0' NOT NULL,
	"taux_tva" numeric(5, 2) NOT NULL,
	"cours_fixe" numeric(14, 4),
	"cours_courant" numeric(14, 4),
	"client" varchar(150) NOT NULL,
	"adresse" varchar(200),
	"cp" varchar(10),
	"ville" varchar(100),
	CONSTRAINT "facture_extensia_port_positif" CHECK ("facture_extensia"."port" >= 0),
	CONSTRAINT "facture_extensia_echeance_positif" CHECK ("facture_extensia"."echeance" >= 0),
	CONSTRAINT "facture_extensia_taux_tva_pct" CHECK ("facture_extensia"."taux_tva" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "traite" (
	"id_traite" serial PRIMARY KEY NOT NULL,
	"id_bijouterie" integer NOT NULL,
	"date_creation" date DEFAULT current_date NOT NULL,
	"date_echeance" date NOT NULL,
	"total_ttc" numeric(12, 2) NOT NULL,
	"num_effet" integer NOT NULL,
	"nb_decoupe" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "traite_total_ttc_positif" CHECK ("traite"."total_ttc" >= 0),
	CONSTRAINT "traite_nb_decoupe" CHECK ("traite"."nb_decoupe" >= 1),
	CONSTRAINT "traite_dates" CHECK ("traite"."date_echeance" >= "traite"."date_creation")
);
--> statement-breakpoint
CREATE TABLE "traite_fournisseur" (
	"id_traite" serial PRIMARY KEY NOT NULL,
	"four_id" integer,
	"id_banque" integer,
	"date_creation" date DEFAULT current_date NOT NULL,
	"date_echeance" date NOT NULL,
	"total_ttc" numeric(12, 2) NOT NULL,
	"num_effet" varchar(30) NOT NULL,
	"nb_decoupe" smallint DEFAULT 1 NOT NULL,
	"banque_nom" varchar(100),
	"code_banque" varchar(10),
	"code_guichet" varchar(10),
	"num_compte" varchar(30),
	"cle_rib" varchar(4),
	"ville" varchar(100),
	"fournisseur_compte" varchar(30),
	"fournisseur_nom" varchar(150),
	CONSTRAINT "traite_fournisseur_total_ttc_positif" CHECK ("traite_fournisseur"."total_ttc" >= 0),
	CONSTRAINT "traite_fournisseur_nb_decoupe" CHECK ("traite_fournisseur"."nb_decoupe" >= 1),
	CONSTRAINT "traite_fournisseur_dates" CHECK ("traite_fournisseur"."date_echeance" >= "traite_fournisseur"."date_creation")
);
--> statement-breakpoint
CREATE TABLE "image" (
	"id_image" serial PRIMARY KEY NOT NULL,
	"nom" varchar(255) NOT NULL,
	"taille_origine" integer,
	"taille" integer,
	"largeur" integer,
	"hauteur" integer,
	"date_upload" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_nom_unique" UNIQUE("nom"),
	CONSTRAINT "image_nom_non_vide" CHECK ("image"."nom" <> '')
);
--> statement-breakpoint
CREATE TABLE "mouvement_clal" (
	"id" serial PRIMARY KEY NOT NULL,
	"date_mouvement" date NOT NULL,
	"designation" varchar(200) NOT NULL,
	"metal_id" integer DEFAULT 1 NOT NULL,
	"entree_or_fin" numeric(12, 3) DEFAULT '0' NOT NULL,
	"sortie_or_750" numeric(12, 3) DEFAULT '0' NOT NULL,
	"sortie_or_fin" numeric(12, 3) DEFAULT '0' NOT NULL,
	"perte" numeric(5, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "mouvement_clal_designation" CHECK (char_length("mouvement_clal"."designation") >= 2),
	CONSTRAINT "mouvement_clal_entree_or_fin_positif" CHECK ("mouvement_clal"."entree_or_fin" >= 0),
	CONSTRAINT "mouvement_clal_sortie_or_750_positif" CHECK ("mouvement_clal"."sortie_or_750" >= 0),
	CONSTRAINT "mouvement_clal_sortie_or_fin_positif" CHECK ("mouvement_clal"."sortie_or_fin" >= 0),
	CONSTRAINT "mouvement_clal_perte_pct" CHECK ("mouvement_clal"."perte" between 0 and 100),
	CONSTRAINT "mouvement_clal_un_montant" CHECK ("mouvement_clal"."entree_or_fin" > 0 or "mouvement_clal"."sortie_or_750" > 0 or "mouvement_clal"."sortie_or_fin" > 0)
);
--> statement-breakpoint
CREATE TABLE "mouvement_metal" (
	"id" serial PRIMARY KEY NOT NULL,
	"fournisseur_id" integer,
	"client_id" integer,
	"date_mouvement" date NOT NULL,
	"designation" varchar(200) NOT NULL,
	"metal_id" integer DEFAULT 1 NOT NULL,
	"entree_or_fin" numeric(12, 3) DEFAULT '0' NOT NULL,
	"sortie_or_750" numeric(12, 3) DEFAULT '0' NOT NULL,
	"sortie_or_fin" numeric(12, 3) DEFAULT '0' NOT NULL,
	"perte" numeric(5, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "mouvement_metal_une_partie" CHECK (num_nonnulls("mouvement_metal"."fournisseur_id", "mouvement_metal"."client_id") = 1),
	CONSTRAINT "mouvement_metal_designation" CHECK (char_length("mouvement_metal"."designation") >= 2),
	CONSTRAINT "mouvement_metal_entree_or_fin_positif" CHECK ("mouvement_metal"."entree_or_fin" >= 0),
	CONSTRAINT "mouvement_metal_sortie_or_750_positif" CHECK ("mouvement_metal"."sortie_or_750" >= 0),
	CONSTRAINT "mouvement_metal_sortie_or_fin_positif" CHECK ("mouvement_metal"."sortie_or_fin" >= 0),
	CONSTRAINT "mouvement_metal_perte_pct" CHECK ("mouvement_metal"."perte" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "reception_metal" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"poids" numeric(12, 3) NOT NULL,
	"date" date DEFAULT current_date NOT NULL,
	CONSTRAINT "reception_metal_poids_positif" CHECK ("reception_metal"."poids" >= 0)
);
--> statement-breakpoint
CREATE TABLE "of" (
	"num_sachet" serial PRIMARY KEY NOT NULL,
	"idp" integer NOT NULL,
	"id_bijouterie" integer NOT NULL,
	"statut" integer DEFAULT 50 NOT NULL,
	"id_stade" integer NOT NULL,
	"typ_transp" integer NOT NULL,
	"type_metal" integer NOT NULL,
	"typ_com" smallint DEFAULT 1 NOT NULL,
	"id_type_commande" integer DEFAULT 1 NOT NULL,
	"id_user" integer,
	"date_crea" date DEFAULT current_date NOT NULL,
	"date_livr" date,
	"date_l_imp" smallint DEFAULT 0 NOT NULL,
	"tournee" smallint DEFAULT 0 NOT NULL,
	"devis" smallint DEFAULT 0 NOT NULL,
	"facon" smallint DEFAULT 0 NOT NULL,
	"pierres_clt" smallint DEFAULT 0 NOT NULL,
	"signe" smallint DEFAULT 0 NOT NULL,
	"grave" smallint DEFAULT 0 NOT NULL,
	"labo" smallint DEFAULT 0 NOT NULL,
	"dim" varchar(30),
	"poids" numeric(12, 3),
	"poids_confie" numeric(12, 3),
	"notes_confie" text,
	"notes" text,
	"information" text,
	"ref_clt" varchar(100),
	"ref1" varchar(100),
	"suffix" varchar(20),
	"label_produit" varchar(15),
	"prix_fact" numeric(12, 2),
	"prix_r" numeric(12, 2),
	"reaco" numeric(12, 2) DEFAULT '0' NOT NULL,
	"remise" numeric(5, 2) DEFAULT '0' NOT NULL,
	"echeance" integer DEFAULT 0 NOT NULL,
	"date_paiement" date,
	"of_reservation" integer,
	"photo_of" varchar(255),
	"image" varchar(255),
	"ref" varchar(50),
	"ref_cv" varchar(50),
	"nom_agence" varchar(150),
	"nom_ligne" varchar(100),
	"prenom_ligne" varchar(100),
	"taux_tva" numeric(5, 2),
	"adresse" varchar(200),
	"cp" varchar(10),
	"ville" varchar(100),
	CONSTRAINT "of_date_l_imp_01" CHECK ("of"."date_l_imp" in (0, 1)),
	CONSTRAINT "of_tournee_01" CHECK ("of"."tournee" in (0, 1)),
	CONSTRAINT "of_devis_01" CHECK ("of"."devis" in (0, 1)),
	CONSTRAINT "of_facon_01" CHECK ("of"."facon" in (0, 1)),
	CONSTRAINT "of_pierres_clt_01" CHECK ("of"."pierres_clt" in (0, 1)),
	CONSTRAINT "of_signe_01" CHECK ("of"."signe" in (0, 1)),
	CONSTRAINT "of_grave_01" CHECK ("of"."grave" in (0, 1)),
	CONSTRAINT "of_labo_01" CHECK ("of"."labo" in (0, 1)),
	CONSTRAINT "of_remise_pct" CHECK ("of"."remise" between 0 and 100),
	CONSTRAINT "of_taux_tva_pct" CHECK ("of"."taux_tva" between 0 and 100),
	CONSTRAINT "of_poids_positif" CHECK ("of"."poids" >= 0),
	CONSTRAINT "of_poids_confie_positif" CHECK ("of"."poids_confie" >= 0),
	CONSTRAINT "of_prix_fact_positif" CHECK ("of"."prix_fact" >= 0),
	CONSTRAINT "of_prix_r_positif" CHECK ("of"."prix_r" >= 0),
	CONSTRAINT "of_echeance_positif" CHECK ("of"."echeance" >= 0),
	CONSTRAINT "of_label_produit_15" CHECK (char_length("of"."label_produit") <= 15),
	CONSTRAINT "of_pas_sa_propre_reservation" CHECK ("of"."of_reservation" <> "of"."num_sachet")
);
--> statement-breakpoint
CREATE TABLE "op_stock" (
	"id_op" serial PRIMARY KEY NOT NULL,
	"date_op" date DEFAULT current_date NOT NULL,
	"poids_sortant" numeric(10, 3) NOT NULL,
	"of" integer NOT NULL,
	"id_stock" integer NOT NULL,
	CONSTRAINT "op_stock_poids_sortant_positif" CHECK ("op_stock"."poids_sortant" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pierre" (
	"id_pier" serial PRIMARY KEY NOT NULL,
	"type_pier" integer NOT NULL,
	"forme" integer NOT NULL,
	"color" integer,
	"typ_dim" smallint DEFAULT 0 NOT NULL,
	"dim1" numeric(8, 2) DEFAULT '0' NOT NULL,
	"dim2" numeric(8, 2) DEFAULT '0' NOT NULL,
	"dim3" numeric(8, 2) DEFAULT '0' NOT NULL,
	"poids" numeric(10, 3),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"coeff" numeric(8, 4) DEFAULT '1' NOT NULL,
	CONSTRAINT "pierre_caracteristiques_unique" UNIQUE NULLS NOT DISTINCT("type_pier","forme","color","dim1","dim2","dim3"),
	CONSTRAINT "pierre_typ_dim" CHECK ("pierre"."typ_dim" in (0, 1, 2, 3)),
	CONSTRAINT "pierre_dims_positives" CHECK ("pierre"."dim1" >= 0 and "pierre"."dim2" >= 0 and "pierre"."dim3" >= 0),
	CONSTRAINT "pierre_poids_positif" CHECK ("pierre"."poids" >= 0),
	CONSTRAINT "pierre_coeff_positif" CHECK ("pierre"."coeff" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pierre_retour" (
	"id_retour" serial PRIMARY KEY NOT NULL,
	"id_confie" integer NOT NULL,
	"pds" numeric(10, 3) NOT NULL,
	"designation" varchar(200) DEFAULT '' NOT NULL,
	"date" date DEFAULT current_date NOT NULL,
	CONSTRAINT "pierre_retour_pds_positif" CHECK ("pierre_retour"."pds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pierres_recues" (
	"id_conf" serial PRIMARY KEY NOT NULL,
	"no_confie" varchar(50) NOT NULL,
	"date_reception" date DEFAULT current_date NOT NULL,
	"id_four" integer NOT NULL,
	"id_pier" integer NOT NULL,
	"id_qual" integer,
	"euro" numeric(14, 4) DEFAULT '0' NOT NULL,
	"dollar" numeric(14, 4) DEFAULT '0' NOT NULL,
	"cours_eur_doll" numeric(14, 4) DEFAULT '1' NOT NULL,
	"poids" numeric(10, 3) NOT NULL,
	"certificat" varchar(100),
	"lg" smallint DEFAULT 0 NOT NULL,
	"en_cours" smallint DEFAULT 1 NOT NULL,
	"date_sorti" date,
	"label_fact" varchar(100),
	"facture" smallint DEFAULT 0 NOT NULL,
	"pierre_etat" integer DEFAULT 1 NOT NULL,
	"date_fact" date,
	CONSTRAINT "pierres_recues_lg_01" CHECK ("pierres_recues"."lg" in (0, 1)),
	CONSTRAINT "pierres_recues_en_cours_01" CHECK ("pierres_recues"."en_cours" in (0, 1)),
	CONSTRAINT "pierres_recues_facture_01" CHECK ("pierres_recues"."facture" in (0, 1)),
	CONSTRAINT "pierres_recues_poids_positif" CHECK ("pierres_recues"."poids" >= 0),
	CONSTRAINT "pierres_recues_euro_positif" CHECK ("pierres_recues"."euro" >= 0),
	CONSTRAINT "pierres_recues_dollar_positif" CHECK ("pierres_recues"."dollar" >= 0),
	CONSTRAINT "pierres_recues_cours_positif" CHECK ("pierres_recues"."cours_eur_doll" > 0)
);
--> statement-breakpoint
CREATE TABLE "tarifs" (
	"id_tarif" serial PRIMARY KEY NOT NULL,
	"id_pier" integer NOT NULL,
	"id_qual" integer NOT NULL,
	"id_four" integer,
	"euro" numeric(14, 4) DEFAULT '0' NOT NULL,
	"dollar" numeric(14, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "tarifs_pierre_qualite_fournisseur_unique" UNIQUE NULLS NOT DISTINCT("id_pier","id_qual","id_four"),
	CONSTRAINT "tarifs_euro_positif" CHECK ("tarifs"."euro" >= 0),
	CONSTRAINT "tarifs_dollar_positif" CHECK ("tarifs"."dollar" >= 0)
);
--> statement-breakpoint
CREATE TABLE "centre" (
	"id_centre" serial PRIMARY KEY NOT NULL,
	"ref" varchar(50) NOT NULL,
	"description" varchar(255) NOT NULL,
	"plus_mo" numeric(10, 2) DEFAULT '0' NOT NULL,
	"plus_fonte" numeric(12, 3) DEFAULT '0' NOT NULL,
	"plus_poids" numeric(12, 3) DEFAULT '0' NOT NULL,
	"plus_serti" numeric(12, 2) DEFAULT '0' NOT NULL,
	"prix_divers" numeric(12, 2) DEFAULT '0' NOT NULL,
	"temps_3d" numeric(10, 2) DEFAULT '0' NOT NULL,
	"id_cv" integer,
	"img_centre" varchar(255),
	CONSTRAINT "centre_ref_description_unique" UNIQUE("ref","description"),
	CONSTRAINT "centre_plus_mo_positif" CHECK ("centre"."plus_mo" >= 0),
	CONSTRAINT "centre_plus_fonte_positif" CHECK ("centre"."plus_fonte" >= 0),
	CONSTRAINT "centre_plus_poids_positif" CHECK ("centre"."plus_poids" >= 0),
	CONSTRAINT "centre_plus_serti_positif" CHECK ("centre"."plus_serti" >= 0),
	CONSTRAINT "centre_prix_divers_positif" CHECK ("centre"."prix_divers" >= 0),
	CONSTRAINT "centre_temps_3d_positif" CHECK ("centre"."temps_3d" >= 0)
);
--> statement-breakpoint
CREATE TABLE "centre_pierres" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_centre" integer NOT NULL,
	"id_pierre" integer NOT NULL,
	"id_qual" integer,
	"qte" integer NOT NULL,
	"pds_r" numeric(10, 3) DEFAULT '0' NOT NULL,
	"centre" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "centre_pierres_qte_positive" CHECK ("centre_pierres"."qte" > 0),
	CONSTRAINT "centre_pierres_pds_r_positif" CHECK ("centre_pierres"."pds_r" >= 0),
	CONSTRAINT "centre_pierres_centre_01" CHECK ("centre_pierres"."centre" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "centre_vide" (
	"id_cv" serial PRIMARY KEY NOT NULL,
	"ref" varchar(50) NOT NULL,
	"facon" numeric(10, 2) DEFAULT '0' NOT NULL,
	"facon_fonte" numeric(12, 3) DEFAULT '0' NOT NULL,
	"poids_metal" numeric(12, 3) DEFAULT '0' NOT NULL,
	"type_prod" integer,
	"serti_min" numeric(12, 2) DEFAULT '0' NOT NULL,
	"prenom_ligne" varchar(100),
	"wordpress" smallint DEFAULT 0 NOT NULL,
	"image" varchar(255),
	CONSTRAINT "centre_vide_ref_unique" UNIQUE("ref"),
	CONSTRAINT "centre_vide_wordpress_01" CHECK ("centre_vide"."wordpress" in (0, 1)),
	CONSTRAINT "centre_vide_facon_positif" CHECK ("centre_vide"."facon" >= 0),
	CONSTRAINT "centre_vide_facon_fonte_positif" CHECK ("centre_vide"."facon_fonte" >= 0),
	CONSTRAINT "centre_vide_poids_metal_positif" CHECK ("centre_vide"."poids_metal" >= 0),
	CONSTRAINT "centre_vide_serti_min_positif" CHECK ("centre_vide"."serti_min" >= 0)
);
--> statement-breakpoint
CREATE TABLE "produit" (
	"id_centre" integer PRIMARY KEY NOT NULL,
	"id_tarif_produit" integer,
	"id_stade" integer,
	"poids" numeric(12, 3),
	CONSTRAINT "produit_poids_positif" CHECK ("produit"."poids" >= 0)
);
--> statement-breakpoint
CREATE TABLE "couleur" (
	"id_color" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forme_pier" (
	"id_form" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fournisseur" (
	"four_id" serial PRIMARY KEY NOT NULL,
	"raison_soc" varchar(150) NOT NULL,
	"type_four" integer,
	"actif" smallint DEFAULT 1 NOT NULL,
	"perte" numeric(5, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "fournisseur_actif_01" CHECK ("fournisseur"."actif" in (0, 1)),
	CONSTRAINT "fournisseur_perte_pct" CHECK ("fournisseur"."perte" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "metal" (
	"id_metal" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pierres_recues_etat" (
	"id_etat" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualite" (
	"id_qual" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stade" (
	"id_stade" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "t_statuts" (
	"statut" integer PRIMARY KEY NOT NULL,
	"of_interne" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarif_produit" (
	"id_tarif_produit" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tva" (
	"id_tva" serial PRIMARY KEY NOT NULL,
	"taux" numeric(5, 2) NOT NULL,
	"description" varchar(100) NOT NULL,
	CONSTRAINT "tva_taux_pct" CHECK ("tva"."taux" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "type_comission" (
	"id_typ_com" smallint PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_commande" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_metal" (
	"id_type" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL,
	"id_metal" integer
);
--> statement-breakpoint
CREATE TABLE "type_pier" (
	"id_typ_pier" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_produit" (
	"id_typ_prod" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_transport" (
	"id_type" serial PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_historique_conf" (
	"id" serial PRIMARY KEY NOT NULL,
	"of" integer NOT NULL,
	"id_bijouterie" integer NOT NULL,
	"description" varchar(255),
	"id_stade" integer,
	"type_metal" integer,
	"ladim" varchar(30),
	"poids" numeric(12, 3),
	"leprix" numeric(12, 2),
	"date_entree" date DEFAULT current_date NOT NULL,
	"date_sortie" date,
	CONSTRAINT "new_historique_conf_poids_positif" CHECK ("new_historique_conf"."poids" >= 0),
	CONSTRAINT "new_historique_conf_dates" CHECK ("new_historique_conf"."date_sortie" is null or "new_historique_conf"."date_sortie" >= "new_historique_conf"."date_entree")
);
--> statement-breakpoint
CREATE TABLE "new_stock_prod" (
	"of" integer PRIMARY KEY NOT NULL,
	"plateau" integer,
	"date_entree" date DEFAULT current_date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plateau" (
	"id_plateau" serial PRIMARY KEY NOT NULL,
	"label" varchar(50) NOT NULL,
	"description" varchar(200),
	"actif" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "plateau_label_unique" UNIQUE("label"),
	CONSTRAINT "plateau_actif_01" CHECK ("plateau"."actif" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_id_parent_client_id_fk" FOREIGN KEY ("id_parent") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_connexion" ADD CONSTRAINT "log_connexion_id_user_utilisateur_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."utilisateur"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_consultation_produit" ADD CONSTRAINT "log_consultation_produit_id_user_utilisateur_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."utilisateur"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_consultation_produit" ADD CONSTRAINT "log_consultation_produit_id_produit_produit_id_centre_fk" FOREIGN KEY ("id_produit") REFERENCES "public"."produit"("id_centre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_id_user_utilisateur_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."utilisateur"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilisateur" ADD CONSTRAINT "utilisateur_num_agence_client_id_fk" FOREIGN KEY ("num_agence") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boite_or" ADD CONSTRAINT "boite_or_id_ouvr_joaillier_id_fk" FOREIGN KEY ("id_ouvr") REFERENCES "public"."joaillier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boite_or" ADD CONSTRAINT "boite_or_num_pesee_pesee_num_pesee_fk" FOREIGN KEY ("num_pesee") REFERENCES "public"."pesee"("num_pesee") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ouvrier" ADD CONSTRAINT "ouvrier_n_sachet_of_num_sachet_fk" FOREIGN KEY ("n_sachet") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ouvrier" ADD CONSTRAINT "ouvrier_id_ouvrier_joaillier_id_fk" FOREIGN KEY ("id_ouvrier") REFERENCES "public"."joaillier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ouvrier" ADD CONSTRAINT "ouvrier_num_pesee_pesee_num_pesee_fk" FOREIGN KEY ("num_pesee") REFERENCES "public"."pesee"("num_pesee") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesee" ADD CONSTRAINT "pesee_id_ouvr_joaillier_id_fk" FOREIGN KEY ("id_ouvr") REFERENCES "public"."joaillier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serti" ADD CONSTRAINT "serti_of_serto_of_num_sachet_fk" FOREIGN KEY ("of_serto") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serti" ADD CONSTRAINT "serti_id_serto_sertisseur_id_fk" FOREIGN KEY ("id_serto") REFERENCES "public"."sertisseur"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avoir" ADD CONSTRAINT "avoir_id_clt_client_id_fk" FOREIGN KEY ("id_clt") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constituant_fact" ADD CONSTRAINT "constituant_fact_fact_facture_id_fact_fk" FOREIGN KEY ("fact") REFERENCES "public"."facture"("id_fact") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constituant_fact" ADD CONSTRAINT "constituant_fact_of_of_num_sachet_fk" FOREIGN KEY ("of") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constituant_fact" ADD CONSTRAINT "constituant_fact_of_reservation_of_num_sachet_fk" FOREIGN KEY ("of_reservation") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ADD CONSTRAINT "constituant_fact_extensia_fact_facture_extensia_id_fact_fk" FOREIGN KEY ("fact") REFERENCES "public"."facture_extensia"("id_fact") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ADD CONSTRAINT "constituant_fact_extensia_of_of_num_sachet_fk" FOREIGN KEY ("of") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facture" ADD CONSTRAINT "facture_id_bijouterie_client_id_fk" FOREIGN KEY ("id_bijouterie") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facture_extensia" ADD CONSTRAINT "facture_extensia_id_bijouterie_client_id_fk" FOREIGN KEY ("id_bijouterie") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traite" ADD CONSTRAINT "traite_id_bijouterie_client_id_fk" FOREIGN KEY ("id_bijouterie") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traite_fournisseur" ADD CONSTRAINT "traite_fournisseur_four_id_fournisseur_four_id_fk" FOREIGN KEY ("four_id") REFERENCES "public"."fournisseur"("four_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traite_fournisseur" ADD CONSTRAINT "traite_fournisseur_id_banque_banque_id_banque_fk" FOREIGN KEY ("id_banque") REFERENCES "public"."banque"("id_banque") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvement_clal" ADD CONSTRAINT "mouvement_clal_metal_id_metal_id_metal_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metal"("id_metal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvement_metal" ADD CONSTRAINT "mouvement_metal_fournisseur_id_fournisseur_four_id_fk" FOREIGN KEY ("fournisseur_id") REFERENCES "public"."fournisseur"("four_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvement_metal" ADD CONSTRAINT "mouvement_metal_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvement_metal" ADD CONSTRAINT "mouvement_metal_metal_id_metal_id_metal_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metal"("id_metal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reception_metal" ADD CONSTRAINT "reception_metal_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_idp_produit_id_centre_fk" FOREIGN KEY ("idp") REFERENCES "public"."produit"("id_centre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_id_bijouterie_client_id_fk" FOREIGN KEY ("id_bijouterie") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_statut_t_statuts_statut_fk" FOREIGN KEY ("statut") REFERENCES "public"."t_statuts"("statut") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_id_stade_stade_id_stade_fk" FOREIGN KEY ("id_stade") REFERENCES "public"."stade"("id_stade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_typ_transp_type_transport_id_type_fk" FOREIGN KEY ("typ_transp") REFERENCES "public"."type_transport"("id_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_type_metal_type_metal_id_type_fk" FOREIGN KEY ("type_metal") REFERENCES "public"."type_metal"("id_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_typ_com_type_comission_id_typ_com_fk" FOREIGN KEY ("typ_com") REFERENCES "public"."type_comission"("id_typ_com") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_id_type_commande_type_commande_id_fk" FOREIGN KEY ("id_type_commande") REFERENCES "public"."type_commande"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_id_user_utilisateur_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."utilisateur"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_of_reservation_of_num_sachet_fk" FOREIGN KEY ("of_reservation") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_stock" ADD CONSTRAINT "op_stock_of_of_num_sachet_fk" FOREIGN KEY ("of") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_stock" ADD CONSTRAINT "op_stock_id_stock_pierres_recues_id_conf_fk" FOREIGN KEY ("id_stock") REFERENCES "public"."pierres_recues"("id_conf") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pierre" ADD CONSTRAINT "pierre_type_pier_type_pier_id_typ_pier_fk" FOREIGN KEY ("type_pier") REFERENCES "public"."type_pier"("id_typ_pier") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pierre" ADD CONSTRAINT "pierre_forme_forme_pier_id_form_fk" FOREIGN KEY ("forme") REFERENCES "public"."forme_pier"("id_form") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pierre" ADD CONSTRAINT "pierre_color_couleur_id_color_fk" FOREIGN KEY ("color") REFERENCES "public"."couleur"("id_color") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pierre_retour" ADD CONSTRAINT "pierre_retour_id_confie_pierres_recues_id_conf_fk" FOREIGN KEY ("id_confie") REFERENCES "public"."pierres_recues"("id_conf") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pierres_recues" ADD CONSTRAINT "pierres_recues_id_four_fournisseur_four_id_fk" FOREIGN KEY ("id_four") REFERENCES "public"."fournisseur"("four_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pierres_recues" ADD CONSTRAINT "pierres_recues_id_pier_pierre_id_pier_fk" FOREIGN KEY ("id_pier") REFERENCES "public"."pierre"("id_pier") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pierres_recues" ADD CONSTRAINT "pierres_recues_id_qual_qualite_id_qual_fk" FOREIGN KEY ("id_qual") REFERENCES "public"."qualite"("id_qual") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pierres_recues" ADD CONSTRAINT "pierres_recues_pierre_etat_pierres_recues_etat_id_etat_fk" FOREIGN KEY ("pierre_etat") REFERENCES "public"."pierres_recues_etat"("id_etat") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifs" ADD CONSTRAINT "tarifs_id_pier_pierre_id_pier_fk" FOREIGN KEY ("id_pier") REFERENCES "public"."pierre"("id_pier") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifs" ADD CONSTRAINT "tarifs_id_qual_qualite_id_qual_fk" FOREIGN KEY ("id_qual") REFERENCES "public"."qualite"("id_qual") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifs" ADD CONSTRAINT "tarifs_id_four_fournisseur_four_id_fk" FOREIGN KEY ("id_four") REFERENCES "public"."fournisseur"("four_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre" ADD CONSTRAINT "centre_id_cv_centre_vide_id_cv_fk" FOREIGN KEY ("id_cv") REFERENCES "public"."centre_vide"("id_cv") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre" ADD CONSTRAINT "centre_img_centre_image_nom_fk" FOREIGN KEY ("img_centre") REFERENCES "public"."image"("nom") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "centre_pierres" ADD CONSTRAINT "centre_pierres_id_centre_centre_id_centre_fk" FOREIGN KEY ("id_centre") REFERENCES "public"."centre"("id_centre") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_pierres" ADD CONSTRAINT "centre_pierres_id_pierre_pierre_id_pier_fk" FOREIGN KEY ("id_pierre") REFERENCES "public"."pierre"("id_pier") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_pierres" ADD CONSTRAINT "centre_pierres_id_qual_qualite_id_qual_fk" FOREIGN KEY ("id_qual") REFERENCES "public"."qualite"("id_qual") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_vide" ADD CONSTRAINT "centre_vide_type_prod_type_produit_id_typ_prod_fk" FOREIGN KEY ("type_prod") REFERENCES "public"."type_produit"("id_typ_prod") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_vide" ADD CONSTRAINT "centre_vide_image_image_nom_fk" FOREIGN KEY ("image") REFERENCES "public"."image"("nom") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "produit" ADD CONSTRAINT "produit_id_centre_centre_id_centre_fk" FOREIGN KEY ("id_centre") REFERENCES "public"."centre"("id_centre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produit" ADD CONSTRAINT "produit_id_tarif_produit_tarif_produit_id_tarif_produit_fk" FOREIGN KEY ("id_tarif_produit") REFERENCES "public"."tarif_produit"("id_tarif_produit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produit" ADD CONSTRAINT "produit_id_stade_stade_id_stade_fk" FOREIGN KEY ("id_stade") REFERENCES "public"."stade"("id_stade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "type_metal" ADD CONSTRAINT "type_metal_id_metal_metal_id_metal_fk" FOREIGN KEY ("id_metal") REFERENCES "public"."metal"("id_metal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_historique_conf" ADD CONSTRAINT "new_historique_conf_of_of_num_sachet_fk" FOREIGN KEY ("of") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_historique_conf" ADD CONSTRAINT "new_historique_conf_id_bijouterie_client_id_fk" FOREIGN KEY ("id_bijouterie") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_historique_conf" ADD CONSTRAINT "new_historique_conf_id_stade_stade_id_stade_fk" FOREIGN KEY ("id_stade") REFERENCES "public"."stade"("id_stade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_historique_conf" ADD CONSTRAINT "new_historique_conf_type_metal_type_metal_id_type_fk" FOREIGN KEY ("type_metal") REFERENCES "public"."type_metal"("id_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_stock_prod" ADD CONSTRAINT "new_stock_prod_of_of_num_sachet_fk" FOREIGN KEY ("of") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_stock_prod" ADD CONSTRAINT "new_stock_prod_plateau_plateau_id_plateau_fk" FOREIGN KEY ("plateau") REFERENCES "public"."plateau"("id_plateau") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_table_row_idx" ON "audit" USING btree ("table_name","row_id");--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "client_id_parent_idx" ON "client" USING btree ("id_parent");--> statement-breakpoint
CREATE INDEX "client_nom_agence_idx" ON "client" USING btree ("nom_agence");--> statement-breakpoint
CREATE INDEX "log_connexion_user_date_idx" ON "log_connexion" USING btree ("id_user","date");--> statement-breakpoint
CREATE INDEX "log_consultation_date_idx" ON "log_consultation_produit" USING btree ("date");--> statement-breakpoint
CREATE INDEX "session_id_user_idx" ON "session" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "session_expires_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "boite_or_id_ouvr_date_idx" ON "boite_or" USING btree ("id_ouvr","date");--> statement-breakpoint
CREATE INDEX "boite_or_num_pesee_idx" ON "boite_or" USING btree ("num_pesee");--> statement-breakpoint
CREATE INDEX "ouvrier_n_sachet_idx" ON "ouvrier" USING btree ("n_sachet");--> statement-breakpoint
CREATE INDEX "ouvrier_id_ouvrier_rendu_idx" ON "ouvrier" USING btree ("id_ouvrier","rendu");--> statement-breakpoint
CREATE INDEX "ouvrier_date_retour_idx" ON "ouvrier" USING btree ("date_retour");--> statement-breakpoint
CREATE INDEX "ouvrier_num_pesee_idx" ON "ouvrier" USING btree ("num_pesee");--> statement-breakpoint
CREATE INDEX "pesee_id_ouvr_date_idx" ON "pesee" USING btree ("id_ouvr","date");--> statement-breakpoint
CREATE INDEX "pesee_date_idx" ON "pesee" USING btree ("date");--> statement-breakpoint
CREATE INDEX "serti_of_serto_idx" ON "serti" USING btree ("of_serto");--> statement-breakpoint
CREATE INDEX "serti_id_serto_rendu_serti_idx" ON "serti" USING btree ("id_serto","rendu_serti");--> statement-breakpoint
CREATE INDEX "avoir_id_clt_date_idx" ON "avoir" USING btree ("id_clt","date");--> statement-breakpoint
CREATE INDEX "avoir_date_idx" ON "avoir" USING btree ("date");--> statement-breakpoint
CREATE INDEX "constituant_fact_fact_idx" ON "constituant_fact" USING btree ("fact");--> statement-breakpoint
CREATE INDEX "constituant_fact_of_idx" ON "constituant_fact" USING btree ("of");--> statement-breakpoint
CREATE INDEX "constituant_fact_extensia_fact_idx" ON "constituant_fact_extensia" USING btree ("fact");--> statement-breakpoint
CREATE INDEX "constituant_fact_extensia_of_idx" ON "constituant_fact_extensia" USING btree ("of");--> statement-breakpoint
CREATE INDEX "facture_id_bijouterie_date_fact_idx" ON "facture" USING btree ("id_bijouterie","date_fact");--> statement-breakpoint
CREATE INDEX "facture_date_fact_idx" ON "facture" USING btree ("date_fact");--> statement-breakpoint
CREATE INDEX "facture_extensia_id_bijouterie_date_fact_idx" ON "facture_extensia" USING btree ("id_bijouterie","date_fact");--> statement-breakpoint
CREATE INDEX "facture_extensia_date_fact_idx" ON "facture_extensia" USING btree ("date_fact");--> statement-breakpoint
CREATE INDEX "traite_id_bijouterie_idx" ON "traite" USING btree ("id_bijouterie","date_creation");--> statement-breakpoint
CREATE INDEX "traite_fournisseur_four_id_idx" ON "traite_fournisseur" USING btree ("four_id","date_creation");--> statement-breakpoint
CREATE INDEX "image_nom_lower_idx" ON "image" USING btree (lower("nom") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mouvement_clal_date_metal_idx" ON "mouvement_clal" USING btree ("date_mouvement","metal_id");--> statement-breakpoint
CREATE INDEX "mouvement_metal_date_metal_idx" ON "mouvement_metal" USING btree ("date_mouvement","metal_id");--> statement-breakpoint
CREATE INDEX "mouvement_metal_fournisseur_idx" ON "mouvement_metal" USING btree ("fournisseur_id");--> statement-breakpoint
CREATE INDEX "mouvement_metal_client_idx" ON "mouvement_metal" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "reception_metal_id_client_date_idx" ON "reception_metal" USING btree ("id_client","date");--> statement-breakpoint
CREATE INDEX "reception_metal_date_idx" ON "reception_metal" USING btree ("date");--> statement-breakpoint
CREATE INDEX "of_statut_idx" ON "of" USING btree ("statut");--> statement-breakpoint
CREATE INDEX "of_id_bijouterie_idx" ON "of" USING btree ("id_bijouterie");--> statement-breakpoint
CREATE INDEX "of_date_livr_idx" ON "of" USING btree ("date_livr");--> statement-breakpoint
CREATE INDEX "of_date_crea_idx" ON "of" USING btree ("date_crea");--> statement-breakpoint
CREATE INDEX "of_idp_idx" ON "of" USING btree ("idp");--> statement-breakpoint
CREATE INDEX "of_id_stade_idx" ON "of" USING btree ("id_stade");--> statement-breakpoint
CREATE INDEX "of_type_metal_idx" ON "of" USING btree ("type_metal");--> statement-breakpoint
CREATE INDEX "of_of_reservation_idx" ON "of" USING btree ("of_reservation");--> statement-breakpoint
CREATE INDEX "of_ref_lower_idx" ON "of" USING btree (lower("ref") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "op_stock_of_idx" ON "op_stock" USING btree ("of");--> statement-breakpoint
CREATE INDEX "op_stock_id_stock_idx" ON "op_stock" USING btree ("id_stock");--> statement-breakpoint
CREATE INDEX "pierre_forme_idx" ON "pierre" USING btree ("forme");--> statement-breakpoint
CREATE INDEX "pierre_retour_id_confie_idx" ON "pierre_retour" USING btree ("id_confie");--> statement-breakpoint
CREATE INDEX "pierres_recues_no_confie_idx" ON "pierres_recues" USING btree ("no_confie");--> statement-breakpoint
CREATE INDEX "pierres_recues_id_pier_idx" ON "pierres_recues" USING btree ("id_pier");--> statement-breakpoint
CREATE INDEX "pierres_recues_id_four_idx" ON "pierres_recues" USING btree ("id_four");--> statement-breakpoint
CREATE INDEX "pierres_recues_date_reception_idx" ON "pierres_recues" USING btree ("date_reception");--> statement-breakpoint
CREATE INDEX "pierres_recues_etat_idx" ON "pierres_recues" USING btree ("pierre_etat");--> statement-breakpoint
CREATE INDEX "centre_ref_lower_idx" ON "centre" USING btree (lower("ref") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "centre_id_cv_idx" ON "centre" USING btree ("id_cv");--> statement-breakpoint
CREATE INDEX "centre_pierres_id_centre_idx" ON "centre_pierres" USING btree ("id_centre");--> statement-breakpoint
CREATE INDEX "centre_pierres_id_pierre_idx" ON "centre_pierres" USING btree ("id_pierre");--> statement-breakpoint
CREATE INDEX "centre_vide_ref_lower_idx" ON "centre_vide" USING btree (lower("ref") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "produit_id_tarif_produit_idx" ON "produit" USING btree ("id_tarif_produit");--> statement-breakpoint
CREATE INDEX "new_historique_conf_of_idx" ON "new_historique_conf" USING btree ("of");--> statement-breakpoint
CREATE INDEX "new_historique_conf_id_bijouterie_idx" ON "new_historique_conf" USING btree ("id_bijouterie","date_entree");--> statement-breakpoint
CREATE INDEX "new_stock_prod_plateau_idx" ON "new_stock_prod" USING btree ("plateau");--> statement-breakpoint
CREATE INDEX "new_stock_prod_date_entree_idx" ON "new_stock_prod" USING btree ("date_entree");