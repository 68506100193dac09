import { COLONNES_LIGNES_SERTI, type LigneAtelierDe } from "@ecrin/domain";
import { useMemo, useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { LignesActions, TOUTES_ACTIONS } from "./LignesActions.tsx";
import type { LignesTableProps } from "./LignesJoaillierTable.tsx";
import { ATELIER_QUERY_KEY, LIGNES_SERTI_URL } from "./lignes-api.ts";
import { colonnesLignes } from "./lignes-colonnes.ts";
import { ModifierLigneDialog } from "./ModifierLigneDialog.tsx";

/** The setting lines (spec 02 sections 2.1, 2.2), paged, sorted and filtered by the server. */
export function LignesSertiTable({
  rendu,
  numSachet,
  ouvrier,
  actions = TOUTES_ACTIONS,
  label,
}: LignesTableProps) {
  const [aModifier, setAModifier] = useState<LigneAtelierDe<"serti"> | null>(null);
  const columns = useMemo(
    () =>
      colonnesLignes(COLONNES_LIGNES_SERTI, {
        screen: {
          numSachet: { width: 75 },
          ouvrier: { minWidth: 110, flex: 1 },
          dateEnvoi: { width: 95 },
          poidsEnvoye: { width: 85 },
          poidsRendu: { width: 100 },
          prix: { width: 100 },
          dateRetour: { width: 95 },
          ref: { width: 85 },
          description: { minWidth: 110, flex: 1, sortable: false },
        },
        retour: ["poidsRendu", "prix", "dateRetour"],
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
      <DataTable<LigneAtelierDe<"serti">>
        label={
          label ??
          (rendu === 1 ? "Lignes serti rendues" : rendu === 0 ? "Lignes serti en cours" : "Lignes serti")
        }
        columns={columns}
        queryKey={ATELIER_QUERY_KEY}
        url={LIGNES_SERTI_URL}
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
