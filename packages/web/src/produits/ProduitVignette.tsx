import { urlVignette } from "@ecrin/domain";
import ImageNotSupportedOutlined from "@mui/icons-material/ImageNotSupportedOutlined";
import Box from "@mui/material/Box";
import { useState } from "react";

/** A product thumbnail (spec 01 section 9: 60, 100 or 150 px); a grey box when there is none or it fails. */
export function ProduitVignette({
  nom,
  taille,
  alt,
}: {
  nom: string | null;
  taille: 60 | 100 | 150;
  alt: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: taille, height: taille, flex: "none", borderRadius: 1 } as const;
  if (!nom || failed === nom) {
    return (
      <Box
        sx={{
          ...box,
          display: "grid",
          placeItems: "center",
          bgcolor: "action.hover",
          color: "text.disabled",
        }}
      >
        <ImageNotSupportedOutlined fontSize={taille > 60 ? "large" : "small"} aria-label="Pas d'image" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={urlVignette(nom, taille)}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(nom)}
      sx={{ ...box, objectFit: "cover", bgcolor: "action.hover" }}
    />
  );
}
