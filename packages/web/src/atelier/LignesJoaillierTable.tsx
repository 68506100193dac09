import { COLONNES_LIGNES_JOAILLIER, type LigneAtelierDe } from "@ecrin/domain";
import { useMemo, useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { LignesActions, type LignesActionsVisibles, TOUTES_ACTIONS } from "./LignesActions.tsx";
import { ATELIER_QUERY_KEY, LIGNES_JOAILLIER_URL } from "./lignes-api.ts";
import { colonnesLignes } from "./lignes-colonnes.ts";
import { ModifierLigneDialog } from "./ModifierLigneDialog.tsx";

export interface LignesTableProps {
  /** 0 en cours, 1 rendu, undefined all. */
  rendu?: 0 | 1 | undefined;
  numSachet?: number | undefined;
  /** The jeweller (or the setter for LignesSertiTable). */
  ouvrier?: number | undefined;
  /** Row actions shown (default all, each where the line's state allows it). */
  actions?: LignesActionsVisibles;
  label?: string;
}

/** The jeweller lines (spec 02 sections 2.1, 2.2), paged, sorted and filtered by the server. */
export function LignesJoaillierTable({
  rendu,
  numSachet,
  ouvrier,
  actions = TOUTES_ACTIONS,
  label,
}: LignesTableProps) {
  const [aModifier, setAModifier] = useState<LigneAtelierDe<"joaillier"> | null>(null);
  const columns = useMemo(
    () =>
      colonnesLignes(COLONNES_LIGNES_JOAILLIER, {
        screen: {
          numSachet: { width: 75 },
          ouvrier: { minWidth: 110, flex: 1 },
          dateEnvoi: { width: 95 },
          poidsEnvoye: { width: 85 },
          poidsRendu: { width: 100 },
          temps: { width: 80 },
          dateRetour: { width: 95 },
          ref: { width: 85 },
          description: { minWidth: 110, flex: 1, sortable: false },
        },
        retour: ["poidsRendu", "temps", "dateRetour"],
        rendu,
        actions,
        renderActions: (ligne) => (
          <LignesActions ligne={ligne} visibles={actions} onModifier={() => setAModifier(ligne)} />
        ),
      }),
    [rendu, actions],
  );

  return (
    <>
      <DataTable<LigneAtelierDe<"joaillier">>
        label={
          label ??
          (rendu === 1
            ? "Lignes joaillier rendues"
            : rendu === 0
              ? "Lignes joaillier en cours"
              : "Lignes joaillier")
        }
        columns={columns}
        queryKey={ATELIER_QUERY_KEY}
        url={LIGNES_JOAILLIER_URL}
        filters={{ rendu, numSachet, idOuvrier: ouvrier }}
        getRowId={(r) => r.id}
        defaultSort={{ field: rendu === 1 ? "dateRetour" : "dateEnvoi", dir: "desc" }}
        selectedId={null}
        searchLabel="Recherche"
      />
      {aModifier && <ModifierLigneDialog ligne={aModifier} onClose={() => setAModifier(null)} />}
    </>
  );
}
