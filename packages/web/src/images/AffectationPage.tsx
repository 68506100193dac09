import { idsParType, msgProduitsMisAJour, type ProduitImage, parDefautInitial } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useAffecter, useDesaffecter } from "./api.ts";
import { ImagesColumn } from "./ImagesColumn.tsx";
import { cleProduit, ProduitsColumn } from "./ProduitsColumn.tsx";
import { ResumeColumn } from "./ResumeColumn.tsx";

const compte = (r: { centres: number; centresVides: number }) =>
  msgProduitsMisAJour(r.centres + r.centresVides);

/** The chosen products as the server now has them, after a write it confirmed. */
function apresEcriture(produits: ProduitImage[], nom: string | null, parDefaut: boolean): ProduitImage[] {
  const parentsEcrits = new Set<number | null>(
    produits.filter((p) => p.type === "centreVide").map((p) => p.id),
  );
  if (parDefaut) for (const p of produits) if (p.type === "centre") parentsEcrits.add(p.idCv);
  return produits.map((p) => ({
    ...p,
    image: nom,
    imageParent: p.type === "centre" && parentsEcrits.has(p.idCv) ? nom : p.imageParent,
  }));
}

/** Spec 02 section 2.20, /affectation: products on the left, one image in the middle, the summary right. */
export function AffectationPage() {
  const notify = useNotify();
  const affecter = useAffecter();
  const desaffecter = useDesaffecter();
  const [choisis, setChoisis] = useState<Map<string, ProduitImage>>(new Map());
  const [image, setImage] = useState<string | null>(null);
  const [parDefaut, setParDefaut] = useState(false);
  const produits = [...choisis.values()];

  const changerSelection = (next: Map<string, ProduitImage>) => {
    setChoisis(next);
    setParDefaut(parDefautInitial([...next.values()]));
  };

  const basculer = (p: ProduitImage) => {
    const next = new Map(choisis);
    if (next.has(cleProduit(p))) next.delete(cleProduit(p));
    else next.set(cleProduit(p), p);
    changerSelection(next);
  };

  const miseAJour = (nom: string | null, avecParents: boolean) =>
    setChoisis(new Map(apresEcriture(produits, nom, avecParents).map((p) => [cleProduit(p), p])));

  const onEnregistrer = () => {
    if (!image) return;
    affecter.mutate(
      { ...idsParType(produits), nom: image, parDefaut },
      {
        onSuccess: (r) => {
          miseAJour(image, parDefaut);
          notify(compte(r));
        },
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );
  };

  const onDesaffecter = () => {
    desaffecter.mutate(idsParType(produits), {
      onSuccess: (r) => {
        miseAJour(null, false);
        notify(compte(r));
      },
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };

  return (
    <Box component="section" aria-labelledby="affectation-title" sx={{ display: "grid", gap: 2 }}>
      <Typography id="affectation-title" variant="h5" component="h1">
        Affectation d'images
      </Typography>
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "repeat(3, minmax(0, 1fr))" } }}
      >
        <Paper sx={{ p: 2 }}>
          <ProduitsColumn choisis={choisis} onToggle={basculer} />
        </Paper>
        <Paper sx={{ p: 2 }}>
          <ImagesColumn choisie={image} onChoose={setImage} />
        </Paper>
        <Paper sx={{ p: 2 }}>
          <ResumeColumn
            produits={produits}
            image={image}
            parDefaut={parDefaut}
            onParDefaut={setParDefaut}
            pending={affecter.isPending || desaffecter.isPending}
            onEnregistrer={onEnregistrer}
            onDesaffecter={onDesaffecter}
          />
        </Paper>
      </Box>
    </Box>
  );
}
