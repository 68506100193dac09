import {
  besoinsQuerySchema,
  defaultPeriodeBesoin,
  formatCarats,
  type LigneBesoin,
  MSG_PAS_ENREGISTREMENT,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { errorMessage, issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { PeriodeFields } from "../ui/PeriodeFields.tsx";
import { BesoinDetail } from "./BesoinDetail.tsx";
import { type BesoinsRequete, useBesoins } from "./besoin-api.ts";

/**
 * Spec 03 section 2.14, /of/besoin: the stones needed by the OFs to deliver in the period (today to
 * today + 14 days by default), for a client or all; the OFs of the chosen row on the right.
 */
export function BesoinPage() {
  const clients = useClients();
  const [brouillon, setBrouillon] = useState<BesoinsRequete>(() => ({
    ...defaultPeriodeBesoin(toIsoDate(new Date())),
    client: null,
  }));
  const [requete, setRequete] = useState(brouillon);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [choisi, setChoisi] = useState<LigneBesoin | null>(null);
  const query = useBesoins(requete);

  const onSubmit = () => {
    const parsed = besoinsQuerySchema.safeParse(brouillon);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setChoisi(null);
    setRequete(brouillon);
    if (brouillon === requete) void query.refetch();
  };

  return (
    <Box component="section" aria-labelledby="besoin-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="besoin-titre" variant="h5" component="h1">
        Besoins
      </Typography>
      <FilterBar
        onSubmit={onSubmit}
        aria-label="Période"
        actions={
          <Button type="submit" variant="contained" loading={query.isFetching}>
            Afficher
          </Button>
        }
      >
        <PeriodeFields value={brouillon} onChange={setBrouillon} errors={errors} size="small" />
        <Box sx={{ width: 260 }}>
          <ClientTreePicker
            clients={clients}
            value={brouillon.client}
            onChange={(id) => setBrouillon({ ...brouillon, client: id })}
            onlySelectable={false}
          />
        </Box>
      </FilterBar>
      {query.isError ? (
        <Typography role="alert" color="error">
          {errorMessage(query.error)}
        </Typography>
      ) : query.data === undefined ? (
        <CircularProgress aria-label="Chargement..." />
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" },
          }}
        >
          <Lignes lignes={query.data.lignes} choisi={choisi} onChoisir={setChoisi} />
          <BesoinDetail requete={requete} ligne={choisi} />
        </Box>
      )}
    </Box>
  );
}

function Lignes(props: {
  lignes: LigneBesoin[];
  choisi: LigneBesoin | null;
  onChoisir: (l: LigneBesoin) => void;
}) {
  if (props.lignes.length === 0) return <Typography>{MSG_PAS_ENREGISTREMENT}</Typography>;
  return (
    <TableContainer component={Paper} sx={{ maxHeight: "70vh" }}>
      <Table size="small" stickyHeader aria-label="Besoins">
        <TableHead>
          <TableRow>
            <TableCell align="right">Quantité</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Poids total</TableCell>
            <TableCell align="right">OF</TableCell>
            <TableCell align="right">En stock</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.lignes.map((l) => (
            <TableRow
              key={l.cle}
              hover
              selected={props.choisi?.cle === l.cle}
              aria-selected={props.choisi?.cle === l.cle}
              tabIndex={0}
              onClick={() => props.onChoisir(l)}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  props.onChoisir(l);
                }
              }}
              sx={{ cursor: "pointer" }}
            >
              <TableCell align="right">{l.quantite}</TableCell>
              <TableCell>{l.description}</TableCell>
              <TableCell align="right">{formatCarats(l.poidsTotal)}</TableCell>
              <TableCell align="right">{l.nbOf}</TableCell>
              <TableCell align="right">{l.enStock ? "Oui" : "Non"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
