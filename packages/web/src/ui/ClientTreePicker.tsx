import { type Client, selectableOnOf } from "@ecrin/domain";
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { clientName, parentPaths, searchable } from "./clientTree.ts";

/** The client list as its query gives it (admin's useClients): ui takes area data by props. */
interface ClientsCharges {
  data?: Client[] | undefined;
  isLoading: boolean;
  error: Error | null;
}

interface ClientTreePickerProps {
  clients: ClientsCharges;
  /** The chosen client id. */
  value: number | null;
  onChange: (id: number | null, client: Client | null) => void;
  /** Default "Client". */
  label?: string;
  /** Only clients that are not parents (and are active) are offered, as on OF forms. Default true. */
  onlySelectable?: boolean;
  /** Ids not to offer (e.g. a client and its descendants when choosing its parent). */
  excludeIds?: ReadonlySet<number>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  size?: "small" | "medium";
}

interface Option {
  client: Client;
  name: string;
  path: string;
  key: string;
}

// A few thousand clients: the list shows the first 100 matches, typing narrows it.
const filter = createFilterOptions<Option>({ stringify: (o) => o.key, limit: 100 });

export function ClientTreePicker({
  clients: chargement,
  value,
  onChange,
  label = "Client",
  onlySelectable = true,
  excludeIds,
  required,
  disabled,
  error,
  helperText,
  autoFocus,
  size = "small",
}: ClientTreePickerProps) {
  const { data: clients = [], isLoading, error: loadError } = chargement;

  const options = useMemo<Option[]>(() => {
    const paths = parentPaths(clients);
    const offered = (onlySelectable ? selectableOnOf(clients) : clients).filter(
      (c) => !excludeIds?.has(c.id),
    );
    return offered
      .map((client) => {
        const name = clientName(client);
        const path = paths.get(client.id) ?? "";
        return { client, name, path, key: searchable(`${name} ${client.label} ${client.id}`) };
      })
      .sort((a, b) => a.name.localeCompare(b.name, "fr", { sensitivity: "base" }));
  }, [clients, onlySelectable, excludeIds]);

  const selected = options.find((o) => o.client.id === value) ?? null;

  return (
    <Autocomplete<Option>
      options={options}
      value={selected}
      onChange={(_e, option) => onChange(option?.client.id ?? null, option?.client ?? null)}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.client.id}
      isOptionEqualToValue={(a, b) => a.client.id === b.client.id}
      filterOptions={(opts, state) => filter(opts, { ...state, inputValue: searchable(state.inputValue) })}
      loading={isLoading}
      disabled={disabled}
      autoHighlight
      noOptionsText="Aucun client"
      loadingText="Chargement…"
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            {option.path !== "" && (
              <Typography variant="caption" color="text.secondary">
                {option.path}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          size={size}
          autoFocus={autoFocus}
          error={error || loadError !== null}
          helperText={loadError ? loadError.message : helperText}
        />
      )}
    />
  );
}

/** The client of a filter bar: any client of the tree (parents too: their whole subtree), a filter's width. */
export function ClientFiltre(props: Omit<ClientTreePickerProps, "onlySelectable">) {
  return (
    <Box sx={{ width: 240 }}>
      <ClientTreePicker {...props} onlySelectable={false} />
    </Box>
  );
}
