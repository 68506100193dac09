import Alert from "@mui/material/Alert";
import Link from "@mui/material/Link";
import type { ReactNode } from "react";
import { Navigate, Link as RouterLink } from "react-router";
import { useSession } from "../admin/index.ts";
import { type AppRoute, canOpen } from "./menu.ts";

/** What a user sees on a screen of the direction typed by its address (issue 28.7), instead of a silent redirect. */
export const MSG_ACCES_DIRECTION = "Accès réservé à la direction.";

/** A screen restricted to some roles: a visitor goes to login, another role is told it is the direction's. */
export function RequireRole({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Navigate to="/" replace />;
  if (!canOpen(route, user.role)) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {MSG_ACCES_DIRECTION}{" "}
        <Link component={RouterLink} to="/">
          Retour à l'accueil
        </Link>
      </Alert>
    );
  }
  return children;
}
