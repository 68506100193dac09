import type { Page } from "@playwright/test";

/** /filter: the status doughnut, the OFs of a clicked status, the three OF lists. */
export class FilterPage {
  constructor(private readonly page: Page) {}

  repartitionTitle() {
    return this.page.getByRole("heading", { name: /^Répartition des OFs par Statut/ });
  }

  /** The slices of the doughnut, in the order of the statuses. */
  slices() {
    return this.page
      .getByRole("figure", { name: "Répartition des OFs par Statut" })
      .locator("path[data-index]");
  }

  /**
   * Clicks inside a slice, as a user does: the chart hit-tests the pointer on its own surface, so the
   * click lands on a point found inside the arc's fill (not its bounding box's centre, maybe in the hole).
   */
  async clickSlice(index: number) {
    await this.slices().nth(index).scrollIntoViewIfNeeded();
    const point = await this.slices()
      .nth(index)
      .evaluate((el) => {
        const path = el as SVGPathElement;
        const box = path.getBBox();
        const matrix = path.getScreenCTM();
        const svg = path.ownerSVGElement;
        if (!matrix || !svg) return null;
        for (let i = 1; i < 20; i++) {
          for (let j = 1; j < 20; j++) {
            const p = svg.createSVGPoint();
            p.x = box.x + (box.width * i) / 20;
            p.y = box.y + (box.height * j) / 20;
            if (path.isPointInFill(p)) {
              const s = p.matrixTransform(matrix);
              return { x: s.x, y: s.y };
            }
          }
        }
        return null;
      });
    if (!point) throw new Error(`slice ${index}: no point inside`);
    await this.page.mouse.click(point.x, point.y);
  }

  statusChip(statut: number) {
    return this.page.getByRole("button", { name: new RegExp(`^${statut} `) });
  }

  statusList() {
    return this.page.getByRole("heading", { name: /^OFs au statut/ });
  }

  statusGrid(statut: number) {
    return this.page.getByRole("grid", { name: `OFs au statut ${statut}` });
  }

  section(titre: "OFS EN COURS" | "OFS LIVRES" | "OFS EXTENSIA") {
    return this.page.getByRole("button", { name: new RegExp(`^${titre}`) });
  }

  grid(titre: "OFS EN COURS" | "OFS LIVRES" | "OFS EXTENSIA") {
    return this.page.getByRole("grid", { name: titre });
  }
}
