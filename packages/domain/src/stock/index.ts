export {
  msgOfDejaEnStock,
  msgOfNonLivre,
  msgOfReintegre,
  type RefusStock,
  type Reintegration,
  refusReintegration,
  reintegrationSchema,
} from "./reintegration.ts";
