import type { LigneJoaillier } from "@ecrin/domain";
import { useMemo, useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { LignesActions, type LignesActionsVisibles, TOUTES_ACTIONS } from "./LignesActions.tsx";
import { ATELIER_QUERY_KEY, LIGNES_JOAILLIER_URL, lignesParams } from "./lignes-api.ts";
import { type ColonneLigne, colonnesLignes } from "./lignes-colonnes.ts";
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
  const [aModifier, setAModifier] = useState<LigneJoaillier | null>(null);
  const columns = useMemo(() => {
    const all: ColonneLigne<LigneJoaillier>[] = [
      { field: "nSachet", headerName: "OF", width: 75 },
      { field: "joaillier", headerName: "Joaillier", minWidth: 110, flex: 1 },
      { field: "dateEnvoi", headerName: "Envoi", kind: "date", width: 95 },
      { field: "poidsD", headerName: "Poids", kind: "poids", width: 85 },
      { field: "poidsR", headerName: "Poids Rendu", kind: "poids", width: 100, retour: true },
      { field: "temps", headerName: "Temps", kind: "decimal", places: 0, width: 80, retour: true },
      { field: "dateRetour", headerName: "Retour", kind: "date", width: 95, retour: true },
      { field: "ref", headerName: "Ref", width: 85 },
      { field: "description", headerName: "Description", minWidth: 110, flex: 1, sortable: false },
    ];
    return colonnesLignes(all, rendu, actions, (ligne) => (
      <LignesActions
        kind="joaillier"
        ligne={ligne}
        visibles={actions}
        onModifier={() => setAModifier(ligne)}
      />
    ));
  }, [rendu, actions]);

  return (
    <>
      <DataTable<LigneJoaillier>
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
        filters={lignesParams("joaillier", { rendu, numSachet, ouvrier })}
        getRowId={(r) => r.idLigne}
        defaultSort={{ field: rendu === 1 ? "dateRetour" : "dateEnvoi", dir: "desc" }}
        selectedId={null}
        searchLabel="Recherche"
      />
      {aModifier && (
        <ModifierLigneDialog kind="joaillier" ligne={aModifier} onClose={() => setAModifier(null)} />
      )}
    </>
  );
}
