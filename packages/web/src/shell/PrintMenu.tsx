import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import OpenInNew from "@mui/icons-material/OpenInNew";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { PRINT_PAGES } from "./printPages.ts";

/** The Impression menu: external print pages, each in a new tab. */
export function PrintMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
        {PRINT_PAGES.map((page) => (
          <MenuItem
            key={page.url}
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
        ))}
      </Menu>
    </>
  );
}
