import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { BoiteOrForm } from "./BoiteOrForm.tsx";
import { BoiteOrListe } from "./BoiteOrListe.tsx";

/** /atelier/boite_or (spec 02 section 2.4): the gold box list and balance on the left, the add form on the right;
 * the row just added is shown and highlighted (issue 28.5). */
export function BoiteOrPage() {
  const ajoutee = useSurbrillance<number>();
  return (
    <Box component="section" aria-labelledby="boite-or-titre" sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Typography id="boite-or-titre" variant="h5" component="h1">
        Boîte Or
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          alignItems: "start",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(280px, 1fr)" },
        }}
      >
        <BoiteOrListe surbrillance={ajoutee.cles} />
        <BoiteOrForm onAjoutee={ajoutee.marquer} />
      </Box>
    </Box>
  );
}
