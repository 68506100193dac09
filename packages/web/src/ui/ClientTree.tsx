import type { Client } from "@ecrin/domain";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { RichTreeView } from "@mui/x-tree-view/RichTreeView";
import { useMemo, useState } from "react";
import { buildTreeItems, type ClientTreeItem, filterTree } from "./clientTree.ts";

interface ClientTreeProps {
  clients: readonly Client[];
  selectedId: number | null;
  onSelect: (client: Client) => void;
  loading?: boolean;
}

/** The client groups as a tree, with a search box that keeps the matches and their groups. */
export function ClientTree({ clients, selectedId, onSelect, loading }: ClientTreeProps) {
  const [search, setSearch] = useState("");
  const [expanded, setExpanded] = useState<string[]>([]);
  const roots = useMemo(() => buildTreeItems(clients), [clients]);
  const filtered = useMemo(() => filterTree(roots, search), [roots, search]);
  const byId = useMemo(() => new Map(clients.map((c) => [String(c.id), c])), [clients]);
  const searching = search.trim() !== "";

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1, minHeight: 0 }}>
      <TextField
        size="small"
        label="Rechercher un client"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {!loading && filtered.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          Aucun client
        </Typography>
      ) : (
        <Box sx={{ overflow: "auto", maxHeight: "70vh" }}>
          <RichTreeView<ClientTreeItem>
            aria-label="Clients"
            items={filtered.items}
            loading={loading}
            getItemId={(item) => item.id}
            getItemLabel={(item) => (item.client.actif ? item.label : `${item.label} (inactif)`)}
            getItemChildren={(item) => item.children}
            expandedItems={searching ? filtered.expanded : expanded}
            onExpandedItemsChange={(_e, ids) => {
              if (!searching) setExpanded(ids);
            }}
            selectedItems={selectedId === null ? null : String(selectedId)}
            onSelectedItemsChange={(_e, id) => {
              const client = id === null ? undefined : byId.get(id);
              if (client) onSelect(client);
            }}
          />
        </Box>
      )}
    </Box>
  );
}
