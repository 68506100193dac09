import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

interface ToolsCardProps {
  /** The card's heading; also its accessible name. */
  titre: string;
  description: string;
  children: ReactNode;
}

/** One tool of /of/tools: a titled card with a line saying what it does. */
export function ToolsCard({ titre, description, children }: ToolsCardProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2, display: "grid", gap: 1.5, alignContent: "start" }}
    >
      <Typography id={id} variant="h6" component="h2">
        {titre}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      {children}
    </Paper>
  );
}
