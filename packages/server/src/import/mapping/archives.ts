import type { Archive, Value } from "../types.ts";

const texte = (v: Value, max: number, otherwise: string) =>
  (typeof v === "string" && v.trim() !== "" ? v : otherwise).slice(0, max);

/**
 * A client deleted from the old clients table, rebuilt inactive from the document's own copy of its
 * name and address (an invoice's `client`, `adresse`, `cp`, `ville`; an OF's `nom_agence`...), under
 * its old id so every document of it points to the same archived client.
 */
export function clientArchive(nom: string): Archive {
  return (r, id) => {
    const label = texte(r[nom] ?? null, 100, `Client supprimé n° ${String(id)}`);
    return [
      {
        table: "client",
        key: "id",
        row: {
          id,
          label,
          nom_agence: texte(r[nom] ?? null, 150, label),
          adresse: texte(r.adresse ?? null, 200, ""),
          cp: texte(r.cp ?? null, 10, ""),
          ville: texte(r.ville ?? null, 100, ""),
          actif: false,
        },
      },
    ];
  };
}

/**
 * The product of an OF the old database deleted (or kept as a centre without product row), rebuilt
 * archived from the OF: the centre (its reference, a description naming it archived) then the product.
 */
export const produitArchive: Archive = (r, id) => {
  const centre: Record<string, Value> = {
    id_centre: id,
    ref: texte(r.ref ?? r.ref_cv ?? null, 50, `ARCH-${String(id)}`),
    description: `Produit archivé n° ${String(id)} (reconstruit depuis ses OF)`,
  };
  const produit: Record<string, Value> = { id_centre: id };
  return [
    { table: "centre", key: "id_centre", row: centre },
    { table: "produit", key: "id_centre", row: produit },
  ];
};
