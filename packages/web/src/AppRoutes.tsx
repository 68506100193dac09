import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { LoginPage } from "./admin/index.ts";
import { AppShell } from "./shell/AppShell.tsx";
import { useDocumentTitle } from "./shell/document-title.ts";
import { HomePage } from "./shell/HomePage.tsx";
import { RequireRole } from "./shell/RequireRole.tsx";
import { RequireSession } from "./shell/RequireSession.tsx";
import { APP_ROUTES, LANDING_PATH } from "./shell/routes.tsx";

export function AppRoutes() {
  useDocumentTitle(APP_ROUTES);
  return (
    <Routes>
      <Route path="/login" element={<LoginPage landing={LANDING_PATH} />} />
      <Route
        element={
          <RequireSession>
            <AppShell />
          </RequireSession>
        }
      >
        <Route index element={<HomePage />} />
        {APP_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RequireRole route={route}>
                <Suspense>
                  <route.element />
                </Suspense>
              </RequireRole>
            }
          />
        ))}
      </Route>
      {/* Spec 01 section 2: any other path falls back to the default screen. */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
