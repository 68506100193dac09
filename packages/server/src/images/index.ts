/** What the rest of the server uses from images: its routes, an image's file (OF sheets), queries for the bench. */

export { listImagesQuery, produitsAffectationQuery } from "./images.queries.ts";
export { imagesRoutes } from "./images.routes.ts";
export { photoDataUrl } from "./photo-impression.ts";
export { cheminImage, ecrireAtomique, existe } from "./storage.ts";
export { svgRoutes } from "./svg.routes.ts";
export { fichierImage } from "./thumbs.ts";
export { wpRoutes } from "./wp.routes.ts";
