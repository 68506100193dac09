import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiGet } from "../../api/http.ts";
import { stubFetch, TEST_USER, testQueryClient } from "../../test/render.tsx";
import { SessionProvider, useSession } from "./SessionProvider.tsx";
import { USER_STORAGE_KEY } from "./storedUser.ts";

function Who() {
  const { user } = useSession();
  return <p>{user ? `connecté : ${user.login}` : "déconnecté"}</p>;
}

function renderSession(reload = vi.fn()) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SessionProvider reload={reload}>
        <Who />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return reload;
}

describe("SessionProvider", () => {
  it("clears a corrupt stored session and reloads the page", () => {
    const fetch = stubFetch(() => undefined);
    window.localStorage.setItem(USER_STORAGE_KEY, "{pas du json");
    const reload = renderSession();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("clears a stored user without numAgence", () => {
    stubFetch(() => undefined);
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ idUser: 7, login: "marie", role: 1 }));
    const reload = renderSession();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("confirms a stored user with the server", async () => {
    const fetch = stubFetch((url) =>
      url === "/api/auth/session" ? { body: { user: TEST_USER } } : undefined,
    );
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(TEST_USER));
    renderSession();
    expect(await screen.findByText("connecté : marie")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/auth/session", expect.anything());
  });

  it("asks the server once, not after every render (default props are stable)", async () => {
    const fetch = stubFetch((url) =>
      url === "/api/auth/session" ? { body: { user: TEST_USER } } : undefined,
    );
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(TEST_USER));
    render(
      <QueryClientProvider client={testQueryClient()}>
        <SessionProvider>
          <Who />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("connecté : marie")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("drops a stored user the server does not know any more", async () => {
    stubFetch(() => ({ status: 401, body: { code: "SESSION_REQUISE", message: "Session expirée" } }));
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(TEST_USER));
    renderSession();
    expect(await screen.findByText("déconnecté")).toBeTruthy();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("logs out when any call answers 401", async () => {
    let sessionAlive = true;
    stubFetch((url) => {
      if (url === "/api/auth/session") return { body: { user: TEST_USER } };
      if (!sessionAlive)
        return { status: 401, body: { code: "SESSION_REQUISE", message: "Session expirée" } };
      return undefined;
    });
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(TEST_USER));
    renderSession();
    expect(await screen.findByText("connecté : marie")).toBeTruthy();
    sessionAlive = false;
    await expect(apiGet("/api/admin/cours")).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(screen.getByText("déconnecté")).toBeTruthy());
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
