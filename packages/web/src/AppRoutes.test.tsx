import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "./AppRoutes.tsx";
import { renderWithProviders, stubFetch, TEST_USER } from "./test/render.tsx";

const sessionOk = (user = TEST_USER) =>
  stubFetch((url, init) => {
    if (url === "/api/auth/session") return { body: { user } };
    if (url === "/api/admin/impressions") {
      return {
        body: [
          { label: "Livre de référence", url: null, interne: "livre-reference" },
          { label: "Lignes", url: null, interne: "lignes" },
          { label: "Baguier (tailles de doigt)", url: null, interne: "baguier" },
          { label: "Registre de police", url: "https://impression.example/police", interne: null },
        ],
      };
    }
    if (url === "/api/auth/logout" && init.method === "POST") return { status: 204 };
    return undefined;
  });

describe("AppRoutes", () => {
  it("sends a visitor to /login", async () => {
    stubFetch(() => undefined);
    renderWithProviders(<AppRoutes />, { route: "/cours" });
    expect(await screen.findByRole("button", { name: "Connexion" })).toBeTruthy();
  });

  it("falls back to the home screen on an unknown path, with the registered screens", async () => {
    sessionOk();
    renderWithProviders(<AppRoutes />, { route: "/nimporte/quoi", user: TEST_USER });
    expect(await screen.findByRole("heading", { name: "Bienvenue, marie" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Cours/ }).getAttribute("href")).toBe("/cours");
    expect(screen.getByRole("link", { name: /Clients/ }).getAttribute("href")).toBe("/client");
  });

  // That a group without screens is left out is covered by shell/menu.test.ts: every group has one now.
  it("shows the menu groups, the print menu and the user", async () => {
    sessionOk();
    renderWithProviders(<AppRoutes />, { route: "/", user: TEST_USER });
    const admin = await screen.findByRole("button", { name: "Administration" });
    expect(screen.getByRole("button", { name: "Compta" })).toBeTruthy();
    // TEST_USER is role 1: the Analyse group is there (role 6 is covered below).
    expect(screen.getByRole("button", { name: "Analyse" })).toBeTruthy();
    expect(screen.getByText("marie")).toBeTruthy();
    fireEvent.click(admin);
    expect((await screen.findByRole("menuitem", { name: "Cours" })).getAttribute("href")).toBe("/cours");
    expect(screen.getByRole("menuitem", { name: "Clients" })).toBeTruthy();
  });

  it("names the browser tab after the screen, and after the login page before it", async () => {
    stubFetch(() => undefined);
    renderWithProviders(<AppRoutes />, { route: "/cours" });
    await waitFor(() => expect(document.title).toBe("Écrin — Connexion"));
    sessionOk();
    renderWithProviders(<AppRoutes />, { route: "/cours", user: TEST_USER });
    await waitFor(() => expect(document.title).toBe("Écrin — Cours"));
  });

  it("hides the Analyse group from role 6", async () => {
    const bureau = { ...TEST_USER, role: 6 };
    sessionOk(bureau);
    renderWithProviders(<AppRoutes />, { route: "/", user: bureau });
    expect(await screen.findByRole("button", { name: "Administration" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Analyse" })).toBeNull();
  });

  it("tells a role-6 user who types an analysis address that it is the direction's (issue 28.7)", async () => {
    const bureau = { ...TEST_USER, role: 6 };
    sessionOk(bureau);
    renderWithProviders(<AppRoutes />, { route: "/analyse_ca", user: bureau });
    expect(await screen.findByText("Accès réservé à la direction.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe("/");
  });

  it("/valorisation sits under Compta for role 6 (spec 03 section 2.16)", async () => {
    const bureau = { ...TEST_USER, role: 6 };
    sessionOk(bureau);
    renderWithProviders(<AppRoutes />, { route: "/", user: bureau });
    fireEvent.click(await screen.findByRole("button", { name: "Compta" }));
    expect(
      (await screen.findByRole("menuitem", { name: "Valorisation du stock" })).getAttribute("href"),
    ).toBe("/valorisation");
  });

  it("opens the configured print pages in a new tab, the others as built-in PDFs", async () => {
    sessionOk();
    renderWithProviders(<AppRoutes />, { route: "/", user: TEST_USER });
    fireEvent.click(await screen.findByRole("button", { name: "Impression" }));
    const item = await screen.findByRole("menuitem", { name: "Registre de police" });
    expect(item.getAttribute("target")).toBe("_blank");
    expect(item.getAttribute("href")).toBe("https://impression.example/police");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((m) => m.textContent)).toEqual([
      "Livre de référence",
      "Lignes",
      "Baguier (tailles de doigt)",
      "Registre de police",
    ]);
    // Not configured: the built-in page, enabled (a PDF of the server, no link).
    expect(items[0]?.getAttribute("aria-disabled")).toBeNull();
    expect(items[0]?.getAttribute("href")).toBeNull();
  });

  it("logs out to /login and clears the stored user", async () => {
    sessionOk();
    renderWithProviders(<AppRoutes />, { route: "/", user: TEST_USER });
    fireEvent.click(await screen.findByRole("button", { name: "Se déconnecter" }));
    expect(await screen.findByRole("button", { name: "Connexion" })).toBeTruthy();
    expect(window.localStorage.getItem("user")).toBeNull();
  });
});
