export { fichierImage, miniature } from "./thumbs.ts";
