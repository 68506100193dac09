import Button from "@mui/material/Button";
import type { ComponentProps } from "react";
import { ClientFiltre } from "./ClientTreePicker.tsx";
import { FilterBar, type FilterBarProps } from "./FilterBar.tsx";
import { PeriodeFields } from "./PeriodeFields.tsx";
import type { Brouillon } from "./useFiltreBrouillon.ts";

/**
 * The bar of a filter draft (`useFiltreBrouillon`): the client and the period first, the screen's own
 * filters after them (`children`, `more`), Afficher at the end (busy while the list loads).
 */
export function BarreFiltresPeriode<B extends Brouillon<{ debut: string; fin: string }>>({
  filtre,
  clients,
  chargement,
  children,
  ...bar
}: Omit<FilterBarProps, "onSubmit" | "actions"> & {
  /** What `useFiltreBrouillon` gives. */
  filtre: {
    draft: B;
    setDraft: (b: B) => void;
    set: (champ: "client", v: number | null) => void;
    errors: Record<string, string | undefined>;
    onSubmit: () => void;
  };
  clients: ComponentProps<typeof ClientFiltre>["clients"];
  chargement: boolean;
}) {
  return (
    <FilterBar
      {...bar}
      onSubmit={filtre.onSubmit}
      actions={
        <Button type="submit" variant="contained" loading={chargement}>
          Afficher
        </Button>
      }
    >
      <ClientFiltre
        clients={clients}
        value={filtre.draft.client}
        onChange={(id) => filtre.set("client", id)}
      />
      <PeriodeFields value={filtre.draft} onChange={filtre.setDraft} errors={filtre.errors} />
      {children}
    </FilterBar>
  );
}
