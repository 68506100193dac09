import Logout from "@mui/icons-material/Logout";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Toolbar from "@mui/material/Toolbar";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { Suspense } from "react";
import { Link, Outlet } from "react-router";
import { MonMotDePasseButton, useSession } from "../admin/index.ts";
import { MenuGroupButton } from "./MenuGroupButton.tsx";
import { menuFor } from "./menu.ts";
import { PrintMenu } from "./PrintMenu.tsx";
import { APP_ROUTES } from "./routes.tsx";

/** The frame of every logged-in screen: top bar with the menu groups, then the screen. */
export function AppShell() {
  const { user, logout } = useSession();
  if (!user) return null;
  const sections = menuFor(APP_ROUTES, user.role);
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppBar position="sticky" color="primary">
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <Typography
            variant="h6"
            component={Link}
            to="/"
            sx={{ color: "inherit", textDecoration: "none", mr: 1, fontSize: 22 }}
          >
            Écrin
          </Typography>
          <Box
            component="nav"
            aria-label="Menu principal"
            // One line down to 1280 px: compact buttons, no wrapping (issue 12 point 8).
            sx={{
              display: "flex",
              flexWrap: "nowrap",
              flex: 1,
              minWidth: 0,
              "& .MuiButton-root": { px: 0.75, minWidth: 0, whiteSpace: "nowrap" },
              "& .MuiButton-endIcon": { ml: 0 },
              "& .MuiButton-startIcon": { mr: 0.5 },
            }}
          >
            {sections.map((section) => (
              <MenuGroupButton key={section.group} section={section} />
            ))}
            <PrintMenu />
          </Box>
          <Typography variant="body2" sx={{ opacity: 0.85 }} aria-label="Utilisateur connecté">
            {user.login}
          </Typography>
          <MonMotDePasseButton />
          <Tooltip title="Se déconnecter">
            <IconButton color="inherit" aria-label="Se déconnecter" onClick={() => void logout()}>
              <Logout />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, p: 2 }}>
        <Suspense fallback={<LinearProgress aria-label="Chargement de l'écran" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
