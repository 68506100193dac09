import type { NoeudXml } from "./xml.ts";

const JETONS =
  /<\?[^>]*\?>|<!--[\s\S]*?-->|<\/[\w:.-]+\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUT = /([\w:.-]+)\s*=\s*"([^"]*)"/g;

/** A name without its namespace prefix, as the server's parser gives it (`rsm:Invoice` → `Invoice`). */
const local = (nom: string) => nom.slice(nom.indexOf(":") + 1);

interface Ouvert {
  nom: string;
  attributs: Record<string, string>;
  texte: string;
  enfants: NoeudXml[];
}

/**
 * Test helper: a small well-formed XML document (no entities, no CDATA) to the tree the server hands the
 * domain, so a reader's case is written as the supplier's XML it reads. Text is kept as written (the readers
 * trim it); `xmlns` declarations are dropped, as the server's parser does.
 */
export function arbre(xml: string): NoeudXml {
  const pile: Ouvert[] = [{ nom: "", attributs: {}, texte: "", enfants: [] }];
  for (const [jeton, nom, attributs, auto, texte] of xml.matchAll(JETONS)) {
    const haut = pile[pile.length - 1];
    if (!haut) throw new Error("XML mal formé");
    if (texte !== undefined) haut.texte += texte.trim() === "" ? "" : texte;
    else if (nom !== undefined) {
      const n: Ouvert = { nom: local(nom), attributs: {}, texte: "", enfants: [] };
      for (const [, a, v] of (attributs ?? "").matchAll(ATTRIBUT))
        if (a !== undefined && !a.startsWith("xmlns")) n.attributs[local(a)] = v ?? "";
      haut.enfants.push(n);
      if (auto !== "/") pile.push(n);
    } else if (jeton.startsWith("</")) pile.pop();
  }
  const racine = pile[0]?.enfants[0];
  if (pile.length !== 1 || !racine) throw new Error("XML mal formé");
  return racine;
}
