import type { EmplacementOf } from "@ecrin/domain";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";

/**
 * Where the bag is now, as one line (GET /api/of/:n/emplacement): at a worker since a date, in stock
 * on a tray, at a client on consignment, invoiced. Read afresh each time it shows (staleTime 0).
 */
export function EmplacementOfLigne({ numSachet, statut }: { numSachet: number; statut?: number }) {
  const q = useQuery({
    // The status in the key: a Tracer save that moves the OF reads its place again.
    queryKey: ["of-emplacement", numSachet, statut],
    queryFn: ({ signal }) => apiGet<EmplacementOf>(`/api/of/${numSachet}/emplacement`, undefined, { signal }),
    retry: false,
    staleTime: 0,
  });
  if (!q.data) return null;
  return (
    <Typography variant="body2" color="text.secondary" aria-label="Emplacement du sachet">
      {q.data.emplacement.libelle}
    </Typography>
  );
}
