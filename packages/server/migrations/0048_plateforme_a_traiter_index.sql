-- 0048_plateforme_a_traiter_index (issue 29.1): the "à traiter" filter of /compta (invoices, credit notes)
-- kept a document by its latest platform status, so it read the latest status of every document of the
-- period (one probe per document: 10,150 invoices of a year, 33,304 buffers). The list now starts from
-- the documents the platform may have left to handle (plateforme/documents.queries.ts, aTraiterPossible):
-- sent in error or unreachable, or having had a refusal (210), a dispute (207) or a rejection (213).
-- These two partial indexes hold only those rows: a few hundred a year, read whole.
CREATE INDEX IF NOT EXISTS "plateforme_envoi_a_traiter_idx" ON "plateforme_envoi" ("type_document", "canal", "numero")
  WHERE "etat" IN ('erreur', 'non_joignable');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "plateforme_statut_a_traiter_idx" ON "plateforme_statut" ("id_envoi")
  WHERE "code" IN (207, 210, 213);
