import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/http.ts";
import { renderWithProviders } from "../test/render.tsx";
import { UploadPage } from "./UploadPage.tsx";
import { uploadImage } from "./uploadImage.ts";

vi.mock("./uploadImage.ts", () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });
const NBSP = "\u00a0";
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  upload.mockReset();
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined }),
  );
});

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText("Fichiers images"), { target: { files } });
}

describe("UploadPage (spec 02 section 2.20)", () => {
  it("previews the chosen files with their sanitised name and original size; rename and remove before sending", () => {
    renderWithProviders(<UploadPage />);
    expect(button("Téléverser").disabled).toBe(true);
    choose(file("Bague Émeraude.JPG", 2_500_000), file("collier.png", 12_345), file("trop.jpg", 10));
    const list = screen.getByRole("list", { name: "Images à envoyer" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(input("Nom de Bague Émeraude.JPG").value).toBe("bague-emeraude.jpg");
    expect(list.textContent).toContain(`Taille d'origine : 2,5${NBSP}Mo`);
    expect(list.textContent).toContain(`Taille d'origine : 12,3${NBSP}Ko`);

    fireEvent.change(screen.getByLabelText("Nom de collier.png"), {
      target: { value: "Collier Perles.png" },
    });
    expect(list.textContent).toContain("Sera enregistrée sous : collier-perles.png");
    fireEvent.click(screen.getByRole("button", { name: "Retirer trop.jpg" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(button("Téléverser").disabled).toBe(false);
  });

  it("sends each file on its own: the compressed size and gain of those kept, the reason of the refused", async () => {
    upload.mockImplementation(async (f, nom, onProgress) => {
      onProgress(0.5);
      if (nom === "casse.jpg") throw new ApiError(400, "Fichier refusé : ce n'est pas une image.");
      return { nom, tailleOrigine: f.size, tailleCompressee: 500_000, largeur: 1000, hauteur: 667 };
    });
    renderWithProviders(<UploadPage />);
    choose(file("a.jpg", 2_000_000), file("casse.jpg", 300), file("b.jpg", 4_000_000));
    fireEvent.click(screen.getByRole("button", { name: "Téléverser" }));

    const list = screen.getByRole("list", { name: "Images à envoyer" });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(3));
    const row = (name: string) => within(list).getByRole("listitem", { name });
    await within(row("a.jpg")).findByText("Image enregistrée : a.jpg");
    expect(row("a.jpg").textContent).toContain(`compressée : 500${NBSP}Ko — gain : 75 %`);
    expect(row("b.jpg").textContent).toContain("gain : 88 %");
    expect(row("casse.jpg").textContent).toContain("Fichier refusé : ce n'est pas une image.");
    await screen.findByText("2 images enregistrées, 1 refusée : voir le détail.");
    // The kept ones can no longer be renamed; the refused one can, and Téléverser sends only it again.
    expect(input("Nom de a.jpg").disabled).toBe(true);
    expect(input("Nom de casse.jpg").disabled).toBe(false);
    upload.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Téléverser" }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]?.[1]).toBe("casse.jpg");
  });
});
