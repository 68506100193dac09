import {
  formatDate,
  type LigneCommande,
  type LigneIdentique,
  PAGE_SIZE_RESERVATION,
  peutDereserver,
  peutReserver,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ApiError } from "../api/http.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { PiecesEnStock } from "./PiecesEnStock.tsx";
import { ReservationTable } from "./ReservationTable.tsx";
import { useCommandes, useComptes } from "./reservation-api.ts";
import { useDereserver, useReserver } from "./stock-api.ts";

/**
 * /reservation (spec 02 sections 2.14 and 4.5): Produits en Commande (left), Produit Identique en Stock
 * (middle), client picker, Afficher, Dereserver, Reserver (right). Reserver needs an order and a free
 * stock piece; Dereserver a reserved piece. The server locks both OFs. After either, the piece and its
 * order are highlighted (issue 28.5) under the one message.
 */
export function ReservationPage() {
  const notify = useNotify();
  const clients = useClients();
  const [ref, setRef] = useState("");
  const [numOf, setNumOf] = useState("");
  const [reservable, setReservable] = useState(false);
  const [reserve, setReserve] = useState(false);
  const [client, setClient] = useState<number | null>(null);
  const [clientAffiche, setClientAffiche] = useState<number | null>(null);
  const [pageC, setPageC] = useState({ page: 0, pageSize: PAGE_SIZE_RESERVATION });
  const [commande, setCommande] = useState<LigneCommande | null>(null);
  const [piece, setPiece] = useState<LigneIdentique | null>(null);
  const filtres = {
    ref: ref.trim() || undefined,
    of: /^\d+$/.test(numOf.trim()) ? numOf.trim() : undefined,
    client: clientAffiche ?? undefined,
  };
  const commandes = useCommandes({
    ...filtres,
    reservable: reservable ? "1" : undefined,
    reserve: reserve ? "1" : undefined,
    page: pageC.page,
    pageSize: pageC.pageSize,
  });
  const comptes = useComptes(filtres);
  const reserver = useReserver();
  const dereserver = useDereserver();

  const pieceMarquee = useSurbrillance<number>();
  const commandeMarquee = useSurbrillance<number>();
  /** After a reservation (or its release): the message, the piece and its order highlighted. */
  const fin = (p: { piece: number; commande: number | null }) => (r: { message: string }) => {
    notify(r.message);
    setPiece(null);
    pieceMarquee.marquer(p.piece);
    if (p.commande !== null) commandeMarquee.marquer(p.commande);
  };
  const echec = (e: unknown) => notify(errorMessage(e), { severity: "error" });
  const confirm = useConfirm();
  /** A near match (another metal or size) is refused as a question: asked, then sent confirmed. */
  const reserverPiece = (input: { piece: number; commande: number; confirme?: boolean }) =>
    reserver.mutate(input, {
      onSuccess: fin(input),
      onError: (e) => {
        if (e instanceof ApiError && e.code === "PRODUIT_PROCHE" && !input.confirme) {
          void confirm({ title: e.message, confirmLabel: "Reserver" }).then((ok) => {
            if (ok) reserverPiece({ ...input, confirme: true });
          });
          return;
        }
        echec(e);
      },
    });

  return (
    <Box component="section" aria-labelledby="resa-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="resa-titre" variant="h5" component="h1">
        Réservation
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 5fr) minmax(0, 5fr) 200px" },
        }}
      >
        <Paper sx={{ p: 1.5, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            Produits en Commande
          </Typography>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center", my: 1 }}>
            <TextField
              size="small"
              label="Ref"
              value={ref}
              onChange={(e) => setRef(e.target.value)}
              sx={{ width: 200 }}
            />
            <TextField
              size="small"
              label="N° OF"
              value={numOf}
              onChange={(e) => setNumOf(e.target.value)}
              sx={{ width: 110 }}
            />
            <FormControlLabel
              control={<Checkbox checked={reservable} onChange={(e) => setReservable(e.target.checked)} />}
              label={`Réservable (${comptes.data?.reservables ?? 0})`}
            />
            <FormControlLabel
              control={<Checkbox checked={reserve} onChange={(e) => setReserve(e.target.checked)} />}
              label={`Réservé (${comptes.data?.reserves ?? 0})`}
            />
          </Box>
          <ReservationTable<LigneCommande>
            label="Produits en Commande"
            chargement={commandes.isFetching}
            rows={commandes.data?.rows ?? []}
            total={commandes.data?.total ?? 0}
            {...pageC}
            onPage={(page, pageSize) => setPageC({ page, pageSize })}
            cle={(r) => r.of}
            etat={(r) =>
              r.of === commande?.of
                ? "selectionne"
                : r.pieceReservee !== null
                  ? "reserve"
                  : r.reservables > 0
                    ? "reservable"
                    : null
            }
            onClick={(r) => {
              setCommande(r);
              setPiece(null);
            }}
            surbrillance={commandeMarquee.cles}
            colonnes={[
              { titre: "N° OF", cellule: (r) => r.of },
              { titre: "Ref", cellule: (r) => r.ref },
              { titre: "Client", cellule: (r) => r.client },
              { titre: "Livraison", cellule: (r) => (r.dateLivr ? formatDate(r.dateLivr) : "") },
              { titre: "Réservables", cellule: (r) => r.reservables, droite: true },
              { titre: "Réservé", cellule: (r) => r.pieceReservee ?? "", droite: true },
            ]}
          />
        </Paper>
        <PiecesEnStock
          commande={commande}
          piece={piece}
          onPiece={setPiece}
          surbrillance={pieceMarquee.cles}
        />
        <Paper sx={{ p: 1.5, display: "grid", gap: 1.5, alignContent: "start" }}>
          <ClientTreePicker
            clients={clients}
            label="Client"
            value={client}
            onChange={(id) => setClient(id)}
            onlySelectable={false}
            size="small"
          />
          <Button
            variant="outlined"
            onClick={() => {
              setClientAffiche(client);
              setPageC({ ...pageC, page: 0 });
              setCommande(null);
              setPiece(null);
            }}
          >
            Afficher
          </Button>
          <Button
            variant="outlined"
            color="warning"
            disabled={!peutDereserver(piece) || dereserver.isPending}
            onClick={() =>
              piece &&
              dereserver.mutate(
                { piece: piece.of },
                { onSuccess: fin({ piece: piece.of, commande: piece.ofReservation }), onError: echec },
              )
            }
          >
            Dereserver
          </Button>
          <Button
            variant="contained"
            disabled={!peutReserver(commande?.of ?? null, piece) || reserver.isPending}
            onClick={() => piece && commande && reserverPiece({ piece: piece.of, commande: commande.of })}
          >
            Reserver
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
