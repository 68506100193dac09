import type { LigneSerti } from "@ecrin/domain";
import { useMemo, useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { LignesActions, TOUTES_ACTIONS } from "./LignesActions.tsx";
import type { LignesTableProps } from "./LignesJoaillierTable.tsx";
import { ATELIER_QUERY_KEY, LIGNES_SERTI_URL, lignesParams } from "./lignes-api.ts";
import { type ColonneLigne, colonnesLignes } from "./lignes-colonnes.ts";
import { ModifierLigneDialog } from "./ModifierLigneDialog.tsx";

/** The setting lines (spec 02 sections 2.1, 2.2), paged, sorted and filtered by the server. */
export function LignesSertiTable({
  rendu,
  numSachet,
  ouvrier,
  actions = TOUTES_ACTIONS,
  label,
}: LignesTableProps) {
  const [aModifier, setAModifier] = useState<LigneSerti | null>(null);
  const columns = useMemo(() => {
    const all: ColonneLigne<LigneSerti>[] = [
      { field: "ofSerto", headerName: "OF", width: 75 },
      { field: "sertisseur", headerName: "Sertisseur", minWidth: 110, flex: 1 },
      { field: "dateE", headerName: "Envoi", kind: "date", width: 95 },
      { field: "pdsD", headerName: "Poids", kind: "poids", width: 85 },
      { field: "pdsR", headerName: "Poids Rendu", kind: "poids", width: 100, retour: true },
      { field: "prix", headerName: "Prix", kind: "euro", width: 100, retour: true },
      { field: "dateR", headerName: "Retour", kind: "date", width: 95, retour: true },
      { field: "ref", headerName: "Ref", width: 85 },
      { field: "description", headerName: "Description", minWidth: 110, flex: 1, sortable: false },
    ];
    return colonnesLignes(all, rendu, actions, (ligne) => (
      <LignesActions kind="serti" ligne={ligne} visibles={actions} onModifier={() => setAModifier(ligne)} />
    ));
  }, [rendu, actions]);

  return (
    <>
      <DataTable<LigneSerti>
        label={
          label ??
          (rendu === 1 ? "Lignes serti rendues" : rendu === 0 ? "Lignes serti en cours" : "Lignes serti")
        }
        columns={columns}
        queryKey={ATELIER_QUERY_KEY}
        url={LIGNES_SERTI_URL}
        filters={lignesParams("serti", { rendu, numSachet, ouvrier })}
        getRowId={(r) => r.idSert}
        defaultSort={{ field: rendu === 1 ? "dateR" : "dateE", dir: "desc" }}
        selectedId={null}
        searchLabel="Recherche"
      />
      {aModifier && <ModifierLigneDialog kind="serti" ligne={aModifier} onClose={() => setAModifier(null)} />}
    </>
  );
}
