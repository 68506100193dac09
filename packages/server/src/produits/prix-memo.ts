import { calculerPrixProduit, type PrixInputs, type PrixProduit } from "@ecrin/domain";

/**
 * The price engine remembered by its inputs. calculerPrixProduit is a pure function of the rates, the
 * centre, its centre vide and its stone lines: the same inputs give the same breakdown, so a breakdown
 * kept under the text of its inputs is never stale. A write that changes any input (a rate, a façon,
 * a tariff...) changes the key, and the next read computes the new price. A page of OFs priced again
 * and again (the /of/edit list under load: 10 engines of decimal.js per request, 13 % of the server's
 * time) then costs a key and a look-up per OF.
 */
const MAX = 5000;
const memo = new Map<string, PrixProduit>();

/** Every input of the engine, in a fixed order; "~" stands for a missing centre vide. */
export function cleDePrix({ cours, centre: c, centreVide: v, pierres }: PrixInputs): string {
  const parts = [
    cours.euroDollar,
    cours.mainOeuvre,
    cours.metalGramme,
    cours.coefficient,
    c.plusMo,
    c.plusFonte,
    c.plusPoids,
    c.plusSerti,
    c.prixDivers,
  ].map(String);
  parts.push(v === null ? "~" : `${v.facon}/${v.faconFonte}/${v.poidsMetal}/${v.sertiMin}`);
  for (const p of pierres) parts.push(`${p.qte}/${p.pdsR}/${p.euro}/${p.dollar}/${p.coeff}/${p.centre}`);
  return parts.join("|");
}

function geler<T>(o: T): T {
  if (typeof o === "object" && o !== null) {
    for (const v of Object.values(o)) geler(v);
    Object.freeze(o);
  }
  return o;
}

/** calculerPrixProduit, computed once per distinct inputs; the breakdown is frozen (shared by callers). */
export function prixMemorise(inputs: PrixInputs): PrixProduit {
  const cle = cleDePrix(inputs);
  const connu = memo.get(cle);
  if (connu) {
    // Least recently used last out: a hit moves to the end of the insertion order.
    memo.delete(cle);
    memo.set(cle, connu);
    return connu;
  }
  const prix = geler(calculerPrixProduit(inputs));
  memo.set(cle, prix);
  if (memo.size > MAX) memo.delete(memo.keys().next().value!);
  return prix;
}

/** For tests: how many breakdowns are kept, and forgetting them. */
export const prixMemo = {
  taille: () => memo.size,
  vider: () => memo.clear(),
};
