import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../api/http.ts";

interface ResultatPretAFacturer {
  ofs: number[];
  message: string;
}

/**
 * "Prêt à facturer" (575): one OF (/finaliser) or a selection (/filter). A status change shows in
 * many lists (workshop, OF lists, invoicing): every query is read again.
 */
export function usePretAFacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ofs: readonly number[]) =>
      ofs.length === 1
        ? apiSend<ResultatPretAFacturer>("POST", `/api/of/${ofs[0]}/pret-a-facturer`, {})
        : apiSend<ResultatPretAFacturer>("POST", "/api/of/pret-a-facturer", { ofs }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
