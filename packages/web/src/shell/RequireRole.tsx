import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "../admin/index.ts";
import { type AppRoute, canOpen } from "./menu.ts";

/** A screen restricted to some roles sends the others to the home screen. */
export function RequireRole({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !canOpen(route, user.role)) return <Navigate to="/" replace />;
  return children;
}
