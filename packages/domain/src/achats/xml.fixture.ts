import { expect, it } from "vitest";
import type { FactureRecue, LigneRecue, PartieRecue, Syntaxe } from "./facture-recue.ts";
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

const PARTIE_VIDE: PartieRecue = { nom: null, siren: null, tva: null };

/** A line of a complete invoice that gives only its id, name, quantity and HT amount: every other term null. */
export const ligneSansDetail = (
  l: Pick<LigneRecue, "id" | "nom" | "quantite" | "montantHt">,
): LigneRecue => ({
  id: l.id,
  nom: l.nom,
  quantite: l.quantite,
  unite: null,
  prixNet: null,
  montantHt: l.montantHt,
  categorieTva: null,
  tauxTva: null,
  refVendeur: null,
  refObjet: null,
  attributs: [],
});

/** One row of a reader's BT-110 table: the case, the invoice currency ("" none), the tax totals, the VAT read. */
export type CasTva = readonly [cas: string, devise: string, totaux: string, attendu: string | null];

/**
 * The cases every reader of a supplier's XML (CII, UBL) has in common, with the syntax's own documents: the
 * root's name, a bare root read as every term null, and BT-110 (the VAT total) picked by its currency.
 */
export function casCommunsDuLecteur(lecteur: {
  racine: string;
  racineAttendue: string;
  syntaxe: Syntaxe;
  /** The reader on the bare root. */
  racineNue: () => FactureRecue;
  /** BT-110 read from a document whose invoice currency is `devise` ("" none) and tax totals `totaux`. */
  tva: (devise: string, totaux: string) => string | null;
  casTva: readonly CasTva[];
}) {
  it(`its root is named ${lecteur.racineAttendue}`, () => {
    expect(lecteur.racine).toBe(lecteur.racineAttendue);
  });

  it(`a bare root reads as every term null, the syntax ${lecteur.syntaxe}`, () => {
    expect(lecteur.racineNue()).toEqual({
      syntaxe: lecteur.syntaxe,
      profil: null,
      numero: null,
      typeCode: null,
      date: null,
      echeance: null,
      devise: null,
      vendeur: PARTIE_VIDE,
      acheteur: PARTIE_VIDE,
      totalLignes: null,
      ht: null,
      tva: null,
      ttc: null,
      aPayer: null,
      lignes: [],
    });
  });

  it.each(lecteur.casTva)("BT-110, %s", (_cas, devise, totaux, attendu) => {
    expect(lecteur.tva(devise, totaux)).toBe(attendu);
  });
}
