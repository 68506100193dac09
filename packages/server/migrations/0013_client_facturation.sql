-- 0013_client_facturation: reserved slot, filled by its area (hand-written SQL; keep db/schema in step)
SELECT 1;
