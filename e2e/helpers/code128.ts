import type { Page } from "@playwright/test";

/**
 * A small Code128 decoder for the browser tests: the barcode image is read back from its pixels, the
 * way a handheld scanner reads the bag label, so "the barcode decodes back to the OF number" is proven
 * without trusting the encoder. Element widths of symbols 0..106 (bar, space, bar, ...), public table.
 */
const PATTERNS = [
  "212222",
  "222122",
  "222221",
  "121223",
  "121322",
  "131222",
  "122213",
  "122312",
  "132212",
  "221213",
  "221312",
  "231212",
  "112232",
  "122132",
  "122231",
  "113222",
  "123122",
  "123221",
  "223211",
  "221132",
  "221231",
  "213212",
  "223112",
  "312131",
  "311222",
  "321122",
  "321221",
  "312212",
  "322112",
  "322211",
  "212123",
  "212321",
  "232121",
  "111323",
  "131123",
  "131321",
  "112313",
  "132113",
  "132311",
  "211313",
  "231113",
  "231311",
  "112133",
  "112331",
  "132131",
  "113123",
  "113321",
  "133121",
  "313121",
  "211331",
  "231131",
  "213113",
  "213311",
  "213131",
  "311123",
  "311321",
  "331121",
  "312113",
  "312311",
  "332111",
  "314111",
  "221411",
  "431111",
  "111224",
  "111422",
  "121124",
  "121421",
  "141122",
  "141221",
  "112214",
  "112412",
  "122114",
  "122411",
  "142112",
  "142211",
  "241211",
  "221114",
  "413111",
  "241112",
  "134111",
  "111242",
  "121142",
  "121241",
  "114212",
  "124112",
  "124211",
  "411212",
  "421112",
  "421211",
  "212141",
  "214121",
  "412121",
  "111143",
  "111341",
  "131141",
  "114113",
  "114311",
  "411113",
  "411311",
  "113141",
  "114131",
  "311141",
  "411131",
  "211412",
  "211214",
  "211232",
] as const;
const STOP = "2331112";
const START = { A: 103, B: 104, C: 105 } as const;

/** Run lengths of a pixel row, from the first dark pixel to the last (quiet zones dropped). */
function runs(dark: readonly boolean[]): number[] {
  const first = dark.indexOf(true);
  const last = dark.lastIndexOf(true);
  if (first === -1) throw new Error("aucune barre sur la ligne lue");
  const out: number[] = [];
  let current = true;
  let length = 0;
  for (let i = first; i <= last; i++) {
    if (dark[i] === current) length++;
    else {
      out.push(length);
      current = !current;
      length = 1;
    }
  }
  out.push(length);
  return out;
}

/** Decodes one row of pixels (true = dark) crossing a Code128 barcode; throws when it does not read. */
export function decodeCode128Row(dark: readonly boolean[]): string {
  const r = runs(dark);
  if ((r.length - 7) % 6 !== 0 || r.length < 7 + 3 * 6)
    throw new Error(`nombre de barres inattendu : ${r.length}`);
  const symbols = (r.length - 7) / 6;
  const module = r.reduce((a, b) => a + b, 0) / (symbols * 11 + 13);
  const widths = r.map((w) => Math.round(w / module));
  const values: number[] = [];
  for (let s = 0; s < symbols; s++) {
    const pattern = widths.slice(s * 6, s * 6 + 6).join("");
    const value = PATTERNS.indexOf(pattern as (typeof PATTERNS)[number]);
    if (value === -1) throw new Error(`motif inconnu ${pattern} (symbole ${s})`);
    values.push(value);
  }
  if (widths.slice(symbols * 6).join("") !== STOP) throw new Error("motif de fin absent");
  const [start, ...rest] = values as [number, ...number[]];
  const check = rest.pop();
  const sum = rest.reduce((acc, v, i) => acc + v * (i + 1), start);
  if (check !== sum % 103) throw new Error("somme de contrôle fausse");

  let set: "A" | "B" | "C" =
    start === START.A
      ? "A"
      : start === START.B
        ? "B"
        : start === START.C
          ? "C"
          : (() => {
              throw new Error("motif de départ absent");
            })();
  let text = "";
  for (const v of rest) {
    if (set === "C") {
      if (v < 100) text += String(v).padStart(2, "0");
      else if (v === 100) set = "B";
      else if (v === 101) set = "A";
    } else if (v === 99) set = "C";
    else if (set === "B" && v === 101) set = "A";
    else if (set === "A" && v === 100) set = "B";
    else if (v < 96) text += String.fromCharCode(set === "A" && v >= 64 ? v - 64 : v + 32);
  }
  return text;
}

/**
 * Loads an image in the page (with the session), and returns a row of its pixels across the bars,
 * a quarter of the way down (the number's text is printed under the bars).
 */
export async function rowOfImage(page: Page, url: string): Promise<boolean[]> {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("canvas 2d indisponible");
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0);
    const y = Math.floor(canvas.height / 4);
    const { data } = ctx.getImageData(0, y, canvas.width, 1);
    const row: boolean[] = [];
    for (let x = 0; x < canvas.width; x++) {
      const i = x * 4;
      row.push((data[i]! + data[i + 1]! + data[i + 2]!) / 3 < 128);
    }
    return row;
  }, url);
}
