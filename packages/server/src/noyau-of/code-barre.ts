import { poolDocuments } from "../pdf/index.ts";

/**
 * The OF number as a Code128 barcode (PNG), the bag label's barcode: a handheld scanner types the bare
 * number back, then Enter, into any OF field. The same bytes are served alone and embedded in the PDFs.
 */
export function codeBarreOf(numSachet: number): Promise<Buffer> {
  // Drawn in the documents' worker pool, off the request thread (issue 29.1).
  return poolDocuments().codeBarre({
    bcid: "code128",
    text: String(numSachet),
    scale: 3,
    height: 10,
    includetext: true,
    textxalign: "center",
    // The quiet zone inside the image, opaque (issue 28.1): whatever sits beside it, ten modules stay white.
    paddingwidth: 10,
    paddingheight: 2,
    backgroundcolor: "FFFFFF",
  });
}

export async function codeBarreDataUrl(numSachet: number): Promise<string> {
  return `data:image/png;base64,${(await codeBarreOf(numSachet)).toString("base64")}`;
}
