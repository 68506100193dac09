/** A typed text as a LIKE pattern's literal part: \, % and _ escaped (PostgreSQL's default escape \). */
export const echapperLike = (texte: string) => texte.replace(/[\\%_]/g, (x) => `\\${x}`);

/** "ab%c" -> "%ab\%c%": the text found anywhere. */
export const motifContient = (texte: string) => `%${echapperLike(texte)}%`;

/** "ab%c" -> "ab\%c%": the text found at the start. */
export const motifDebut = (texte: string) => `${echapperLike(texte)}%`;
