import { loginSchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import * as auth from "./auth.service.ts";
import { scheduleSessionPurge } from "./session-purge.ts";

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    scheduleSessionPurge(app, ctx.db);
    const cookieOptions = {
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: ctx.config.secureCookies,
    };

    app.post(
      "/api/auth/login",
      { schema: { body: loginSchema }, config: { access: "public" } },
      async (request, reply) => {
        const result = await auth.login(ctx, request.body, request.ip);
        reply.setCookie(auth.SESSION_COOKIE, result.token, { ...cookieOptions, expires: result.expiresAt });
        return { user: result.user };
      },
    );

    app.post("/api/auth/logout", async (request, reply) => {
      await auth.logout(ctx, request.cookies[auth.SESSION_COOKIE]);
      reply.clearCookie(auth.SESSION_COOKIE, cookieOptions);
      return reply.status(204).send();
    });

    app.get("/api/auth/session", async (request) => ({ user: request.user }));
  };
