import type { PageImpression } from "@ecrin/domain";
import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import OpenInNew from "@mui/icons-material/OpenInNew";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiGet } from "../api/http.ts";

/** The Impression menu: external print pages (URLs are settings), each in a new tab. */
export function PrintMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const pages = useQuery({
    queryKey: ["impressions"],
    queryFn: ({ signal }) => apiGet<PageImpression[]>("/api/admin/impressions", undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        startIcon={<PrintOutlined />}
        endIcon={<KeyboardArrowDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Impression
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(pages.data ?? []).map((page) =>
          page.url ? (
            <MenuItem
              key={page.label}
              component="a"
              href={page.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setAnchor(null)}
            >
              <ListItemText>{page.label}</ListItemText>
              <ListItemIcon sx={{ justifyContent: "flex-end" }}>
                <OpenInNew fontSize="small" />
              </ListItemIcon>
            </MenuItem>
          ) : (
            <MenuItem key={page.label} disabled>
              <ListItemText secondary="Page non configurée (réglages)">{page.label}</ListItemText>
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
