import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import type { MenuSection } from "./menu.ts";

/** One menu group of the top bar: a button opening the list of its screens. */
export function MenuGroupButton({ section }: { section: MenuSection }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const active = section.routes.some((r) => r.path === pathname);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        endIcon={<KeyboardArrowDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ borderBottom: 2, borderColor: active ? "secondary.main" : "transparent", borderRadius: 0 }}
      >
        {section.group}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {section.routes.map((route) => (
          <MenuItem
            key={route.path}
            component={Link}
            to={route.path}
            selected={route.path === pathname}
            onClick={() => setAnchor(null)}
          >
            {route.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
