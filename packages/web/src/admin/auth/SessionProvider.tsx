import type { SessionUser } from "@ecrin/domain";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ApiError, apiGet, apiSend, setUnauthorizedHandler } from "../../api/http.ts";
import { clearStoredUser, readStoredUser, writeStoredUser } from "./storedUser.ts";

interface Session {
  user: SessionUser | null;
  /** Called by the login page with the user the server returned. */
  login: (user: SessionUser) => void;
  /** Ends the session on the server, clears the stored user; the router then shows /login. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

type Checking = { state: "checking" } | { state: "ready"; user: SessionUser | null };

interface SessionProviderProps {
  children: ReactNode;
  storage?: Storage;
  /** Spec 01 section 2: a corrupt stored session is cleared and the page reloaded. */
  reload?: () => void;
}

// Module-level defaults: a default written inline would be a new function at each render, re-running
// the start-up effect (and its session request) after every state change.
const reloadPage = () => window.location.reload();

export function SessionProvider({
  children,
  storage = window.localStorage,
  reload = reloadPage,
}: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Checking>(() => {
    const stored = readStoredUser(storage);
    return stored.kind === "ok" ? { state: "checking" } : { state: "ready", user: null };
  });

  const clear = useCallback(() => {
    clearStoredUser(storage);
    queryClient.clear();
    setStatus({ state: "ready", user: null });
  }, [storage, queryClient]);

  // On start the stored user is only a hint: the server's session cookie is the authority.
  useEffect(() => {
    const stored = readStoredUser(storage);
    if (stored.kind === "corrupt") {
      clearStoredUser(storage);
      reload();
      return;
    }
    if (stored.kind !== "ok") return;
    const controller = new AbortController();
    apiGet<{ user: SessionUser }>("/api/auth/session", undefined, {
      ignoreUnauthorized: true,
      signal: controller.signal,
    })
      .then(({ user }) => {
        writeStoredUser(storage, user);
        setStatus({ state: "ready", user });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        if (e instanceof ApiError && e.status === 401) {
          clearStoredUser(storage);
          setStatus({ state: "ready", user: null });
        } else {
          // Server unreachable: keep the stored user; the next call that answers 401 logs out.
          setStatus({ state: "ready", user: stored.user });
        }
      });
    return () => controller.abort();
  }, [storage, reload]);

  useEffect(() => {
    setUnauthorizedHandler(clear);
    return () => setUnauthorizedHandler(null);
  }, [clear]);

  const login = useCallback(
    (user: SessionUser) => {
      writeStoredUser(storage, user);
      setStatus({ state: "ready", user });
    },
    [storage],
  );

  const logout = useCallback(async () => {
    try {
      await apiSend("POST", "/api/auth/logout", undefined, { ignoreUnauthorized: true });
    } catch {
      // The session may already be gone on the server; the local logout still happens.
    }
    clear();
  }, [clear]);

  const user = status.state === "ready" ? status.user : null;
  const value = useMemo<Session>(() => ({ user, login, logout }), [user, login, logout]);

  if (status.state === "checking") {
    return (
      <Box sx={{ display: "grid", placeItems: "center", minHeight: "100vh" }}>
        <CircularProgress aria-label="Vérification de la session" />
      </Box>
    );
  }
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
