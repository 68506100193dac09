import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/** A demo app whose image folder is a throwaway one. */
export async function createImagesApp(): Promise<TestApp & { imagesDir: string }> {
  const imagesDir = await mkdtemp(join(tmpdir(), "ecrin-images-"));
  const t = await createTestApp({ demo: true, config: { imagesDir } });
  return {
    ...t,
    imagesDir,
    close: async () => {
      await t.close();
      await rm(imagesDir, { recursive: true, force: true });
    },
  };
}

/** A noisy photo (noise does not compress: the worst case for the 1 MB target). */
export function photo(width: number, height: number, format: "jpeg" | "png" = "jpeg"): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#b08d57",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  });
  return (format === "jpeg" ? image.jpeg({ quality: 95 }) : image.png()).toBuffer();
}

export function logo(): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
}

/** One file in a multipart body, as the browser's FormData sends it. */
export function multipart(filename: string, data: Buffer, type = "image/jpeg") {
  const boundary = "----ecrin-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
