import { describe, expect, it } from "vitest";
import { formatDuNom, isNomImageSur, NOM_IMAGE_MAX, nomImageSur, nomPourFormat, nomRenomme } from "./nom.ts";

describe("nomImageSur: the only names files are written under", () => {
  it.each([
    ["BG1001.JPG", "bg1001.jpg"],
    ["Bague émeraude été.jpeg", "bague-emeraude-ete.jpeg"],
    ["Cœur Æther ß.png", "coeur-aether-ss.png"],
    ["  photo   de   face .webp", "photo-de-face.webp"],
    ["../../etc/passwd", "passwd.jpg"],
    ["..\\..\\windows\\win.ini", "win-ini.jpg"],
    ["/var/www/shell.php", "shell-php.jpg"],
    ["photo.php.jpg", "photo-php.jpg"],
    ["photo.jpg.php", "photo-jpg-php.jpg"],
    [".htaccess", "htaccess.jpg"],
    ["-rf.png", "rf.png"],
    ["a\u0000b.jpg", "a-b.jpg"],
    ["bague", "bague.jpg"],
    ["image (1).PNG", "image-1.png"],
    ["a - b.jpg", "a-b.jpg"], // "a---b": runs of "-" collapse
    ["._bague.jpg", "bague.jpg"], // "-_bague": every leading separator goes
    ["bague_-.jpg", "bague.jpg"], // every trailing separator goes
  ])("%j -> %j", (entree, attendu) => {
    expect(nomImageSur(entree)).toBe(attendu);
  });

  it.each([[""], ["   "], [".jpg"], ["..."], ["../"], ["日本.png"], ["%%%.webp"]])("%j -> null", (entree) => {
    expect(nomImageSur(entree)).toBeNull();
  });

  it("uses the given format's extension when the name has none", () => {
    expect(nomImageSur("bague", "png")).toBe("bague.png");
  });

  it("caps the length, extension kept", () => {
    const nom = nomImageSur(`${"a".repeat(300)}.jpeg`);
    expect(nom).toHaveLength(NOM_IMAGE_MAX);
    expect(nom?.endsWith(".jpeg")).toBe(true);
  });

  it("drops the separators the cut leaves at the end", () => {
    // 114 "a", "_-", "b": cut at 120 - 4 = 116 characters, ending with "_-", which goes.
    expect(nomImageSur(`${"a".repeat(114)}_-b.jpg`)).toBe(`${"a".repeat(114)}.jpg`);
  });

  it("only accepts names already safe", () => {
    expect(isNomImageSur("bg1001.jpg")).toBe(true);
    expect(isNomImageSur("BG1001.jpg")).toBe(false);
    expect(isNomImageSur("../bg1001.jpg")).toBe(false);
    expect(isNomImageSur("bg1001")).toBe(false);
    expect(isNomImageSur("")).toBe(false);
  });
});

describe("nomPourFormat: the extension follows the real format", () => {
  it.each([
    ["photo.png", "jpeg", "photo.jpg"],
    ["photo.jpeg", "jpeg", "photo.jpeg"],
    ["photo.jpg", "png", "photo.png"],
    ["photo", "webp", "photo.webp"],
  ] as const)("%s as %s -> %s", (nom, format, attendu) => {
    expect(nomPourFormat(nom, format)).toBe(attendu);
  });

  it("gives null for a name with nothing usable", () => {
    expect(nomPourFormat("...", "png")).toBeNull();
  });

  it("reads the format of a name", () => {
    expect(formatDuNom("a.JPG")).toBe("jpeg");
    expect(formatDuNom("a.webp")).toBe("webp");
    expect(formatDuNom("a.gif")).toBeNull();
  });
});

describe("nomRenomme: a rename keeps the format", () => {
  it.each([
    ["Nouvelle Bague", "bg1001.jpg", { ok: true, nom: "nouvelle-bague.jpg" }],
    ["nouvelle.jpeg", "bg1001.jpg", { ok: true, nom: "nouvelle.jpeg" }],
    ["nouvelle.png", "bg1001.jpg", { ok: false, message: "L'extension doit rester .jpg." }],
    ["../../x", "logo.png", { ok: true, nom: "x.png" }],
    ["...", "logo.png", { ok: false, message: "Nom d'image invalide." }],
    ["nouvelle.png", "logo.jpeg", { ok: false, message: "L'extension doit rester .jpeg." }],
    // An old name without an image extension is taken as a JPEG (".jpg").
    ["nouvelle", "ancien", { ok: true, nom: "nouvelle.jpg" }],
    ["nouvelle.png", "ancien", { ok: false, message: "L'extension doit rester .jpg." }],
  ])("%j (was %s)", (nouveau, ancien, attendu) => {
    expect(nomRenomme(nouveau, ancien)).toEqual(attendu);
  });
});
// Equivalent mutants (Stryker): `split(...).pop() ?? ""` (a split always has a last part);
// /[^a-z0-9_-]+/ without "+" (the next step collapses the runs of "-" it leaves).
