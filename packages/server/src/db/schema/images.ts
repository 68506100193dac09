import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Uploaded product images (files on the images host). The file name is unique: centre.img_centre and
 * centre_vide.image reference it, so a rename cascades and a deletion clears the assignment.
 */
export const image = pgTable(
  "image",
  {
    idImage: serial("id_image").primaryKey(),
    nom: varchar("nom", { length: 255 }).notNull().unique(),
    /** Sizes in bytes, before and after compression (the uploader targets 1 MB). */
    tailleOrigine: integer("taille_origine"),
    taille: integer("taille"),
    /** Pixels (the uploader targets 1000 on the longest side; older files may be larger). */
    largeur: integer("largeur"),
    hauteur: integer("hauteur"),
    dateUpload: timestamp("date_upload", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("image_nom_lower_idx").using("btree", sql`lower(${t.nom}) text_pattern_ops`),
    check("image_nom_non_vide", sql`${t.nom} <> ''`),
  ],
);
