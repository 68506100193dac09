import { MSG_PERIODE_INVERSEE } from "../analyse/index.ts";
import { listQuerySchema } from "../shared/list-query.ts";
import { debutAvantFin, ofFiltreShape } from "./filter.ts";
import { TRIS_EN_COURS, TRIS_EXTENSIA, TRIS_LIVRES, TRIS_OF_STATUT } from "./filter-analyse.ts";

/** A server list (page, sort, CSV) with the OF filters of /filter. */
function listeOfQuerySchema<const S extends string>(tris: readonly S[], defaut: NoInfer<S>) {
  return listQuerySchema(tris, defaut)
    .extend(ofFiltreShape)
    .refine(debutAvantFin, { message: MSG_PERIODE_INVERSEE, path: ["fin"] });
}

/** GET /api/of/repartition/:statut: the OFs of a clicked status. */
export const ofDuStatutQuerySchema = listeOfQuerySchema(TRIS_OF_STATUT, "numSachet");
export const enCoursQuerySchema = listeOfQuerySchema(TRIS_EN_COURS, "dateLivr");
export const livresQuerySchema = listeOfQuerySchema(TRIS_LIVRES, "dateFact");
export const extensiaQuerySchema = listeOfQuerySchema(TRIS_EXTENSIA, "dateFact");
