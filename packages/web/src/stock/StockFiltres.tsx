import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { ListeSelect, type ListeSelectProps } from "../ui/ListeSelect.tsx";
import { usePlateaux, useRef } from "./stock-api.ts";

export interface FiltresStock {
  client: number | null;
  reservation: number | null;
  ref: string;
  of: string;
  plateau: number | null;
  type: number | null;
  stade: number | null;
  metal: number | null;
}

export const FILTRES_VIDES: FiltresStock = {
  client: null,
  reservation: null,
  ref: "",
  of: "",
  plateau: null,
  type: null,
  stade: null,
  metal: null,
};

/** The list's query parameters of the filters (blank ones left out). */
export function filtresParams(f: FiltresStock) {
  return {
    client: f.client ?? undefined,
    reservation: f.reservation ?? undefined,
    ref: f.ref.trim() || undefined,
    of: /^\d+$/.test(f.of.trim()) ? f.of.trim() : undefined,
    plateau: f.plateau ?? undefined,
    type: f.type ?? undefined,
    stade: f.stade ?? undefined,
    metal: f.metal ?? undefined,
  };
}

/** A filter's choice in a reference list ("Tous" for none). */
const Choix = (props: Omit<ListeSelectProps, "vide" | "size" | "minWidth">) => (
  <ListeSelect {...props} vide="Tous" size="small" minWidth={140} />
);

/** Spec 02 section 2.13: client tree, Ref, Of, Plateau, Type, Stade, Metal, reservation client tree; Afficher. */
export function StockFiltres({ onAfficher }: { onAfficher: (f: FiltresStock) => void }) {
  const clients = useClients();
  const plateaux = usePlateaux();
  const types = useRef("type_produit");
  const stades = useRef("stade");
  const metaux = useRef("type_metal");
  const [f, setF] = useState<FiltresStock>(FILTRES_VIDES);
  const set = <K extends keyof FiltresStock>(k: K, v: FiltresStock[K]) => setF({ ...f, [k]: v });
  const clientReservation = (
    <Box sx={{ width: 220 }}>
      <ClientTreePicker
        clients={clients}
        label="Client réservation"
        value={f.reservation}
        onChange={(id) => set("reservation", id)}
        onlySelectable={false}
        size="small"
      />
    </Box>
  );
  return (
    <FilterBar
      aria-label="Filtres du stock"
      onSubmit={() => onAfficher(f)}
      more={clientReservation}
      moreActive={f.reservation === null ? 0 : 1}
      actions={
        <Button type="submit" variant="contained">
          Afficher
        </Button>
      }
    >
      <Box sx={{ width: 220 }}>
        <ClientTreePicker
          clients={clients}
          label="Client"
          value={f.client}
          onChange={(id) => set("client", id)}
          onlySelectable={false}
          size="small"
        />
      </Box>
      <TextField size="small" label="Ref" value={f.ref} onChange={(e) => set("ref", e.target.value)} />
      <Box sx={{ width: 110 }}>
        <TextField
          size="small"
          label="Of"
          value={f.of}
          onChange={(e) => set("of", e.target.value)}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
      </Box>
      <Choix
        label="Plateau"
        items={(plateaux.data ?? []).map((p) => ({ id: p.id, label: p.label }))}
        value={f.plateau}
        onChange={(v) => set("plateau", v)}
      />
      <Choix label="Type" items={types.data ?? []} value={f.type} onChange={(v) => set("type", v)} />
      <Choix label="Stade" items={stades.data ?? []} value={f.stade} onChange={(v) => set("stade", v)} />
      <Choix label="Metal" items={metaux.data ?? []} value={f.metal} onChange={(v) => set("metal", v)} />
    </FilterBar>
  );
}
