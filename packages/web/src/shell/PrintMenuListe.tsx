import type { PageImpression, PageInterne } from "@ecrin/domain";
import OpenInNew from "@mui/icons-material/OpenInNew";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { apiGet } from "../api/http.ts";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { LignesDialog } from "./PrintLignesDialog.tsx";

const PDF_INTERNE: Record<Exclude<PageInterne, "lignes" | "registre">, string> = {
  "livre-reference": "/api/admin/impressions/livre-reference.pdf",
  baguier: "/api/admin/impressions/baguier.pdf",
};

/** The Impression menu's list (loaded on the first click, off the first page load). */
export function PrintMenuListe({
  menuId,
  anchor,
  onClose,
}: {
  menuId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [lignesOpen, setLignesOpen] = useState(false);
  const pages = useQuery({
    queryKey: ["impressions"],
    queryFn: ({ signal }) => apiGet<PageImpression[]>("/api/admin/impressions", undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const ouvrirInterne = (interne: PageInterne) => {
    onClose();
    if (interne === "lignes") {
      setLignesOpen(true);
      return;
    }
    if (interne === "registre") {
      void navigate("/registre");
      return;
    }
    ouvrirPdf(PDF_INTERNE[interne]).catch((e) => notify(errorMessage(e), { severity: "error" }));
  };
  return (
    <>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {(pages.data ?? []).map((page) =>
          page.url ? (
            <MenuItem
              key={page.label}
              component="a"
              href={page.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              <ListItemText>{page.label}</ListItemText>
              <ListItemIcon sx={{ justifyContent: "flex-end" }}>
                <OpenInNew fontSize="small" />
              </ListItemIcon>
            </MenuItem>
          ) : page.interne ? (
            <MenuItem key={page.label} onClick={() => ouvrirInterne(page.interne as PageInterne)}>
              <ListItemText>{page.label}</ListItemText>
              <ListItemIcon sx={{ justifyContent: "flex-end" }}>
                <OpenInNew fontSize="small" />
              </ListItemIcon>
            </MenuItem>
          ) : null,
        )}
      </Menu>
      {lignesOpen && <LignesDialog open={lignesOpen} onClose={() => setLignesOpen(false)} />}
    </>
  );
}
