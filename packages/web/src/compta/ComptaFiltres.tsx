import { comptaFiltreSchema } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { clientName } from "../ui/clientTree.ts";
import { FilterBar, type FiltreActif } from "../ui/FilterBar.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { PeriodeFields } from "../ui/PeriodeFields.tsx";
import { type FiltreCompta, useTvas } from "./compta-api.ts";

interface Brouillon {
  debut: string;
  fin: string;
  client: number | null;
  /** id_tva as typed in the select, "" = every rate. */
  tva: string;
}

/** The filters of /compta: client (a group takes in its agencies), period, VAT rate; Afficher applies. */
export function ComptaFiltres(props: {
  value: FiltreCompta;
  onApply: (f: FiltreCompta) => void;
  chargement: boolean;
}) {
  const clients = useClients();
  const [draft, setDraft] = useState<Brouillon>(() => ({
    debut: props.value.debut,
    fin: props.value.fin,
    client: props.value.client ?? null,
    tva: props.value.tva === undefined ? "" : String(props.value.tva),
  }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { data: tvas = [] } = useTvas();

  const onSubmit = () => {
    const parsed = comptaFiltreSchema.safeParse({ ...draft, client: draft.client ?? undefined });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    props.onApply(parsed.data);
  };

  const applique = props.value;
  const retirer = (champ: "client" | "tva") => {
    setDraft({ ...draft, [champ]: champ === "client" ? null : "" });
    props.onApply({ ...applique, [champ]: undefined });
  };
  const chips: FiltreActif[] = [];
  if (applique.client !== undefined) {
    const c = clients.data?.find((x) => x.id === applique.client);
    chips.push({
      key: "client",
      label: `Client : ${c ? clientName(c) : applique.client}`,
      onDelete: () => retirer("client"),
    });
  }
  if (applique.tva !== undefined) {
    const t = tvas.find((x) => x.id === applique.tva);
    chips.push({ key: "tva", label: `TVA : ${t?.label ?? applique.tva}`, onDelete: () => retirer("tva") });
  }

  return (
    <FilterBar
      onSubmit={onSubmit}
      aria-label="Filtres de la comptabilité"
      chips={chips}
      actions={
        <Button type="submit" variant="contained" loading={props.chargement}>
          Afficher
        </Button>
      }
    >
      <Box sx={{ width: 260 }}>
        <ClientTreePicker
          clients={clients}
          value={draft.client}
          onChange={(id) => setDraft({ ...draft, client: id })}
          onlySelectable={false}
        />
      </Box>
      <PeriodeFields value={draft} onChange={setDraft} errors={errors} size="small" />
      <Box sx={{ width: 200 }}>
        <TextField
          select
          size="small"
          label="TVA"
          name="tva"
          value={tvas.some((t) => String(t.id) === draft.tva) ? draft.tva : ""}
          onChange={(e) => setDraft({ ...draft, tva: e.target.value })}
          error={errors.tva !== undefined}
          helperText={errors.tva}
        >
          <MenuItem value="">Toutes</MenuItem>
          {tvas.map((t) => (
            <MenuItem key={t.id} value={String(t.id)}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </FilterBar>
  );
}
