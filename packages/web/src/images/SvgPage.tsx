import { nomFichierSvg, SVG_HAUTEUR_MM_DEFAUT, SVG_POLICES, svgExportSchema } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { fetchPdf } from "../ui/ouvrirPdf.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";

interface Saisie {
  texte: string;
  police: string;
  hauteurMm: string;
}

/** The server draws the outlines (opentype.js and the shipped font stay off the browser's bundle). */
async function svgDe(input: { texte: string; police: string; hauteurMm: string }): Promise<Blob> {
  return fetchPdf("/api/images/svg", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "image/svg+xml" },
    body: JSON.stringify(input),
  });
}

/** /svg (spec 03 section 2.20): a text as an SVG of outlines at its final height, for engraving. */
export function SvgPage() {
  const notify = useNotify();
  const [saisie, setSaisie] = useState<Saisie>({
    texte: "",
    police: SVG_POLICES[0],
    hauteurMm: SVG_HAUTEUR_MM_DEFAUT.replace(".", ","),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [exporting, setExporting] = useState(false);
  const debounced = useDebouncedValue(saisie, 300);
  const parsed = useMemo(() => svgExportSchema.safeParse(debounced), [debounced]);

  const apercu = useQuery({
    queryKey: ["svg-apercu", parsed.data],
    queryFn: () => svgDe(parsed.data as NonNullable<typeof parsed.data>),
    enabled: parsed.success,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const apercuUrl = useMemo(() => (apercu.data ? URL.createObjectURL(apercu.data) : null), [apercu.data]);
  useEffect(() => () => (apercuUrl ? URL.revokeObjectURL(apercuUrl) : undefined), [apercuUrl]);

  const exporter = async () => {
    const p = svgExportSchema.safeParse(saisie);
    if (!p.success) {
      setErrors(issuesToFieldErrors(p.error.issues));
      return;
    }
    setErrors({});
    setExporting(true);
    try {
      const blob = await svgDe(p.data);
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = nomFichierSvg(p.data.texte);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { severity: "error" });
    } finally {
      setExporting(false);
    }
  };

  const set = (k: keyof Saisie) => (e: { target: { value: string } }) => {
    setSaisie({ ...saisie, [k]: e.target.value });
    setErrors({});
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "360px minmax(0, 1fr)" } }}>
      <Paper component="section" aria-labelledby="svg-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="svg-title" variant="h5" component="h1" sx={{ mb: 2 }}>
          Export SVG
        </Typography>
        <Box
          component="form"
          sx={{ display: "grid", gap: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            void exporter();
          }}
        >
          <TextField
            label="Texte"
            value={saisie.texte}
            onChange={set("texte")}
            error={Boolean(errors.texte)}
            helperText={errors.texte}
            autoFocus
            size="small"
          />
          <TextField select label="Police" value={saisie.police} onChange={set("police")} size="small">
            {SVG_POLICES.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Hauteur finale en mm"
            value={saisie.hauteurMm}
            onChange={set("hauteurMm")}
            error={Boolean(errors.hauteurMm)}
            helperText={errors.hauteurMm ?? "Hauteur posée sur le fichier (import à l'échelle)."}
            size="small"
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={exporting}>
              Exporter le SVG
            </Button>
          </Box>
        </Box>
      </Paper>
      <Paper component="section" aria-labelledby="svg-apercu-title" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="svg-apercu-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Aperçu
        </Typography>
        {apercu.error && <Alert severity="error">{apercu.error.message}</Alert>}
        {apercuUrl && parsed.success ? (
          <Box
            component="img"
            src={apercuUrl}
            alt={`Aperçu du SVG « ${parsed.data.texte} »`}
            sx={{
              width: 360,
              height: 360,
              maxWidth: "100%",
              border: 1,
              borderColor: "divider",
              bgcolor: "#fff",
            }}
          />
        ) : (
          <Typography color="text.secondary">Saisissez un texte pour voir son tracé.</Typography>
        )}
      </Paper>
    </Box>
  );
}
