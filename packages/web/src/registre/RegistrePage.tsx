import {
  COLONNES_REGISTRE,
  canSeeAnalyses,
  type FiltreRegistre,
  formatCarats,
  formatPoids,
  LIBELLE_NATURE,
  LIBELLE_SENS,
  type LigneRegistre,
  PAGE_SIZES,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useSession } from "../admin/index.ts";
import { DataTable } from "../ui/DataTable.tsx";
import { DateField } from "../ui/DateField.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { extraitUrl, REGISTRE_QUERY_KEY, REGISTRE_URL } from "./registre-api.ts";
import { VerificationRegistre } from "./VerificationRegistre.tsx";

const columns = listColumns(COLONNES_REGISTRE, {
  omit: ["unite"],
  screen: {
    num: { width: 56 },
    dateMouvement: { width: 72 },
    sens: { width: 56 },
    nature: { width: 64 },
    description: { flex: 2, minWidth: 120 },
    partie: { flex: 1, minWidth: 100 },
    pieces: { width: 48 },
    poids: {
      width: 72,
      renderCell: ({ row }) =>
        row.poids === null ? "" : row.unite === "ct" ? formatCarats(row.poids) : formatPoids(row.poids),
    },
    titre: { width: 48 },
    poidsFin: { width: 72 },
    pieceOf: { width: 56 },
    entree: { width: 56 },
    prix: { width: 80 },
    dateSortie: { width: 72 },
    corrige: { width: 60 },
    motif: { width: 120 },
  },
});
/** In each entry's details panel: the piece's OF and entry, the correction's reason (issue 28.4). */
const EN_DETAIL = ["pieceOf", "entree", "motif"] as const;

const aujourdhui = () => toIsoDate(new Date());
const debutDuMois = () => `${aujourdhui().slice(0, 8)}01`;

/**
 * /registre: the police register of precious metals (livre de police). Read only: the movements write
 * it. A period's entries, its printed extract (one page per day with its seal), today's extract, and
 * for role 1 the verification of the whole chain of seals.
 */
export function RegistrePage() {
  const { user } = useSession();
  const notify = useNotify();
  const [filtre, setFiltre] = useState<FiltreRegistre>({ du: debutDuMois(), au: aujourdhui() });
  const imprimer = (f: FiltreRegistre) =>
    ouvrirPdf(extraitUrl(f)).catch((e) => notify(errorMessage(e), { severity: "error" }));

  return (
    <Box component="section" aria-labelledby="registre-titre" sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Typography id="registre-titre" variant="h5" component="h1">
        Livre de police
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Les entrées sont écrites par les mouvements (métal, pierres, confiés, factures) et ne se modifient
        jamais : une correction est une nouvelle entrée. Chaque jour terminé est scellé (SHA-256 chaîné au
        jour précédent).
      </Typography>
      <FilterBar aria-label="Filtres du registre">
        <DateField
          label="Du"
          name="du"
          size="small"
          value={filtre.du}
          onChange={(du) => setFiltre((f) => ({ ...f, du }))}
        />
        <DateField
          label="Au"
          name="au"
          size="small"
          value={filtre.au}
          onChange={(au) => setFiltre((f) => ({ ...f, au }))}
        />
        <TextField
          select
          size="small"
          label="Sens"
          value={filtre.sens ?? ""}
          onChange={(e) =>
            setFiltre((f) => ({ ...f, sens: (e.target.value || undefined) as FiltreRegistre["sens"] }))
          }
        >
          <MenuItem value="">Tous</MenuItem>
          {Object.entries(LIBELLE_SENS).map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Nature"
          value={filtre.nature ?? ""}
          onChange={(e) =>
            setFiltre((f) => ({ ...f, nature: (e.target.value || undefined) as FiltreRegistre["nature"] }))
          }
        >
          <MenuItem value="">Toutes</MenuItem>
          {Object.entries(LIBELLE_NATURE).map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      {user && canSeeAnalyses(user.role) && <VerificationRegistre />}
      <DataTable<LigneRegistre>
        label="Livre de police"
        columns={columns}
        queryKey={REGISTRE_QUERY_KEY}
        url={REGISTRE_URL}
        filters={{ du: filtre.du, au: filtre.au, sens: filtre.sens, nature: filtre.nature }}
        getRowId={(row) => row.num}
        defaultSort={{ field: "num", dir: "desc" }}
        defaultPageSize={PAGE_SIZES.defaut}
        exportName="livre-de-police"
        dense
        detailColumns={EN_DETAIL}
        actions={
          <>
            <Button variant="contained" size="small" onClick={() => void imprimer(filtre)}>
              Imprimer l'extrait
            </Button>
            <Button
              variant="outlined"
              size="small"
              onClick={() => void imprimer({ du: aujourdhui(), au: aujourdhui() })}
            >
              Extrait du jour
            </Button>
          </>
        }
      />
    </Box>
  );
}
