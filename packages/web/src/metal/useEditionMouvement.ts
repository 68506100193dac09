import type { LigneMouvement, Onglet } from "@ecrin/domain";
import { useState } from "react";
import { useSurbrillance } from "../ui/useSurbrillance.ts";

export const ONGLET_DE_SOURCE = { clal: "clal", fournisseur: "fournisseurs", client: "clients" } as const;

/**
 * The tab shown and the row being edited (spec 03 section 2.18): editing a row of another tab switches to
 * that tab; a supplier row edited from the CLAL tab returns to the CLAL tab once saved; the saved row is
 * highlighted for 2.5 s (`ui/useSurbrillance.ts`).
 */
export function useEditionMouvement() {
  const [onglet, setOnglet] = useState<Onglet>("clal");
  const [edition, setEdition] = useState<LigneMouvement | null>(null);
  /** A supplier row edited from the CLAL tab: back to the CLAL tab once saved. */
  const [retourClal, setRetourClal] = useState(false);
  const surbrillance = useSurbrillance<string>();

  // The ledger's form saves one row at a time: its key, or null.
  const [enSurbrillance = null] = surbrillance.cles;

  const annuler = () => {
    setEdition(null);
    setRetourClal(false);
  };

  return {
    onglet,
    edition,
    surbrillance: enSurbrillance,
    changerOnglet: (o: Onglet) => {
      annuler();
      setOnglet(o);
    },
    editer: (l: LigneMouvement) => {
      setRetourClal(onglet === "clal" && l.source === "fournisseur");
      setEdition(l);
      setOnglet(ONGLET_DE_SOURCE[l.source]);
    },
    annuler,
    /** The row `id` of `source` was saved: highlighted, the edit closed, back to CLAL when it came from there. */
    enregistre: (source: LigneMouvement["source"]) => (id: number) => {
      // The form says its one message (issue 28.5); the ledger then shows the row's page (useLigneEnregistree).
      surbrillance.marquer(`${source}-${id}`);
      setEdition(null);
      if (retourClal) {
        setRetourClal(false);
        setOnglet("clal");
      }
    },
    /** A deleted row is no longer edited. */
    supprime: (l: LigneMouvement) => {
      if (edition?.cle === l.cle) setEdition(null);
    },
  };
}

export type EditionMouvement = ReturnType<typeof useEditionMouvement>;
