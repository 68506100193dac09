import { frFR as materialFrFR } from "@mui/material/locale";
import { createTheme } from "@mui/material/styles";
import { frFR as chartsFrFR } from "@mui/x-charts/locales";
import { frFR as dataGridFrFR } from "@mui/x-data-grid/locales";

const serif = '"Cormorant Garamond", "Playfair Display", Georgia, "Times New Roman", serif';
const sans = '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** A sober jewellery-house look: ink navy, antique gold accents on ivory paper. */
export const theme = createTheme(
  {
    palette: {
      mode: "light",
      primary: { main: "#1f2a44", contrastText: "#ffffff" },
      secondary: { main: "#a8844a", contrastText: "#ffffff" },
      // A clear blue, told apart from the navy of the text and buttons (a rise on /comparaison_ca).
      info: { main: "#1565c0", contrastText: "#ffffff" },
      background: { default: "#f7f5f0", paper: "#ffffff" },
      text: { primary: "#1d1f24", secondary: "#5e6270" },
      divider: "#e4dfd3",
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: sans,
      fontSize: 14,
      h1: { fontFamily: serif, fontWeight: 600 },
      h2: { fontFamily: serif, fontWeight: 600 },
      h3: { fontFamily: serif, fontWeight: 600 },
      h4: { fontFamily: serif, fontWeight: 600 },
      h5: { fontFamily: serif, fontWeight: 600 },
      h6: { fontFamily: serif, fontWeight: 600, letterSpacing: "0.02em" },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { variant: "outlined" } },
      MuiTextField: { defaultProps: { size: "small", fullWidth: true } },
    },
  },
  materialFrFR,
  dataGridFrFR,
  // The charts' own texts ("Pas de données" on an empty chart) in French too.
  chartsFrFR,
);
