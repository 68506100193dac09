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
});
