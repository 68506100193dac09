import { MSG_ERREUR_CHARGEMENT_ANALYSE } from "@ecrin/domain";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * The three states of an analysis load: the spec's red message on failure (never an endless
 * spinner: the query fails after its retries), a spinner while the first answer is awaited, the data.
 */
export function Chargement<T>({
  query,
  children,
  messageErreur = MSG_ERREUR_CHARGEMENT_ANALYSE,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  messageErreur?: string;
}) {
  if (query.isError) {
    return (
      <Typography role="alert" color="error">
        {messageErreur}
      </Typography>
    );
  }
  if (query.data === undefined) return <CircularProgress aria-label="Chargement..." />;
  return <>{children(query.data)}</>;
}
