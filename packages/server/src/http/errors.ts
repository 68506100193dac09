import { MSG_ERREUR_SERVEUR, MSG_REQUETE_INVALIDE, MSG_SUPPRESSION_IMPOSSIBLE_LIEE } from "@ecrin/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";

/** An expected refusal, with the spec's French message; services throw it, the handler answers it. */
export class BusinessError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
    this.name = "BusinessError";
  }
}

export const notFound = (message: string) => new BusinessError(404, message);

function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join(".") || "_";
    out[key] ??= i.message;
  }
  return out;
}

interface PgLikeError {
  code?: string;
  constraint?: string;
}

/** Every failure leaves as a French message with a 4xx, or a logged 500 that reveals nothing. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BusinessError | ZodError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.status(error.status).send({
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.code ? { code: error.code } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fieldErrors[key] ??= v.message ?? MSG_REQUETE_INVALIDE;
      }
      const first = Object.values(fieldErrors)[0] ?? MSG_REQUETE_INVALIDE;
      return reply.status(400).send({ message: first, fieldErrors });
    }
    if (error instanceof ZodError) {
      const fieldErrors = fieldErrorsOf(error.issues);
      return reply
        .status(400)
        .send({ message: error.issues[0]?.message ?? MSG_REQUETE_INVALIDE, fieldErrors });
    }
    const pgCode = (error as PgLikeError).code ?? (error as { cause?: PgLikeError }).cause?.code;
    if (pgCode === "23503") return reply.status(409).send({ message: MSG_SUPPRESSION_IMPOSSIBLE_LIEE });
    if (pgCode === "23505") return reply.status(409).send({ message: "Cet enregistrement existe déjà." });
    if (pgCode === "23514" || pgCode === "22003" || pgCode === "22P02") {
      return reply.status(400).send({ message: MSG_REQUETE_INVALIDE });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: MSG_REQUETE_INVALIDE });
    }
    request.log.error(
      { err: error, method: request.method, route: request.routeOptions.url ?? request.url },
      "erreur inattendue",
    );
    return reply.status(500).send({ message: MSG_ERREUR_SERVEUR });
  });
}
