import { type CarteJoaillier, formatDate, formatPoids } from "@ecrin/domain";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { PeseeBouton } from "./PeseeBouton.tsx";

/** OF numbers shown on a card; the rest is counted. */
const OFS_AFFICHES = 8;

/** An avatar is a URL, or the name of an uploaded image; the initials show when it does not load. */
function avatarSrc(avatar: string | null): string | undefined {
  if (!avatar) return undefined;
  if (/^(https?:)?\/\//.test(avatar) || avatar.startsWith("/")) return avatar;
  return `/api/images/thumb/${encodeURIComponent(avatar)}?size=100`;
}

const initiales = (label: string) =>
  label
    .split(/\s+/)
    .map((m) => m[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

function Ligne({ label, valeur, fort = false }: { label: string; valeur: string; fort?: boolean }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: fort ? 700 : 400 }} aria-label={label}>
        {valeur}
      </Typography>
    </Box>
  );
}

interface AtelierCarteProps {
  carte: CarteJoaillier;
  selectionnee: boolean;
  onSelect: () => void;
}

/** A jeweller's card: avatar, OFs in progress, gold box balance, OF weight, balance, 'Faire Pesée'. */
export function AtelierCarte({ carte, selectionnee, onSelect }: AtelierCarteProps) {
  const { nb, listeOf } = carte.ofs;
  return (
    <Card
      component="section"
      aria-label={carte.label}
      variant="outlined"
      sx={{ borderColor: selectionnee ? "primary.main" : undefined, borderWidth: selectionnee ? 2 : 1 }}
    >
      <CardHeader
        avatar={
          <Avatar src={avatarSrc(carte.avatar)} alt={carte.label}>
            {initiales(carte.label)}
          </Avatar>
        }
        title={carte.label}
        slotProps={{ title: { variant: "subtitle1", component: "h2" } }}
        subheader={
          carte.dernierePesee ? `Dernière pesée : ${formatDate(carte.dernierePesee)}` : "Jamais pesé"
        }
      />
      <CardContent sx={{ display: "grid", gap: 0.5, pt: 0 }}>
        <Ligne label="OF en cours" valeur={String(nb)} />
        {nb > 0 && (
          <Box aria-label="Numéros des OF en cours" sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
            {listeOf.slice(0, OFS_AFFICHES).map((n) => (
              <Chip key={n} label={n} size="small" />
            ))}
            {listeOf.length > OFS_AFFICHES && (
              <Chip label={`+${listeOf.length - OFS_AFFICHES}`} size="small" variant="outlined" />
            )}
          </Box>
        )}
        <Ligne label="Solde Boîte Or" valeur={formatPoids(carte.soldeBoiteOr)} />
        <Ligne label="Poids OF" valeur={formatPoids(carte.soldeOf)} />
        <Ligne label="Solde" valeur={formatPoids(carte.solde)} fort />
      </CardContent>
      <CardActions sx={{ justifyContent: "space-between" }}>
        <Button size="small" onClick={onSelect} aria-pressed={selectionnee}>
          Production
        </Button>
        <PeseeBouton carte={carte} />
      </CardActions>
    </Card>
  );
}
