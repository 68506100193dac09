import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";

/** Being built. */
export const finalisationRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
