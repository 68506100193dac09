-- Issue 25 point 3: suppliers (metal, stones, the refiner) get an address, and the police register
-- never names a supplier without one.
ALTER TABLE "fournisseur" ADD COLUMN "adresse" varchar(200);
--> statement-breakpoint
ALTER TABLE "fournisseur" ADD COLUMN "cp" varchar(10);
--> statement-breakpoint
ALTER TABLE "fournisseur" ADD COLUMN "ville" varchar(100);
--> statement-breakpoint
ALTER TABLE "fournisseur" ADD COLUMN "pays" varchar(60);
--> statement-breakpoint
-- A supplier as the register names it: its name, address, postcode and town (and its country when
-- not France). Without an address, postcode or town the name comes back marked (prefix
-- 'SANS ADRESSE' and a unit separator), which the register refuses to write below: a movement that
-- writes no entry (a payment from the weight account, a historical load) is not refused.
CREATE OR REPLACE FUNCTION registre_police_fournisseur(p_id integer) RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN nullif(trim(f.adresse), '') IS NULL OR nullif(trim(f.cp), '') IS NULL
      OR nullif(trim(f.ville), '') IS NULL
      THEN 'SANS ADRESSE' || chr(31) || f.raison_soc
    ELSE f.raison_soc || ', ' || trim(f.adresse) || ', ' || trim(f.cp) || ' ' || trim(f.ville)
      || coalesce(', ' || nullif(nullif(trim(f.pays), ''), 'France'), '')
  END
  FROM fournisseur f WHERE f.four_id = p_id
$$;
--> statement-breakpoint
-- SQLSTATE EC025 (issue 25): the server answers it as the typed refusal PARTIE_SANS_ADRESSE, with the
-- supplier's name (the DETAIL) in its French message.
CREATE OR REPLACE FUNCTION registre_police_partie_adresse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF position(chr(31) IN NEW.partie) > 0 AND NEW.partie LIKE 'SANS ADRESSE%' THEN
    RAISE EXCEPTION 'Fournisseur sans adresse : %', substr(NEW.partie, 14)
      USING ERRCODE = 'EC025', DETAIL = substr(NEW.partie, 14);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER registre_police_partie_adresse BEFORE INSERT ON "registre_police"
  FOR EACH ROW EXECUTE FUNCTION registre_police_partie_adresse();
