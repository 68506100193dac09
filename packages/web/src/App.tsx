import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./AppRoutes.tsx";
import { SessionProvider } from "./admin/auth/SessionProvider.tsx";
import { queryClient } from "./api/queryClient.ts";
import { theme } from "./theme.ts";
import { ConfirmProvider } from "./ui/ConfirmProvider.tsx";
import { NotifyProvider } from "./ui/NotifyProvider.tsx";

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionProvider>
            <NotifyProvider>
              <ConfirmProvider>
                <AppRoutes />
              </ConfirmProvider>
            </NotifyProvider>
          </SessionProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
