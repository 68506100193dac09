import { avecPeriodeOrdonnee, listQuerySchema } from "../shared/index.ts";
import { ofFiltreShape } from "./filter.ts";
import { TRIS_EN_COURS, TRIS_EXTENSIA, TRIS_LIVRES, TRIS_OF_STATUT } from "./filter-analyse.ts";

/** A server list (page, sort, CSV) with the OF filters of /filter. */
function listeOfQuerySchema<const S extends string>(tris: readonly S[], defaut: NoInfer<S>) {
  return avecPeriodeOrdonnee(listQuerySchema(tris, defaut).extend(ofFiltreShape));
}

/** GET /api/of/repartition/:statut: the OFs of a clicked status. */
export const ofDuStatutQuerySchema = listeOfQuerySchema(TRIS_OF_STATUT, "numSachet");
export const enCoursQuerySchema = listeOfQuerySchema(TRIS_EN_COURS, "dateLivr");
export const livresQuerySchema = listeOfQuerySchema(TRIS_LIVRES, "dateFact");
export const extensiaQuerySchema = listeOfQuerySchema(TRIS_EXTENSIA, "dateFact");
