import type { HistoriqueOf } from "@ecrin/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";
import { ofUrl } from "./edit-api.ts";

const historiqueKey = (n: number | null) => ["of-historique", n] as const;

/** GET /api/of/:n/historique: the OF's lines, fed stones, invoices and audit trail. */
export function useHistoriqueOf(n: number | null) {
  return useQuery({
    queryKey: historiqueKey(n),
    queryFn: ({ signal }) => apiGet<HistoriqueOf>(`${ofUrl(n ?? 0)}/historique`, undefined, { signal }),
    enabled: n !== null,
    retry: false,
  });
}

/** After a save, the history shows the new audit line: read again, the history as it is now. */
export function useHistoriqueARelire() {
  const queryClient = useQueryClient();
  return async (n: number): Promise<HistoriqueOf | undefined> => {
    await queryClient.invalidateQueries({ queryKey: historiqueKey(n) });
    return queryClient.getQueryData<HistoriqueOf>(historiqueKey(n));
  };
}
