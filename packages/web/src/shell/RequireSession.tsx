import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "../admin/index.ts";

/** Spec 01 section 2: every route but /login needs a logged-in user. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  return children;
}
