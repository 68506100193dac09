import {
  ajouterPierreDevis,
  type DevisAjoutChamp,
  type DevisAjoutErreur,
  type DevisPierre,
  type DevisPierreTarif,
  formatEuro,
} from "@ecrin/domain";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { type RefObject, useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { useDevisPierres } from "./devis-api.ts";

type Mode = "liste" | "libre";

const LIBRE_VIDE = {
  description: "",
  qte: "",
  poids: "",
  prix: "",
  monnaie: "euro" as "euro" | "dollar",
  coeff: "",
};

interface Props {
  pierres: DevisPierre[];
  /** The lines after an add, the description of the line added (or replaced), and whether it replaced one. */
  onChange: (pierres: DevisPierre[], ajout: { description: string; remplacee: boolean }) => void;
  /** The first field of the panel, focused after Enter on the last cost field. */
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/** Spec 03 sections 4 and 5: the stones of the quote, from the price list or typed free. */
export function DevisPierresPanel({ pierres, onChange, firstFieldRef }: Props) {
  const [mode, setMode] = useState<Mode>("liste");
  const [pierre, setPierre] = useState<DevisPierreTarif | null>(null);
  const [recherche, setRecherche] = useState("");
  const [liste, setListe] = useState({ qte: "", poids: "" });
  const [libre, setLibre] = useState(LIBRE_VIDE);
  const [erreur, setErreur] = useState<DevisAjoutErreur | null>(null);
  const debounced = useDebouncedValue(recherche, 250);
  const trouvees = useDevisPierres(debounced);

  const ajouter = () => {
    const r = ajouterPierreDevis(pierres, mode === "liste" ? { mode, pierre, ...liste } : { mode, ...libre });
    if (!r.ok) {
      setErreur(r.erreur);
      return;
    }
    // The line added is the one not in the quote before (appended, or in place of the one it replaces).
    const ajoutee = r.pierres.find((p, i) => p !== pierres[i]);
    onChange(r.pierres, { description: ajoutee?.description ?? "", remplacee: r.remplacee });
    setErreur(null);
    setPierre(null);
    setRecherche("");
    setListe({ qte: "", poids: "" });
    setLibre(LIBRE_VIDE);
    firstFieldRef.current?.focus();
  };

  const err = (champ: DevisAjoutChamp) =>
    erreur?.champ === champ ? { error: true, helperText: erreur.message } : {};

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_e, m: Mode | null) => {
          if (m) {
            setMode(m);
            setErreur(null);
          }
        }}
        aria-label="Mode d'ajout de pierre"
      >
        <ToggleButton value="liste">Depuis la liste</ToggleButton>
        <ToggleButton value="libre">Saisie libre</ToggleButton>
      </ToggleButtonGroup>
      <FormFlow
        onSubmit={ajouter}
        aria-label="Ajouter une pierre"
        sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))" }}
      >
        {mode === "liste" ? (
          <>
            <Autocomplete<DevisPierreTarif>
              sx={{ gridColumn: "span 2" }}
              options={trouvees.data ?? []}
              value={pierre}
              onChange={(_e, p) => setPierre(p)}
              inputValue={recherche}
              onInputChange={(_e, v) => setRecherche(v)}
              filterOptions={(x) => x}
              getOptionLabel={(p) => p.description}
              getOptionKey={(p) => `${p.idPier}-${p.idQual}`}
              isOptionEqualToValue={(a, b) => a.idPier === b.idPier && a.idQual === b.idQual}
              loading={trouvees.isFetching}
              autoHighlight
              noOptionsText={
                debounced.trim().length < 2 ? "Saisissez au moins 2 caractères." : "Aucune pierre"
              }
              loadingText="Chargement…"
              renderOption={({ key, ...props }, p) => (
                <Box component="li" key={key} {...props}>
                  {p.description} — {formatEuro(p.euro)}/ct
                </Box>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Pierre"
                  size="small"
                  inputRef={firstFieldRef}
                  {...err("pierre")}
                />
              )}
            />
            <TextField
              label="Quantité"
              size="small"
              value={liste.qte}
              onChange={(e) => setListe({ ...liste, qte: e.target.value })}
              {...err("qte")}
            />
            <TextField
              label="Poids (ct)"
              size="small"
              value={liste.poids}
              onChange={(e) => setListe({ ...liste, poids: e.target.value })}
              {...err("poids")}
            />
          </>
        ) : (
          <>
            <TextField
              sx={{ gridColumn: "span 2" }}
              label="Description"
              size="small"
              value={libre.description}
              inputRef={firstFieldRef}
              onChange={(e) => setLibre({ ...libre, description: e.target.value })}
              {...err("description")}
            />
            <TextField
              label="Quantité"
              size="small"
              value={libre.qte}
              onChange={(e) => setLibre({ ...libre, qte: e.target.value })}
              {...err("qte")}
            />
            <TextField
              label="Poids (ct)"
              size="small"
              value={libre.poids}
              onChange={(e) => setLibre({ ...libre, poids: e.target.value })}
              {...err("poids")}
            />
            <TextField
              label="Prix / ct"
              size="small"
              value={libre.prix}
              onChange={(e) => setLibre({ ...libre, prix: e.target.value })}
              {...err("prix")}
            />
            <TextField
              select
              label="Monnaie"
              size="small"
              value={libre.monnaie}
              onChange={(e) =>
                setLibre({ ...libre, monnaie: e.target.value === "dollar" ? "dollar" : "euro" })
              }
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="euro">€</option>
              <option value="dollar">$</option>
            </TextField>
            <TextField
              label="Coefficient"
              size="small"
              value={libre.coeff}
              onChange={(e) => setLibre({ ...libre, coeff: e.target.value })}
              {...err("coeff")}
            />
          </>
        )}
        <Button type="submit" variant="outlined" sx={{ alignSelf: "start" }}>
          Ajouter la pierre
        </Button>
      </FormFlow>
    </Box>
  );
}
