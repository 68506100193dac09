import { type LigneMouvement, type Onglet, SURBRILLANCE_MS } from "@ecrin/domain";
import { useEffect, useState } from "react";

export const ONGLET_DE_SOURCE = { clal: "clal", fournisseur: "fournisseurs", client: "clients" } as const;

/**
 * The tab shown and the row being edited (spec 03 section 2.18): editing a row of another tab switches to
 * that tab; a supplier row edited from the CLAL tab returns to the CLAL tab once saved; the saved row is
 * highlighted for SURBRILLANCE_MS.
 */
export function useEditionMouvement() {
  const [onglet, setOnglet] = useState<Onglet>("clal");
  const [edition, setEdition] = useState<LigneMouvement | null>(null);
  /** A supplier row edited from the CLAL tab: back to the CLAL tab once saved. */
  const [retourClal, setRetourClal] = useState(false);
  const [surbrillance, setSurbrillance] = useState<string | null>(null);

  useEffect(() => {
    if (surbrillance === null) return;
    const t = setTimeout(() => setSurbrillance(null), SURBRILLANCE_MS);
    return () => clearTimeout(t);
  }, [surbrillance]);

  const annuler = () => {
    setEdition(null);
    setRetourClal(false);
  };

  return {
    onglet,
    edition,
    surbrillance,
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
      setSurbrillance(`${source}-${id}`);
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
