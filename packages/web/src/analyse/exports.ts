import { type ColonnesListe, formatDateTime, listCsv } from "@ecrin/domain";

/**
 * The exports of the analysis screens done in the browser: a table already on screen as CSV (the
 * domain's column spec, as the server's lists write it: ';', BOM), and a chart as a PNG with its
 * title, filters and date drawn above it (the chart's SVG rasterised; the legend, which MUI X draws
 * in HTML, drawn from the series).
 */

function telecharger(blob: Blob, nom: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = nom;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function telechargerCsv<R>(nom: string, colonnes: ColonnesListe<R>, lignes: Iterable<R>) {
  telecharger(new Blob([listCsv(colonnes, lignes)], { type: "text/csv;charset=utf-8" }), `${nom}.csv`);
}

export interface EnteteImpression {
  titre: string;
  filtres: string;
  legende?: ReadonlyArray<{ label: string; couleur: string }> | undefined;
}

const LIGNE = 22;

function chargerImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("Image du graphique illisible"));
    img.src = url;
  });
}

/** The chart under `conteneur` (its first SVG) as a PNG file named after the title. */
export async function imprimerGraphique(
  conteneur: HTMLElement,
  entete: EnteteImpression,
  maintenant = new Date(),
) {
  const svg = conteneur.querySelector("svg");
  const { width, height } = svg?.getBoundingClientRect() ?? { width: 600, height: 1 };
  const legende = entete.legende ?? [];
  const lignesLegende = Math.ceil(legende.length / 4);
  const haut = LIGNE * (4 + lignesLegende);
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(Math.ceil(width), 600);
  canvas.height = Math.ceil(height) + haut;
  const ctx = canvas.getContext("2d");
  if (ctx) {
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = "#000";
    ctx.font = "bold 18px sans-serif";
    ctx.fillText(entete.titre, 10, LIGNE);
    ctx.font = "13px sans-serif";
    ctx.fillText(entete.filtres, 10, LIGNE * 2);
    ctx.fillText(`Imprimé le ${formatDateTime(maintenant)}`, 10, LIGNE * 3);
    legende.forEach((l, i) => {
      const x = 10 + (i % 4) * 180;
      const y = LIGNE * (3.4 + Math.floor(i / 4));
      ctx.fillStyle = l.couleur;
      ctx.fillRect(x, y, 12, 12);
      ctx.fillStyle = "#000";
      ctx.fillText(l.label.slice(0, 24), x + 16, y + 11);
    });
    if (svg) {
      const copie = svg.cloneNode(true) as SVGSVGElement;
      copie.setAttribute("xmlns", "http://www.w3.org/2000/svg");
      copie.setAttribute("width", String(width));
      copie.setAttribute("height", String(height));
      const url = URL.createObjectURL(
        new Blob([new XMLSerializer().serializeToString(copie)], { type: "image/svg+xml" }),
      );
      try {
        ctx.drawImage(await chargerImage(url), 0, haut);
      } finally {
        URL.revokeObjectURL(url);
      }
    }
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (blob) telecharger(blob, `${entete.titre.replace(/[^\p{L}\p{N}]+/gu, "-")}.png`);
}
