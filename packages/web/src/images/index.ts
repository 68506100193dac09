/** What other areas use from the images area: the thumbnail, and sending one image. */
export { ImageThumb } from "./ImageThumb.tsx";
export { uploadImage } from "./uploadImage.ts";
