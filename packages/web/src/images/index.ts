/** What other areas use from the images area: the thumbnail and its URL. */
export { fileUrl, thumbUrl } from "./api.ts";
export { ImageThumb } from "./ImageThumb.tsx";
