import { loginSchema, normaliseCredentials, type SessionUser } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Navigate } from "react-router";
import { ApiError, apiSend } from "../api/http.ts";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useSession } from "./auth/SessionProvider.tsx";

type FieldErrors = Partial<Record<"user" | "password", string>>;

interface LoginPageProps {
  /** Where login and a logged-in visit of /login land: the shell decides (its LANDING_PATH). */
  landing: string;
  /** Where a refused role is sent (the public site); injectable for tests. */
  redirectTo?: (url: string) => void;
}

export function LoginPage({ landing, redirectTo = (url) => window.location.assign(url) }: LoginPageProps) {
  const { user: current, login } = useSession();
  const [user, setUser] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (current) return <Navigate to={landing} replace />;

  const submit = async () => {
    if (pending) return;
    setError(null);
    const parsed = loginSchema.safeParse({ user: user.trim(), password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === "user" || key === "password") && !errors[key]) errors[key] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      const body = normaliseCredentials(parsed.data.user, parsed.data.password);
      const res = await apiSend<{ user: SessionUser }>("POST", "/api/auth/login", body, {
        ignoreUnauthorized: true,
      });
      // The user is now set: the next render redirects to the landing screen.
      login(res.user);
    } catch (e) {
      if (e instanceof ApiError && e.status === 403 && e.code === "ROLE_REFUSE" && e.redirect) {
        redirectTo(e.redirect);
        return;
      }
      setError(e instanceof Error ? e.message : String(e));
      setPending(false);
    }
  };

  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <Paper sx={{ p: 4, width: "100%", maxWidth: 380 }}>
        <Typography variant="h4" component="h1" align="center" gutterBottom>
          Écrin
        </Typography>
        <FormFlow onSubmit={() => void submit()} aria-label="Connexion">
          <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
            <TextField
              label="Nom d'utilisateur"
              name="user"
              autoComplete="username"
              autoFocus
              value={user}
              onChange={(e) => setUser(e.target.value)}
              error={fieldErrors.user !== undefined}
              helperText={fieldErrors.user}
            />
            <TextField
              label="Mot de passe"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={fieldErrors.password !== undefined}
              helperText={fieldErrors.password}
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" loading={pending}>
              Connexion
            </Button>
          </Box>
        </FormFlow>
      </Paper>
    </Box>
  );
}
