-- 0008_stock: tray moves (the history of Gestion Plateau) and tray counts by scanner (issue 14).
CREATE TABLE IF NOT EXISTS mouvement_plateau (
  id serial PRIMARY KEY,
  "of" integer NOT NULL REFERENCES "of"(num_sachet),
  de integer REFERENCES plateau(id_plateau),
  vers integer REFERENCES plateau(id_plateau),
  date_mouvement timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS mouvement_plateau_of_idx ON mouvement_plateau ("of");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS inventaire_plateau (
  id serial PRIMARY KEY,
  id_plateau integer NOT NULL REFERENCES plateau(id_plateau),
  date_inventaire timestamptz NOT NULL DEFAULT now(),
  attendus integer[] NOT NULL DEFAULT '{}',
  scannes integer[] NOT NULL DEFAULT '{}',
  manquants integer[] NOT NULL DEFAULT '{}',
  etrangers integer[] NOT NULL DEFAULT '{}'
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS inventaire_plateau_plateau_idx ON inventaire_plateau (id_plateau, date_inventaire);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS new_historique_conf_ouvert_idx ON new_historique_conf ("of") WHERE date_sortie IS NULL;
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
