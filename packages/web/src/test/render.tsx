import type { SessionUser } from "@ecrin/domain";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, vi } from "vitest";
import { SessionProvider, USER_STORAGE_KEY } from "../admin/index.ts";
import { theme } from "../theme.ts";
import { ConfirmProvider } from "../ui/ConfirmProvider.tsx";
import { NotifyProvider } from "../ui/NotifyProvider.tsx";

// The web project has no setup file: each test file that imports this helper cleans up after itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

export const TEST_USER: SessionUser = { idUser: 7, login: "marie", role: 1, numAgence: 3 };

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type Handler = (url: string, init: RequestInit) => { status?: number; body?: unknown } | undefined;

/** Replaces global fetch: the handler answers by url and method; unhandled calls answer 404. */
export function stubFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const answer = handler(url, init) ?? { status: 404, body: { message: "Introuvable" } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

interface Options {
  route?: string;
  /** Logged in as this user (stored and confirmed by /api/auth/session if the test stubs it). */
  user?: SessionUser | null;
  queryClient?: QueryClient;
}

/** Renders inside the app's providers (theme, query, router, session, notifier, confirm). */
export function renderWithProviders(ui: ReactElement, options: Options = {}): RenderResult {
  const { route = "/", user = null, queryClient = testQueryClient() } = options;
  if (user) window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  // A data router, as in the app (App.tsx), so screens that hold navigation (useBlocker) work here.
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SessionProvider reload={() => undefined}>
            <NotifyProvider>
              <ConfirmProvider>{ui}</ConfirmProvider>
            </NotifyProvider>
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
