/**
 * The cells of a CSV file as a spreadsheet reads them: byte-order mark dropped, ';' between cells,
 * CRLF between lines, a quoted cell may hold ; " CR and LF (a doubled quote is one quote).
 */
export function lireCsv(texte: string): string[][] {
  const src = texte.startsWith("\ufeff") ? texte.slice(1) : texte;
  const lignes: string[][] = [];
  let ligne: string[] = [];
  let cellule = "";
  let i = 0;
  while (i < src.length) {
    if (src[i] === '"' && cellule === "") {
      i++;
      for (;;) {
        const fin = src.indexOf('"', i);
        if (fin < 0) throw new Error("CSV : guillemet non fermé");
        cellule += src.slice(i, fin);
        if (src[fin + 1] === '"') {
          cellule += '"';
          i = fin + 2;
        } else {
          i = fin + 1;
          break;
        }
      }
    } else if (src[i] === ";") {
      ligne.push(cellule);
      cellule = "";
      i++;
    } else if (src.startsWith("\r\n", i)) {
      ligne.push(cellule);
      lignes.push(ligne);
      ligne = [];
      cellule = "";
      i += 2;
    } else {
      cellule += src[i];
      i++;
    }
  }
  if (cellule !== "" || ligne.length > 0) lignes.push([...ligne, cellule]);
  return lignes;
}
