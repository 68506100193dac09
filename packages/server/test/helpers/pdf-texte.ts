import { inflateSync } from "node:zlib";

/**
 * The text of a PDF made by pdfmake/pdfkit, read back the way a viewer's search would see it: every
 * page's content stream, glyphs mapped to characters through each embedded font's ToUnicode CMap.
 * Enough for the documents this server writes (no poppler on the machines); one line of output per
 * baseline; pieces on one baseline that are not one run of words (a table's cells) separated by a tab.
 */

interface PdfObjet {
  dict: string;
  stream: Buffer | null;
}

function objets(pdf: Buffer): Map<number, PdfObjet> {
  const src = pdf.toString("latin1");
  const out = new Map<number, PdfObjet>();
  const debut = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null = debut.exec(src);
  while (m) {
    const n = Number(m[1]);
    const corps = debut.lastIndex;
    const fin = src.indexOf("endobj", corps);
    const streamAt = src.indexOf("stream", corps);
    if (streamAt >= 0 && streamAt < fin) {
      const dict = src.slice(corps, streamAt);
      const longueur = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? Number.NaN);
      let data = streamAt + "stream".length;
      if (src[data] === "\r") data++;
      if (src[data] === "\n") data++;
      let brut = pdf.subarray(data, data + longueur);
      if (dict.includes("/FlateDecode")) brut = inflateSync(brut);
      out.set(n, { dict, stream: brut });
      debut.lastIndex = src.indexOf("endobj", data + longueur) + "endobj".length;
    } else {
      out.set(n, { dict: src.slice(corps, fin), stream: null });
      debut.lastIndex = fin + "endobj".length;
    }
    m = debut.exec(src);
  }
  return out;
}

/** gid -> text, from a pdfkit ToUnicode CMap (bfrange lines with arrays). */
function cmap(texte: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const r of texte.matchAll(/<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g)) {
    const start = Number.parseInt(r[1] ?? "0", 16);
    [...(r[2] ?? "").matchAll(/<([^>]*)>/g)].forEach((e, i) => {
      const unites = (e[1] ?? "").split(/\s+/).filter(Boolean);
      out.set(start + i, String.fromCharCode(...unites.map((u) => Number.parseInt(u, 16))));
    });
  }
  return out;
}

const ref = (dict: string, cle: string) => Number(new RegExp(`/${cle} (\\d+) 0 R`).exec(dict)?.[1]);

export function texteDuPdf(pdf: Buffer): string {
  const objs = objets(pdf);
  const polices = new Map<string, Map<number, string>>();
  for (const o of objs.values()) {
    for (const f of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const police = objs.get(Number(f[2]));
      const toUnicode = police ? objs.get(ref(police.dict, "ToUnicode")) : undefined;
      if (f[1] && toUnicode?.stream) polices.set(f[1], cmap(toUnicode.stream.toString("latin1")));
    }
  }
  const racine = [...objs.values()].find((o) => /\/Type \/Pages\b/.test(o.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(racine?.dict ?? "")?.[1] ?? "").matchAll(/(\d+) 0 R/g)];
  const lignes: string[] = [];
  for (const k of kids) {
    const page = objs.get(Number(k[1]));
    const contenu = page ? objs.get(ref(page.dict, "Contents"))?.stream : undefined;
    if (!contenu) continue;
    let police: Map<number, string> | undefined;
    let y: string | null = null;
    let courante = "";
    const finir = () => {
      if (courante !== "") lignes.push(courante);
      courante = "";
    };
    for (const instr of contenu.toString("latin1").split("\n")) {
      const tf = /^\/(F\d+) [\d.]+ Tf$/.exec(instr);
      if (tf) police = polices.get(tf[1] ?? "");
      const tm = /^1 0 0 1 [-\d.]+ ([-\d.]+) Tm$/.exec(instr);
      if (tm) {
        if (tm[1] !== y) finir();
        else if (courante !== "" && !/[\s-]$/.test(courante)) courante += "\t";
        y = tm[1] ?? null;
      }
      if (instr.endsWith("TJ") || instr.endsWith("Tj")) {
        for (const h of instr.matchAll(/<([0-9a-fA-F]*)>/g)) {
          const hex = h[1] ?? "";
          for (let i = 0; i + 4 <= hex.length; i += 4) {
            courante += police?.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? "\uFFFD";
          }
        }
      }
    }
    finir();
  }
  return lignes.join("\n");
}

/** The same text with table cells joined by a space, lines kept: for "label amount" checks. */
export function texteLigneDuPdf(pdf: Buffer): string {
  return texteDuPdf(pdf).replaceAll("\t", " ");
}
