import type { Onglet } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ComponentProps } from "react";
import { BarreRecherche } from "../ui/BarreRecherche.tsx";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { DateField } from "../ui/DateField.tsx";
import type { ContexteGrandLivre } from "./api.ts";
import type { GrandLivre } from "./useGrandLivre.ts";

interface FiltresMouvementsProps {
  onglet: Onglet;
  grandLivre: GrandLivre;
  contexte: ContexteGrandLivre | undefined;
  clients: ComponentProps<typeof ClientTreePicker>["clients"];
}

/** The ledger's filters: period, the tab's party (supplier or client), metal, designation. */
export function FiltresMouvements({ onglet, grandLivre, contexte, clients }: FiltresMouvementsProps) {
  const { filtres, setFiltre } = grandLivre;
  return (
    <BarreRecherche
      aria-label="Filtres des mouvements"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "flex-start" }}
    >
      <Box sx={{ width: 170 }}>
        <DateField
          label="Date début"
          name="debut"
          value={filtres.debut}
          onChange={(d) => setFiltre("debut", d)}
        />
      </Box>
      <Box sx={{ width: 170 }}>
        <DateField label="Date fin" name="fin" value={filtres.fin} onChange={(d) => setFiltre("fin", d)} />
      </Box>
      {onglet === "fournisseurs" && (
        <TextField
          select
          size="small"
          label="Fournisseur"
          name="filtreFournisseur"
          sx={{ width: 220 }}
          value={filtres.fournisseur ?? ""}
          onChange={(e) => setFiltre("fournisseur", e.target.value === "" ? null : Number(e.target.value))}
        >
          <MenuItem value="">Tous</MenuItem>
          {(contexte?.fournisseurs ?? []).map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {onglet === "clients" && (
        <Box sx={{ width: 260 }}>
          <ClientTreePicker
            clients={clients}
            value={filtres.client}
            onChange={(id) => setFiltre("client", id)}
            size="small"
          />
        </Box>
      )}
      <TextField
        select
        size="small"
        label="Métal"
        name="filtreMetal"
        sx={{ width: 150 }}
        value={filtres.metal ?? ""}
        onChange={(e) => setFiltre("metal", e.target.value === "" ? null : Number(e.target.value))}
      >
        <MenuItem value="">Tous</MenuItem>
        {(contexte?.metaux ?? []).map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Désignation"
        name="filtreDesignation"
        sx={{ width: 240 }}
        value={filtres.designation}
        onChange={(e) => setFiltre("designation", e.target.value)}
      />
      <Button onClick={grandLivre.reinitialiser} sx={{ alignSelf: "center" }}>
        Réinit.
      </Button>
    </BarreRecherche>
  );
}
