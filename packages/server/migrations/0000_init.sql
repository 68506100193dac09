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
ALTER TABLE "client" ADD CONSTRAINT "client_id_parent_client_id_fk" FOREIGN KEY ("id_parent") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_connexion" ADD CONSTRAINT "log_connexion_id_user_utilisateur_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."utilisateur"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_consultation_produit" ADD CONSTRAINT "log_consultation_produit_id_user_utilisateur_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."utilisateur"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_id_user_utilisateur_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."utilisateur"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilisateur" ADD CONSTRAINT "utilisateur_num_agence_client_id_fk" FOREIGN KEY ("num_agence") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_table_row_idx" ON "audit" USING btree ("table_name","row_id");--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "client_id_parent_idx" ON "client" USING btree ("id_parent");--> statement-breakpoint
CREATE INDEX "client_nom_agence_idx" ON "client" USING btree ("nom_agence");--> statement-breakpoint
CREATE INDEX "log_connexion_user_date_idx" ON "log_connexion" USING btree ("id_user","date");--> statement-breakpoint
CREATE INDEX "log_consultation_date_idx" ON "log_consultation_produit" USING btree ("date");--> statement-breakpoint
CREATE INDEX "session_id_user_idx" ON "session" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "session_expires_idx" ON "session" USING btree ("expires_at");