/**
 * A parsed XML element as the server hands it to the mappings (names without their namespace prefix):
 * domain reads a supplier's file through this tree only, never through an XML library.
 */
export interface NoeudXml {
  nom: string;
  attributs: Readonly<Record<string, string>>;
  texte: string;
  enfants: readonly NoeudXml[];
}

/** The children named `nom`. */
export function enfants(n: NoeudXml | undefined, nom: string): readonly NoeudXml[] {
  return n ? n.enfants.filter((e) => e.nom === nom) : [];
}

/** The first element at the end of a path of names, or undefined. */
export function chemin(n: NoeudXml | undefined, ...noms: string[]): NoeudXml | undefined {
  let courant = n;
  for (const nom of noms) courant = enfants(courant, nom)[0];
  return courant;
}

/** The trimmed text at the end of a path, or null when absent or blank. */
export function texteA(n: NoeudXml | undefined, ...noms: string[]): string | null {
  const t = chemin(n, ...noms)?.texte.trim();
  return t ? t : null;
}

/** An attribute of the element at the end of a path, or null. */
export function attributA(n: NoeudXml | undefined, attribut: string, ...noms: string[]): string | null {
  const v = chemin(n, ...noms)?.attributs[attribut]?.trim();
  return v ? v : null;
}
