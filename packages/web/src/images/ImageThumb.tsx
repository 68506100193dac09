import type { TailleMiniature } from "@ecrin/domain";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Box from "@mui/material/Box";
import { useState } from "react";
import { thumbUrl } from "./api.ts";

interface Props {
  nom: string | null | undefined;
  size: TailleMiniature;
  /** Text for screen readers; the name by default. */
  alt?: string;
}

/**
 * A product image thumbnail (60, 100 or 150 px) from the server's cache, or a neutral placeholder when
 * there is no image or its file is missing (names recorded by the old system may have no file).
 */
export function ImageThumb({ nom, size, alt }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = {
    width: size,
    height: size,
    flex: "none",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    bgcolor: "action.hover",
    borderRadius: 1,
    overflow: "hidden",
  } as const;
  if (!nom || failed === nom) {
    return (
      <Box sx={frame} role="img" aria-label={nom ? `Image absente : ${nom}` : "Pas d'image"}>
        <ImageOutlined sx={{ color: "text.disabled", fontSize: size / 2 }} />
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <img
        src={thumbUrl(nom, size)}
        alt={alt ?? nom}
        loading="lazy"
        width={size}
        height={size}
        style={{ objectFit: "contain" }}
        onError={() => setFailed(nom)}
      />
    </Box>
  );
}
