import type { CentreVide } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { CvPage } from "./CvPage.tsx";

const BG1001: CentreVide = {
  idCv: 8,
  ref: "BG1001",
  facon: "90",
  faconFonteMg: "4200.000",
  poidsMetalMg: "3500.000",
  sertiMin: "12.5",
  prenomLigne: "Alice",
  nomLigne: null,
  typeProd: 1,
  type: "Bague",
  wordpress: false,
  image: null,
};

/** The list (one centre vide), the types, the live ref check (BG1001 exists); writes answered by `ecrire`. */
function stubServer(ecrire: (method: string, url: string) => { status?: number; body?: unknown }) {
  const writes: unknown[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? "GET";
    if (method === "GET" && url.startsWith("/api/produits/catalogue/cv?"))
      return { body: { rows: [BG1001], total: 1 } };
    if (method === "GET" && url.startsWith("/api/produits/catalogue/cv/ref?")) {
      const existe = new URL(url, "http://x").searchParams.get("ref")?.toLowerCase() === "bg1001";
      return { body: { existe, idCv: existe ? 8 : null } };
    }
    if (method === "GET" && url === "/api/ref/type_produit") return { body: [{ id: 1, label: "Bague" }] };
    if (method === "GET") return undefined;
    writes.push([method, url, JSON.parse(String(init.body))]);
    return ecrire(method, url);
  });
  return writes;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
/** The message under a field (its helper text). */
const sousLeChamp = (input: HTMLElement) => document.getElementById(`${input.id}-helper-text`)?.textContent;

// Each test draws the list's grid: slow on a loaded machine.
describe("CvPage (spec 02 section 2.15)", { timeout: 120_000 }, () => {
  it("an existing ref is said under Ref and blocks Ajouter; Enter walks the fields and adds on the last", async () => {
    const writes = stubServer(() => ({ status: 201, body: { ...BG1001, idCv: 9, ref: "BG2001" } }));
    renderWithProviders(<CvPage />);
    const ajouter = screen.getByRole("button", { name: "Ajouter" }) as HTMLButtonElement;
    fireEvent.change(field("Ref"), { target: { value: "bg1001 " } });
    // The live check answers after its debounce (250 ms).
    await waitFor(() => expect(sousLeChamp(field("Ref"))).toBe("Ref deja Existante"), { timeout: 20_000 });
    expect(ajouter.disabled).toBe(true);

    fireEvent.change(field("Ref"), { target: { value: "BG2001" } });
    await waitFor(() => expect(ajouter.disabled).toBe(false), { timeout: 20_000 });
    expect(sousLeChamp(field("Ref"))).toBeUndefined();
    fireEvent.change(field("Façon sur Fonte (g)"), { target: { value: "4,2" } });
    field("Ref").focus();
    fireEvent.keyDown(field("Ref"), { key: "Enter" });
    expect(document.activeElement).toBe(field("Façon (min)"));
    const wordpress = field("Afficher sur Wordpress");
    fireEvent.click(wordpress);
    wordpress.focus();
    fireEvent.keyDown(wordpress, { key: "Enter" });
    expect(await screen.findByText("Centre vide ajouté")).toBeTruthy();
    expect(screen.getAllByText("Centre vide ajouté")).toHaveLength(1);
    expect(writes).toEqual([
      [
        "POST",
        "/api/produits/catalogue/cv",
        {
          ref: "BG2001",
          facon: "0",
          faconFonteMg: "4200.000",
          poidsMetalMg: "0.000",
          sertiMin: "0",
          prenomLigne: "",
          nomLigne: "",
          typeProd: null,
          wordpress: true,
        },
      ],
    ]);
  });

  it("loads a clicked centre vide, and shows the server's refusal of its ref under Ref", async () => {
    const writes = stubServer(() => ({
      status: 409,
      body: { message: "Ref deja Existante", fieldErrors: { ref: "Ref deja Existante" } },
    }));
    renderWithProviders(<CvPage />);
    fireEvent.click(await screen.findByText("Alice"));
    await waitFor(() => expect(field("Poids (g)").value).toBe("3,5"));
    expect(field("Serti (€)").value).toBe("12,5");
    const form = screen.getByRole("form", { name: "Centre vide" });
    fireEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(sousLeChamp(field("Ref"))).toBe("Ref deja Existante"));
    expect(screen.getAllByText("Ref deja Existante")).toHaveLength(2);
    expect(writes).toEqual([
      [
        "PUT",
        "/api/produits/catalogue/cv/8",
        {
          ref: "BG1001",
          facon: "90",
          faconFonteMg: "4200.000",
          poidsMetalMg: "3500.000",
          sertiMin: "12.5",
          prenomLigne: "Alice",
          nomLigne: "",
          typeProd: 1,
          wordpress: false,
        },
      ],
    ]);
  });
});
