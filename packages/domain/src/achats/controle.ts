import type { Violation } from "../facturation/index.ts";
import { add, dec, eq, sum } from "../shared/index.ts";
import type { FactureRecue, LigneRecue } from "./facture-recue.ts";

/** A failed rule: its identifier (BR-xx) and what is wrong, in French (the facturation checker's shape). */
export type { Violation };

const MONTANT = /^-?\d{1,15}(\.\d{1,6})?$/;

/** An EN 16931 decimal as written in the file (no thousands separator, point for decimals). */
export const estMontant = (v: string | null): v is string => v !== null && MONTANT.test(v);

type Regle = (f: FactureRecue) => Violation[];

const present =
  (regle: string, message: string, valeur: (f: FactureRecue) => string | null): Regle =>
  (f) =>
    valeur(f) === null ? [{ regle, message }] : [];

const montant =
  (regle: string, libelle: string, valeur: (f: FactureRecue) => string | null): Regle =>
  (f) => {
    const v = valeur(f);
    if (v === null) return [{ regle, message: `${libelle} absent.` }];
    return estMontant(v) ? [] : [{ regle, message: `${libelle} illisible : « ${v} ».` }];
  };

const parLigne =
  (regle: string, libelle: string, valeur: (l: LigneRecue) => string | null): Regle =>
  (f) =>
    f.lignes.flatMap((l, i) =>
      valeur(l) === null ? [{ regle, message: `Ligne ${l.id ?? i + 1} : ${libelle} absent(e).` }] : [],
    );

/** BR-CO-10: the sum of the lines' net amounts is the invoice's sum of lines. */
const sommeLignes: Regle = (f) => {
  const montants = f.lignes.map((l) => l.montantHt);
  if (!estMontant(f.totalLignes) || !montants.every(estMontant)) return [];
  const total = sum(montants as string[]);
  return eq(total, f.totalLignes)
    ? []
    : [
        {
          regle: "BR-CO-10",
          message: `La somme des lignes (${total.toFixed(2)}) diffère du total des lignes (${f.totalLignes}).`,
        },
      ];
};

/** BR-CO-15: total TTC = total HT + total TVA. */
const totalTtc: Regle = (f) => {
  if (!estMontant(f.ht) || !estMontant(f.ttc)) return [];
  const tva = estMontant(f.tva) ? f.tva : "0";
  return eq(add(f.ht, tva), f.ttc)
    ? []
    : [
        {
          regle: "BR-CO-15",
          message: `Le total TTC (${f.ttc}) diffère du total HT plus la TVA (${add(f.ht, tva).toFixed(2)}).`,
        },
      ];
};

const quantiteLisible: Regle = (f) =>
  f.lignes.flatMap((l, i) =>
    l.quantite !== null && !estMontant(l.quantite)
      ? [{ regle: "BR-22", message: `Ligne ${l.id ?? i + 1} : quantité illisible « ${l.quantite} ».` }]
      : [],
  );

/**
 * The core of EN 16931 that a received invoice must meet before the office may approve it (the
 * mandatory business terms and the totals' arithmetic). The full Schematron is the facturation
 * area's checker; these rules need nothing but the model, whatever the syntax.
 */
const REGLES: readonly Regle[] = [
  present("BR-01", "Identifiant de spécification (BT-24) absent.", (f) => f.profil),
  present("BR-02", "Numéro de facture (BT-1) absent.", (f) => f.numero),
  present("BR-03", "Date de facture (BT-2) absente ou invalide.", (f) => f.date),
  present("BR-04", "Type de facture (BT-3) absent.", (f) => f.typeCode),
  present("BR-05", "Devise de la facture (BT-5) absente.", (f) => f.devise),
  present("BR-06", "Nom du vendeur (BT-27) absent.", (f) => f.vendeur.nom),
  present("BR-07", "Nom de l'acheteur (BT-44) absent.", (f) => f.acheteur.nom),
  montant("BR-12", "Total des lignes (BT-106)", (f) => f.totalLignes),
  montant("BR-13", "Total HT (BT-109)", (f) => f.ht),
  montant("BR-14", "Total TTC (BT-112)", (f) => f.ttc),
  montant("BR-15", "Montant à payer (BT-115)", (f) => f.aPayer),
  (f) => (f.lignes.length === 0 ? [{ regle: "BR-16", message: "La facture n'a aucune ligne." }] : []),
  parLigne("BR-21", "identifiant de ligne (BT-126)", (l) => l.id),
  parLigne("BR-22", "quantité (BT-129)", (l) => l.quantite),
  parLigne("BR-23", "unité (BT-130)", (l) => l.unite),
  parLigne("BR-24", "montant net (BT-131)", (l) =>
    l.montantHt !== null && estMontant(l.montantHt) ? l.montantHt : null,
  ),
  parLigne("BR-25", "nom de l'article (BT-153)", (l) => l.nom),
  quantiteLisible,
  sommeLignes,
  totalTtc,
];

/** The failed rules of a parsed invoice; none: it may be approved. */
export function controlerFacture(f: FactureRecue): Violation[] {
  return REGLES.flatMap((r) => r(f));
}

/** A number as the rules compare it (a helper for the matching: null when unreadable). */
export function decimalOuNull(v: string | null) {
  return estMontant(v) ? dec(v) : null;
}
