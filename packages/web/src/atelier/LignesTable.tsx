import {
  COLONNES_LIGNES_JOAILLIER,
  COLONNES_LIGNES_SERTI,
  type ColonnesListe,
  type GenreLigne,
  type LigneAtelierDe,
} from "@ecrin/domain";
import { useMemo, useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import type { ListColumnsOptions } from "../ui/listColumns.ts";
import { LignesActions, type LignesActionsVisibles, TOUTES_ACTIONS } from "./LignesActions.tsx";
import { ATELIER_QUERY_KEY, LIGNES_JOAILLIER_URL, LIGNES_SERTI_URL } from "./lignes-api.ts";
import { colonnesLignes } from "./lignes-colonnes.ts";
import { ModifierLigneDialog } from "./ModifierLigneDialog.tsx";

type Ligne<G extends GenreLigne> = LigneAtelierDe<G>;

/** Narrow enough for half a 1 280 px window, the returned lines included (issue 28.4). */
const COMMUNES = {
  numSachet: { width: 52 },
  ouvrier: { minWidth: 60, flex: 1 },
  dateEnvoi: { width: 68 },
  poidsEnvoye: { width: 60 },
  poidsRendu: { width: 60 },
  dateRetour: { width: 68 },
  ref: { width: 56 },
  description: { minWidth: 80, flex: 1, sortable: false },
} as const;
/** A returned line's description goes to its details panel: the return columns take its place. */
const EN_DETAIL_RENDU = ["description"] as const;

/** What differs between the jeweller and the setter lines: columns, URL, the third return column. */
const PAR_GENRE: {
  [G in GenreLigne]: {
    colonnes: ColonnesListe<Ligne<G>>;
    url: string;
    nom: string;
    screen: NonNullable<ListColumnsOptions<Ligne<G>>["screen"]>;
    retour: ListColumnsOptions<Ligne<G>>["omit"] & {};
  };
} = {
  joaillier: {
    colonnes: COLONNES_LIGNES_JOAILLIER,
    url: LIGNES_JOAILLIER_URL,
    nom: "joaillier",
    screen: { ...COMMUNES, temps: { width: 52 } },
    retour: ["poidsRendu", "temps", "dateRetour"],
  },
  serti: {
    colonnes: COLONNES_LIGNES_SERTI,
    url: LIGNES_SERTI_URL,
    nom: "serti",
    screen: { ...COMMUNES, prix: { width: 64 } },
    retour: ["poidsRendu", "prix", "dateRetour"],
  },
};

export interface LignesTableProps {
  /** 0 en cours, 1 rendu, undefined all. */
  rendu?: 0 | 1 | undefined;
  numSachet?: number | undefined;
  /** The jeweller or the setter, as the genre says. */
  ouvrier?: number | undefined;
  /** Row actions shown (default all, each where the line's state allows it). */
  actions?: LignesActionsVisibles;
  label?: string;
  /** The lines just sent or returned: shown and highlighted (issue 28.5). */
  surbrillance?: ReadonlySet<number>;
}

/** The jeweller or setting lines (spec 02 sections 2.1, 2.2), paged, sorted and filtered by the server. */
export function LignesTable<G extends GenreLigne>({
  genre,
  rendu,
  numSachet,
  ouvrier,
  actions = TOUTES_ACTIONS,
  label,
  surbrillance,
}: LignesTableProps & { genre: G }) {
  const g = PAR_GENRE[genre];
  const [aModifier, setAModifier] = useState<Ligne<G> | null>(null);
  const columns = useMemo(
    () =>
      colonnesLignes<Ligne<G>>(g.colonnes, {
        screen: g.screen,
        retour: g.retour,
        rendu,
        actions,
        renderActions: (ligne) => (
          <LignesActions ligne={ligne} visibles={actions} onModifier={() => setAModifier(ligne)} />
        ),
      }),
    [g, rendu, actions],
  );
  const etat = rendu === 1 ? " rendues" : rendu === 0 ? " en cours" : "";

  return (
    <>
      <DataTable<Ligne<G>>
        label={label ?? `Lignes ${g.nom}${etat}`}
        columns={columns}
        queryKey={ATELIER_QUERY_KEY}
        url={g.url}
        filters={{ rendu, numSachet, idOuvrier: ouvrier }}
        getRowId={(r) => r.id}
        defaultSort={{ field: rendu === 1 ? "dateRetour" : "dateEnvoi", dir: "desc" }}
        selectedId={null}
        surbrillance={surbrillance}
        searchLabel="Recherche"
        dense
        detailColumns={rendu === 0 ? undefined : EN_DETAIL_RENDU}
      />
      {aModifier && <ModifierLigneDialog ligne={aModifier} onClose={() => setAModifier(null)} />}
    </>
  );
}
