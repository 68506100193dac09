-- 0006_parcours: the product line (nom_ligne) belongs to the centre-vide catalogue, beside its
-- prenom_ligne; an OF created from a product copies it (issue 12 point 11). Re-runnable.
ALTER TABLE "centre_vide" ADD COLUMN IF NOT EXISTS "nom_ligne" varchar(100);
