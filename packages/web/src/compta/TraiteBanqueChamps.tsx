import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useBanques } from "./traite-api.ts";

/** The bank the supplier bill is drawn on: its details, prefilled by the preset bank, editable. */
export interface SaisieBanque {
  idBanque: number | null;
  banqueNom: string;
  codeBanque: string;
  codeGuichet: string;
  numCompte: string;
  cleRib: string;
  ville: string;
}

export const SAISIE_BANQUE_VIDE: SaisieBanque = {
  idBanque: null,
  banqueNom: "",
  codeBanque: "",
  codeGuichet: "",
  numCompte: "",
  cleRib: "",
  ville: "",
};

const CHAMPS = [
  ["banqueNom", "Banque", "text"],
  ["codeBanque", "Code banque", "numeric"],
  ["codeGuichet", "Code guichet", "numeric"],
  ["numCompte", "N° de compte", "text"],
  ["cleRib", "Clé RIB", "numeric"],
  ["ville", "Ville", "text"],
] as const;

interface Props {
  saisie: SaisieBanque;
  onChange: (patch: Partial<SaisieBanque>) => void;
  errors: Record<string, string | undefined>;
}

/** Choix de la banque (the preset banks), then bank name, branch and counter codes, account, RIB key, city. */
export function TraiteBanqueChamps({ saisie, onChange, errors }: Props) {
  const banques = useBanques();
  const choisir = (id: string) => {
    const b = banques.data?.find((x) => String(x.idBanque) === id);
    if (!b) return onChange(SAISIE_BANQUE_VIDE);
    onChange({
      idBanque: b.idBanque,
      banqueNom: b.nom,
      codeBanque: b.codeBanque ?? "",
      codeGuichet: b.codeGuichet ?? "",
      numCompte: b.numCompte ?? "",
      cleRib: b.cleRib ?? "",
      ville: b.ville ?? "",
    });
  };
  return (
    <>
      <TextField
        select
        label="Choix de la banque"
        name="idBanque"
        value={saisie.idBanque === null ? "" : String(saisie.idBanque)}
        onChange={(e) => choisir(e.target.value)}
        error={banques.isError || errors.idBanque !== undefined}
        helperText={banques.isError ? banques.error.message : errors.idBanque || undefined}
        sx={{ gridColumn: "1 / -1" }}
      >
        <MenuItem value="">
          <em>Autre banque</em>
        </MenuItem>
        {(banques.data ?? []).map((b) => (
          <MenuItem key={b.idBanque} value={String(b.idBanque)}>
            {b.nom}
            {b.ville ? ` — ${b.ville}` : ""}
          </MenuItem>
        ))}
      </TextField>
      {CHAMPS.map(([k, label, inputMode]) => (
        <TextField
          key={k}
          label={label}
          name={k}
          value={saisie[k]}
          onChange={(e) => onChange({ [k]: e.target.value })}
          error={errors[k] !== undefined}
          helperText={errors[k] || undefined}
          required
          slotProps={{ htmlInput: { inputMode } }}
        />
      ))}
    </>
  );
}
