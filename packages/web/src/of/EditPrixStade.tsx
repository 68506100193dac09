import { formatEuro, type GroupeCouleurPrix, groupeCouleurPrix } from "@ecrin/domain";
import Box from "@mui/material/Box";

/** Spec 01 section 4: one colour per stade group ({2,4,8,11}, {3,7,9}, {1,6,10}); others plain. */
const COULEURS: Record<GroupeCouleurPrix, { color: string; label: string }> = {
  piece: { color: "#1565c0", label: "groupe pièce" },
  centreVide: { color: "#2e7d32", label: "groupe centre vide" },
  mfs: { color: "#b45309", label: "groupe MFS" },
};

/** A price shown in the colour of its stade's group. */
export function EditPrixStade({ prix, idStade }: { prix: string | null; idStade: number | null }) {
  if (prix === null) return <Box component="span">—</Box>;
  const groupe = groupeCouleurPrix(idStade);
  const style = groupe ? COULEURS[groupe] : null;
  return (
    <Box
      component="span"
      data-groupe={groupe ?? "aucun"}
      title={style ? `Prix selon le stade (${style.label})` : "Prix selon le stade"}
      sx={{ fontWeight: 600, color: style?.color ?? "text.primary" }}
    >
      {formatEuro(prix)}
    </Box>
  );
}
