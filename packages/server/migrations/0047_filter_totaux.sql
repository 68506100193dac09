-- 0047_filter_totaux (issue 29.4): /filter's three totals, at 50 connections, cost ~13 ms of PostgreSQL per
-- request: every OF delivered in the period read to keep those below 600 (18,000 index entries for 2,300
-- on the large set's year), and every invoice line of the period joined to its invoice (15,000 lines,
-- 9,000 invoices). Without an OF filter (/filter as it opens), the lines' totals are now read from
-- 0044's projection compta_total_facture, one row per issued invoice, which also holds its number of
-- lines and the sum of their unit prices; an OF filter still reads the lines. The projection's rows follow
-- the invoices' INSERT and TRUNCATE (0044's statement triggers, the import's rebuild): they call
-- compta_total_facture_recalculer, which now fills the two columns as well.
ALTER TABLE "compta_total_facture" ADD COLUMN IF NOT EXISTS "nb_lignes" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "compta_total_facture" ADD COLUMN IF NOT EXISTS "prix_lignes" numeric(14, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
-- A channel's period: the index entries carry the three sums, read without the table.
CREATE INDEX IF NOT EXISTS "compta_total_facture_canal_date_idx" ON "compta_total_facture" ("canal", "date_fact")
  INCLUDE ("nb_lignes", "prix_lignes", "lignes");
--> statement-breakpoint
-- The OFs in progress (below 600, not invoiced yet) of a delivery period, with what the total sums.
CREATE INDEX IF NOT EXISTS "of_en_cours_date_livr_idx" ON "of" ("date_livr") INCLUDE ("prix_fact")
  WHERE "statut" < 600;
--> statement-breakpoint
-- 0044's computation with the lines' count and unit prices (prix_u_ht of a standard line, prix of an
-- alternate one: the "Prix" of /filter's lists).
CREATE OR REPLACE FUNCTION compta_total_facture_recalculer(p_canal text, p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  factures text := CASE p_canal WHEN 'standard' THEN 'facture' ELSE 'facture_extensia' END;
  lignes text := CASE p_canal WHEN 'standard' THEN 'constituant_fact' ELSE 'constituant_fact_extensia' END;
  montant text := CASE p_canal WHEN 'standard' THEN 'totht' ELSE 'prix' END;
  prix text := CASE p_canal WHEN 'standard' THEN 'prix_u_ht' ELSE 'prix' END;
  choix text := CASE WHEN p_ids IS NULL THEN '' ELSE 'WHERE f.id_fact = ANY ($2)' END;
BEGIN
  IF p_ids IS NULL THEN
    DELETE FROM compta_total_facture WHERE canal = p_canal;
  ELSE
    DELETE FROM compta_total_facture WHERE canal = p_canal AND id_fact = ANY (p_ids);
  END IF;
  EXECUTE format(
    'INSERT INTO compta_total_facture
       (canal, id_fact, date_fact, id_bijouterie, client, taux_tva, categorie_tva, port, lignes, nb_lignes,
        prix_lignes)
     SELECT $1, f.id_fact, f.date_fact, f.id_bijouterie, f.client, f.taux_tva, f.categorie_tva, f.port,
            coalesce(l.montant, 0), coalesce(l.nombre, 0), coalesce(l.prix, 0)
     FROM %I f
     LEFT JOIN LATERAL (SELECT sum(x.%I) AS montant, count(*) AS nombre, sum(x.%I) AS prix
                        FROM %I x WHERE x.fact = f.id_fact) l ON true %s',
    factures, montant, prix, lignes, choix)
    USING p_canal, p_ids;
END $$;
--> statement-breakpoint
-- Invoices issued before this migration (an existing database).
SELECT compta_total_facture_reconstruire();
