-- Reference data the rules depend on (spec 01 sections 3, 4, 9; spec 02 section 4; spec 03 section 9).
-- The ids are fixed (the rules read them); the labels are editable data. No business data here.
-- Seeding is not a user action: the audit trigger (already on cours) is off until the end.
SELECT set_config('ecrin.audit_off', 'on', true);
--> statement-breakpoint
INSERT INTO "t_statuts" ("statut", "of_interne") VALUES
  (50, 'Créé'),
  (200, 'En fabrication'),
  (500, 'Fabriqué'),
  (550, 'Finalisé'),
  (575, 'Prêt à facturer'),
  (600, 'Facturé'),
  (650, 'En stock');
--> statement-breakpoint
-- Stades: 1 uses the mfs price, 3 the centre-vide price, others the piece price; colour groups
-- {2,4,8,11}, {3,7,9}, {1,6,10}; 12 is SAV.
INSERT INTO "stade" ("id_stade", "description") VALUES
  (1, 'Monture fonte seule (MFS)'),
  (2, 'Pièce finie'),
  (3, 'Centre vide'),
  (4, 'Pièce finie sertie'),
  (5, 'Réparation'),
  (6, 'MFS - reproduction'),
  (7, 'Centre vide - reproduction'),
  (8, 'Pièce finie - reproduction'),
  (9, 'Centre vide serti'),
  (10, 'MFS polie'),
  (11, 'Pièce sertie pierres client'),
  (12, 'SAV');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('stade', 'id_stade'), (SELECT max("id_stade") FROM "stade"));
--> statement-breakpoint
INSERT INTO "type_transport" ("id_type", "description") VALUES
  (1, 'Tournée'),
  (2, 'Colissimo'),
  (3, 'Chronopost'),
  (4, 'Remise en main propre'),
  (5, 'Transporteur sécurisé');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('type_transport', 'id_type'), (SELECT max("id_type") FROM "type_transport"));
--> statement-breakpoint
INSERT INTO "metal" ("id_metal", "description") VALUES
  (1, 'Or'),
  (2, 'Argent'),
  (3, 'Platine'),
  (4, 'Palladium'),
  (5, 'Bronze');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('metal', 'id_metal'), (SELECT max("id_metal") FROM "metal"));
--> statement-breakpoint
-- 1001 is the metal of the stock OFs (OF tools).
INSERT INTO "type_metal" ("id_type", "description", "id_metal") VALUES
  (1, 'OR JAUNE 750', 1),
  (2, 'OR BLANC 750', 1),
  (3, 'OR ROSE 750', 1),
  (4, 'ARGENT 925', 2),
  (5, 'PLATINE 950', 3),
  (6, 'BRONZE', 5),
  (7, 'OR JAUNE 375', 1),
  (8, 'OR BLANC 375', 1),
  (9, 'PALLADIUM 950', 4),
  (1001, 'OR 18K STOCK', 1);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('type_metal', 'id_type'), (SELECT max("id_type") FROM "type_metal"));
--> statement-breakpoint
-- Rates read by id: 1 €/$, 2 labour per minute, 3 metal per gram, 4 current gold (€/kg fine),
-- 8 coefficient, 10 fixed gold (€/kg fine), 14 customer loss %, 15 old gold (€/g).
INSERT INTO "cours" ("id_cours", "description", "valeur") VALUES
  (1, 'Cours euro/dollar', 1.0800),
  (2, 'Taux main d''oeuvre (€/min)', 0.9500),
  (3, 'Cours métal au gramme (€/g)', 72.0000),
  (4, 'Cours or actuel (€/kg fin)', 98000.0000),
  (8, 'Coefficient', 2.2000),
  (10, 'Cours or fixe (€/kg fin)', 85000.0000),
  (14, 'Perte client %', 3.0000),
  (15, 'Cours vieil or (€/g)', 68.0000);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('cours', 'id_cours'), (SELECT max("id_cours") FROM "cours"));
--> statement-breakpoint
INSERT INTO "type_comission" ("id_typ_com", "description") VALUES
  (0, 'Prescripteur'),
  (1, 'Direct'),
  (2, 'Autre');
--> statement-breakpoint
INSERT INTO "type_commande" ("id", "label") VALUES
  (1, 'COMMANDE'),
  (2, 'STOCK'),
  (3, 'SAV');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('type_commande', 'id'), (SELECT max("id") FROM "type_commande"));
--> statement-breakpoint
INSERT INTO "tva" ("id_tva", "taux", "description") VALUES
  (1, 20.00, 'TVA 20%'),
  (2, 0.00, 'Exonéré');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('tva', 'id_tva'), (SELECT max("id_tva") FROM "tva"));
--> statement-breakpoint
-- Invoicing a stone sets pierre_etat 2.
INSERT INTO "pierres_recues_etat" ("id_etat", "description") VALUES
  (1, 'En stock'),
  (2, 'Facturée'),
  (3, 'Retournée au fournisseur'),
  (4, 'Sortie du stock'),
  (5, 'Consommée');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('pierres_recues_etat', 'id_etat'), (SELECT max("id_etat") FROM "pierres_recues_etat"));
--> statement-breakpoint
INSERT INTO "type_pier" ("id_typ_pier", "description") VALUES
  (1, 'Diamant'),
  (2, 'Saphir'),
  (3, 'Rubis'),
  (4, 'Emeraude'),
  (5, 'Tanzanite'),
  (6, 'Topaze'),
  (7, 'Améthyste'),
  (8, 'Perle'),
  (9, 'Tsavorite'),
  (10, 'Aigue-marine');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('type_pier', 'id_typ_pier'), (SELECT max("id_typ_pier") FROM "type_pier"));
--> statement-breakpoint
INSERT INTO "forme_pier" ("id_form", "description") VALUES
  (1, 'Rond brillant'),
  (2, 'Princesse'),
  (3, 'Ovale'),
  (4, 'Poire'),
  (5, 'Coeur'),
  (6, 'Baguette'),
  (7, 'Marquise'),
  (8, 'Emeraude'),
  (9, 'Coussin'),
  (10, 'Radiant'),
  (11, 'Trapèze'),
  (12, 'Cabochon');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('forme_pier', 'id_form'), (SELECT max("id_form") FROM "forme_pier"));
--> statement-breakpoint
INSERT INTO "couleur" ("id_color", "description") VALUES
  (1, 'Blanc'),
  (2, 'Bleu'),
  (3, 'Rouge'),
  (4, 'Vert'),
  (5, 'Rose'),
  (6, 'Jaune'),
  (7, 'Noir'),
  (8, 'Champagne'),
  (9, 'Violet'),
  (10, 'Multicolore');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('couleur', 'id_color'), (SELECT max("id_color") FROM "couleur"));
--> statement-breakpoint
INSERT INTO "qualite" ("id_qual", "description") VALUES
  (1, 'D IF'),
  (2, 'E VVS'),
  (3, 'F VVS'),
  (4, 'G VS'),
  (5, 'H VS'),
  (6, 'H SI'),
  (7, 'I SI'),
  (8, 'J P1'),
  (9, 'AAA'),
  (10, 'AA'),
  (11, 'A'),
  (12, 'Commerciale');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('qualite', 'id_qual'), (SELECT max("id_qual") FROM "qualite"));
--> statement-breakpoint
INSERT INTO "type_produit" ("id_typ_prod", "description") VALUES
  (1, 'Bague'),
  (2, 'Alliance'),
  (3, 'Solitaire'),
  (4, 'Boucles d''oreilles'),
  (5, 'Pendentif'),
  (6, 'Bracelet'),
  (7, 'Collier'),
  (8, 'Chaîne'),
  (9, 'Broche'),
  (10, 'Divers');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('type_produit', 'id_typ_prod'), (SELECT max("id_typ_prod") FROM "type_produit"));
--> statement-breakpoint
INSERT INTO "tarif_produit" ("id_tarif_produit", "description") VALUES
  (1, 'Standard'),
  (2, 'ATC'),
  (3, 'Création'),
  (4, 'SAV'),
  (5, 'Prix net');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('tarif_produit', 'id_tarif_produit'), (SELECT max("id_tarif_produit") FROM "tarif_produit"));
--> statement-breakpoint
-- Every table created by 0002 gets its audit trigger (after the loads above: reference data is not audited).
SELECT set_config('ecrin.audit_off', '', true);
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
