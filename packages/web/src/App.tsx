import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppRoutes } from "./AppRoutes.tsx";
import { SessionProvider } from "./admin/index.ts";
import { queryClient } from "./api/queryClient.ts";
import { theme } from "./theme.ts";
import { ConfirmProvider } from "./ui/ConfirmProvider.tsx";
import { NotifyProvider } from "./ui/NotifyProvider.tsx";

// A data router (one splat route holding the app's own <Routes>): it is what lets a screen hold a
// navigation, the browser's Back button included (useBlocker), e.g. to ask about unsaved changes.
const router = createBrowserRouter([
  {
    path: "*",
    element: (
      <SessionProvider>
        <NotifyProvider>
          <ConfirmProvider>
            <AppRoutes />
          </ConfirmProvider>
        </NotifyProvider>
      </SessionProvider>
    ),
  },
]);

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
