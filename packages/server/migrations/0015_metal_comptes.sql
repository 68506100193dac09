-- 0015_metal_comptes: weight accounts in fine grams for every metal (issue 15). The alloys of the titres
-- the domain admits that the reference list lacked (gold 999, 916, 585; silver 800), each with its titre;
-- the allowed loss of each jeweller (read against /atelier/analyse on the weight accounts). Re-runnable.
-- Reference data, as 0002 loads it: no audit entries.
SELECT set_config('ecrin.audit_off', 'on', true);
--> statement-breakpoint
INSERT INTO "type_metal" ("description", "id_metal")
SELECT v.description, v.id_metal FROM (VALUES
  ('OR FIN 999', 1), ('OR JAUNE 916', 1), ('OR JAUNE 585', 1), ('ARGENT 800', 2)
) AS v(description, id_metal)
WHERE NOT EXISTS (SELECT 1 FROM "type_metal" t WHERE t.description = v.description);
--> statement-breakpoint
INSERT INTO "titre_metal" ("id_type", "titre")
SELECT t.id_type, v.titre FROM (VALUES
  ('OR FIN 999', 999), ('OR JAUNE 916', 916), ('OR JAUNE 585', 585), ('ARGENT 800', 800)
) AS v(description, titre) JOIN "type_metal" t ON t.description = v.description
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT set_config('ecrin.audit_off', '', true);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "joaillier_perte_autorisee" (
  "id_joaillier" integer PRIMARY KEY REFERENCES "joaillier" ("id"),
  "pourcentage" numeric(5,2) NOT NULL,
  CONSTRAINT "joaillier_perte_autorisee_pourcentage_pct" CHECK ("pourcentage" BETWEEN 0 AND 100)
);
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
