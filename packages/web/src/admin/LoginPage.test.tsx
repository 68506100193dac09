import { MSG_LOGIN_INVALIDE } from "@ecrin/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch, TEST_USER } from "../test/render.tsx";
import { USER_STORAGE_KEY } from "./auth/storedUser.ts";
import { LoginPage } from "./LoginPage.tsx";

function renderLogin(redirectTo = vi.fn(), user: typeof TEST_USER | null = null) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage landing="/produit" redirectTo={redirectTo} />} />
      <Route path="/produit" element={<p>Accueil</p>} />
    </Routes>,
    { route: "/login", user },
  );
  return redirectTo;
}

function typeCredentials(user: string, password: string) {
  fireEvent.change(screen.getByLabelText("Nom d'utilisateur"), { target: { value: user } });
  fireEvent.change(screen.getByLabelText("Mot de passe"), { target: { value: password } });
}

describe("LoginPage", () => {
  it("sends the credentials lower-cased and shows the server's message on 401", async () => {
    const fetch = stubFetch(() => ({ status: 401, body: { message: MSG_LOGIN_INVALIDE } }));
    renderLogin();
    typeCredentials(" Marie ", "SeCreT");
    fireEvent.click(screen.getByRole("button", { name: "Connexion" }));
    expect((await screen.findByRole("alert")).textContent).toContain(MSG_LOGIN_INVALIDE);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/auth/login");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ user: "marie", password: "secret" });
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("Enter goes from the user to the password, then submits; success stores the user and goes home", async () => {
    stubFetch((url) => (url === "/api/auth/login" ? { body: { user: TEST_USER } } : undefined));
    renderLogin();
    typeCredentials("marie", "secret");
    const userField = screen.getByLabelText("Nom d'utilisateur");
    userField.focus();
    fireEvent.keyDown(userField, { key: "Enter" });
    const password = screen.getByLabelText("Mot de passe");
    expect(document.activeElement).toBe(password);
    fireEvent.keyDown(password, { key: "Enter" });
    expect(await screen.findByText("Accueil")).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? "null")).toEqual(TEST_USER);
  });

  it("sends a refused role to the public site", async () => {
    stubFetch(() => ({
      status: 403,
      body: { code: "ROLE_REFUSE", message: "Refusé", redirect: "https://www.example.com/" },
    }));
    const redirectTo = renderLogin();
    typeCredentials("client", "x");
    fireEvent.click(screen.getByRole("button", { name: "Connexion" }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("https://www.example.com/"));
  });

  it("asks for both fields before calling the server", async () => {
    const fetch = stubFetch(() => undefined);
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "Connexion" }));
    expect(await screen.findByText("Nom d'utilisateur obligatoire.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("goes home when already logged in", async () => {
    stubFetch((url) => (url === "/api/auth/session" ? { body: { user: TEST_USER } } : undefined));
    renderLogin(vi.fn(), TEST_USER);
    expect(await screen.findByText("Accueil")).toBeTruthy();
  });
});
