import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { useSession } from "../admin/index.ts";
import { menuFor } from "./menu.ts";
import { APP_ROUTES } from "./routes.tsx";

/** The default screen (spec 01 section 2, "/"): a welcome and the screens the user can open. */
export function HomePage() {
  const { user } = useSession();
  if (!user) return null;
  const sections = menuFor(APP_ROUTES, user.role);
  return (
    <Box sx={{ maxWidth: 1100, mx: "auto", py: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Bienvenue, {user.login}
      </Typography>
      {sections.map((section) => (
        <Box key={section.group} component="section" aria-labelledby={`home-${section.group}`} sx={{ mt: 3 }}>
          <Typography id={`home-${section.group}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {section.group}
          </Typography>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}>
            {section.routes.map((route) => (
              <Card key={route.path}>
                <CardActionArea component={Link} to={route.path} sx={{ height: "100%" }}>
                  <CardContent>
                    <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                      {route.label}
                    </Typography>
                    {route.description && (
                      <Typography variant="body2" color="text.secondary">
                        {route.description}
                      </Typography>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
