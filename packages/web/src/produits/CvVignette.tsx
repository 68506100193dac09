import { urlVignette } from "@ecrin/domain";
import ImageNotSupportedOutlined from "@mui/icons-material/ImageNotSupportedOutlined";
import Box from "@mui/material/Box";
import { useState } from "react";

/** The 60 px thumbnail of a catalogue row, shown small enough for a compact table row. */
export function CvVignette({ nom, alt }: { nom: string | null; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: 32, height: 32, borderRadius: 0.5, display: "block" } as const;
  if (!nom || failed === nom) {
    return (
      <Box sx={{ ...box, display: "grid", placeItems: "center", color: "text.disabled" }}>
        <ImageNotSupportedOutlined fontSize="small" aria-label="Pas d'image" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={urlVignette(nom, 60)}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(nom)}
      sx={{ ...box, objectFit: "cover", bgcolor: "action.hover" }}
    />
  );
}
