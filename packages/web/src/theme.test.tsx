import { ThemeProvider } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "./theme.ts";

describe("theme", () => {
  it("speaks French in the charts too: an empty chart says 'Pas de données'", async () => {
    render(
      <ThemeProvider theme={theme}>
        <BarChart series={[]} xAxis={[{ data: [], scaleType: "band" }]} width={300} height={200} />
      </ThemeProvider>,
    );
    expect(await screen.findByText("Pas de données")).toBeTruthy();
  });

  it("has a clear blue for rises (/comparaison_ca above +5 %), far from the navy of the text and buttons", () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [r, g, b] = rgb(theme.palette.info.main);
    expect(theme.palette.info.main).toBe("#1565c0");
    // Blue dominates, and it is much lighter than the navy #1f2a44 of the theme's primary colour.
    expect(b! > r! + 100 && b! > g!).toBe(true);
    const clarte = (c: number[]) => c.reduce((s, x) => s + x, 0);
    expect(clarte([r!, g!, b!]) - clarte(rgb(theme.palette.primary.main))).toBeGreaterThan(150);
  });
});
