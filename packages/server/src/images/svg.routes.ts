import { nomFichierSvg, svgExportSchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { exportSvg } from "./svg.ts";

/** /svg (spec 03 section 2.20): the text as an SVG file of outlines, named after the text. */
export const svgRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post("/api/images/svg", { schema: { body: svgExportSchema } }, async (request, reply) => {
      const svg = await exportSvg(request.body);
      const nom = nomFichierSvg(request.body.texte);
      return reply
        .header("content-type", "image/svg+xml; charset=utf-8")
        .header("content-disposition", `attachment; filename="${nom}"`)
        .send(svg);
    });
  };
