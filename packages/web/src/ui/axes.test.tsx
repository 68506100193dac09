import { ThemeProvider } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../theme.ts";
import { AXE_UNITES_ENTIERES } from "./axes.ts";

const NNBSP = "\u202f";

function ticks(data: number[]): string[] {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <BarChart
        width={400}
        height={300}
        skipAnimation
        xAxis={[{ scaleType: "band", data: data.map((_, i) => `S${i + 1}`) }]}
        yAxis={[{ ...AXE_UNITES_ENTIERES, id: "y" }]}
        series={[{ data }]}
      />
    </ThemeProvider>,
  );
  return [...container.querySelectorAll(".MuiChartsAxis-directionY .MuiChartsAxis-tickLabel")].map(
    (t) => t.textContent ?? "",
  );
}

describe("a value axis of whole units (/suivi_production, issue 28.9)", () => {
  it("counts 0 and 1 article as 0 and 1, never 0.2 or 0,2", () => {
    const t = ticks([0, 1]);
    expect(t).toContain("0");
    expect(t).toContain("1");
    for (const l of t) expect(l).toMatch(/^\d+$/);
  });

  it("writes thousands with a narrow no-break space", () => {
    expect(ticks([0, 2500])).toContain(`2${NNBSP}000`);
  });
});
