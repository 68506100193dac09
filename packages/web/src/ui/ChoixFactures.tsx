import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";

interface ChoixFacturesProps<F> {
  /** The suggestions of the current search (the server's: the field filters nothing itself). */
  options: readonly F[];
  loading: boolean;
  value: F[];
  onChange: (factures: F[]) => void;
  inputValue: string;
  onInputChange: (texte: string) => void;
  /** The option's text ("N° F40123 du ... – ... HT"), its chip once picked ("F40123"), its key. */
  libelle: (f: F) => string;
  puce: (f: F) => string;
  cle: (f: F) => string;
  disabled: boolean;
  label: string;
  name: string;
  error: boolean;
  helperText: string;
}

/**
 * Several invoices picked by their printed identifier among a search's suggestions, each shown as a
 * chip: the credit note's rebate (facturation) and the invoices a bill settles (compta) take their
 * suggestions and wording by props.
 */
export function ChoixFactures<F>({
  options,
  loading,
  value,
  onChange,
  inputValue,
  onInputChange,
  libelle,
  puce,
  cle,
  disabled,
  label,
  name,
  error,
  helperText,
}: ChoixFacturesProps<F>) {
  return (
    <Autocomplete<F, true>
      multiple
      options={options}
      value={value}
      onChange={(_e, f) => onChange(f)}
      inputValue={inputValue}
      onInputChange={(_e, text) => onInputChange(text)}
      getOptionLabel={libelle}
      getOptionKey={cle}
      isOptionEqualToValue={(a, b) => cle(a) === cle(b)}
      filterOptions={(opts) => opts}
      filterSelectedOptions
      loading={loading}
      disabled={disabled}
      noOptionsText="Aucune facture de ce client"
      loadingText="Recherche…"
      renderValue={(choisies, getItemProps) =>
        choisies.map((f, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} {...props} size="small" label={puce(f)} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} name={name} error={error} helperText={helperText} />
      )}
    />
  );
}
