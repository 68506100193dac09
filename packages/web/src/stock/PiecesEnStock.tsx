import {
  estReserve,
  formatEuro,
  formatPoids,
  type LigneCommande,
  type LigneIdentique,
  PAGE_SIZE_RESERVATION,
} from "@ecrin/domain";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ReservationTable } from "./ReservationTable.tsx";
import { useIdentiques } from "./reservation-api.ts";

interface Props {
  commande: LigneCommande | null;
  piece: LigneIdentique | null;
  onPiece: (piece: LigneIdentique) => void;
  /** The piece just reserved or released, highlighted (issue 28.5). */
  surbrillance: ReadonlySet<number>;
}

const COLONNES = [
  { titre: "Of", cellule: (r: LigneIdentique) => r.of },
  { titre: "Metal", cellule: (r: LigneIdentique) => r.metal },
  { titre: "Doigt", cellule: (r: LigneIdentique) => r.dim ?? "" },
  { titre: "Poids", cellule: (r: LigneIdentique) => (r.poids ? formatPoids(r.poids) : ""), droite: true },
  { titre: "Prix", cellule: (r: LigneIdentique) => (r.prixFact ? formatEuro(r.prixFact) : ""), droite: true },
  { titre: "Lieu", cellule: (r: LigneIdentique) => r.lieu },
  { titre: "Réservé pour", cellule: (r: LigneIdentique) => r.reservation ?? "" },
];

/**
 * The middle column of /reservation: Produit Identique en Stock (same product, metal and finger size),
 * and under its own heading the near matches (same product, another metal or size) with the
 * difference shown; reserving one of those asks a confirmation (the server refuses it unconfirmed).
 */
export function PiecesEnStock({ commande, piece, onPiece, surbrillance }: Props) {
  const [pageI, setPageI] = useState({ page: 0, pageSize: PAGE_SIZE_RESERVATION });
  const [pageP, setPageP] = useState({ page: 0, pageSize: PAGE_SIZE_RESERVATION });
  const [pour, setPour] = useState<number | null>(null);
  // A new order starts both lists on their first page.
  if ((commande?.of ?? null) !== pour) {
    setPour(commande?.of ?? null);
    setPageI({ ...pageI, page: 0 });
    setPageP({ ...pageP, page: 0 });
  }
  const identiques = useIdentiques(commande?.of ?? null, pageI);
  const proches = useIdentiques(commande?.of ?? null, { ...pageP, proches: "1" });
  const etat = (r: LigneIdentique) =>
    r.of === piece?.of ? "selectionne" : estReserve(r.ofReservation) ? "reserve" : "reservable";

  return (
    <Paper sx={{ p: 1.5, minWidth: 0, display: "grid", gap: 1, alignContent: "start" }}>
      <Typography variant="h6" component="h2">
        Produit Identique en Stock
      </Typography>
      {commande ? (
        <Typography variant="body2">
          Commande {commande.of} — {commande.ref}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Choisissez une commande.
        </Typography>
      )}
      <ReservationTable<LigneIdentique>
        label="Produit Identique en Stock"
        chargement={identiques.isFetching}
        rows={commande ? (identiques.data?.rows ?? []) : []}
        total={commande ? (identiques.data?.total ?? 0) : 0}
        {...pageI}
        onPage={(page, pageSize) => setPageI({ page, pageSize })}
        cle={(r) => r.of}
        etat={etat}
        onClick={onPiece}
        surbrillance={surbrillance}
        colonnes={COLONNES}
      />
      {commande && (proches.data?.total ?? 0) > 0 ? (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
            Produit proche en Stock (autre métal ou doigt)
          </Typography>
          <ReservationTable<LigneIdentique>
            label="Produit proche en Stock"
            chargement={proches.isFetching}
            rows={proches.data?.rows ?? []}
            total={proches.data?.total ?? 0}
            {...pageP}
            onPage={(page, pageSize) => setPageP({ page, pageSize })}
            cle={(r) => r.of}
            etat={etat}
            onClick={onPiece}
            surbrillance={surbrillance}
            colonnes={[...COLONNES, { titre: "Différence", cellule: (r) => r.ecart ?? "" }]}
          />
        </>
      ) : null}
    </Paper>
  );
}
