import { createReadStream } from "node:fs";
import {
  affectationSchema,
  COLONNES_IMAGES,
  desaffectationSchema,
  formatDuNom,
  IMAGE_ENVOI_MAX_OCTETS,
  isTailleMiniature,
  listQuerySchema,
  MSG_IMAGE_ENVOI_ILLISIBLE,
  MSG_IMAGE_FICHIER_ABSENT,
  MSG_IMAGE_TROP_LOURDE,
  MSG_MINIATURE_TAILLE,
  nomImageSchema,
  rechercheImageSchema,
  renommageSchema,
} from "@ecrin/domain";
import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { BusinessError, refus } from "../http/errors.ts";
import { listRoute } from "../http/list.ts";
import { IMAGE_SORTS, type ImageSort, listImages, produitsAffectation } from "./images.queries.ts";
import * as service from "./images.service.ts";
import { type FichierServi, fichierImage, miniature } from "./thumbs.ts";

const nomParams = z.object({ nom: nomImageSchema });
const listQuery = listQuerySchema(Object.keys(IMAGE_SORTS), "nom");
const thumbQuery = z.object({
  size: z.coerce.number({ error: MSG_MINIATURE_TAILLE }).refine(isTailleMiniature, MSG_MINIATURE_TAILLE),
});

const CONTENT_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** Thumbnails and originals: kept 5 minutes by the browser, then revalidated (304 when unchanged). */
function servir(request: FastifyRequest, reply: FastifyReply, nom: string, fichier: FichierServi) {
  const etag = `"${Math.trunc(fichier.stats.mtimeMs).toString(36)}-${fichier.stats.size.toString(36)}"`;
  const modifie = fichier.stats.mtime.toUTCString();
  reply
    .header("cache-control", "private, max-age=300")
    .header("etag", etag)
    .header("last-modified", modifie)
    .header("x-content-type-options", "nosniff");
  const ifNoneMatch = request.headers["if-none-match"];
  const ifModifiedSince = request.headers["if-modified-since"];
  const inchange =
    ifNoneMatch !== undefined
      ? ifNoneMatch.split(",").some((t) => t.trim() === etag)
      : ifModifiedSince !== undefined &&
        Date.parse(ifModifiedSince) >= Math.trunc(fichier.stats.mtimeMs / 1000) * 1000;
  if (inchange) return reply.status(304).send();
  return reply
    .type(CONTENT_TYPES[formatDuNom(nom) ?? "jpeg"])
    .header("content-length", fichier.stats.size)
    .send(createReadStream(fichier.chemin));
}

/** Spec 02 sections 2.20 and 7 (Images): upload, gallery, thumbnails, assignment to products. */
export const imagesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // One file per request: each upload has its own progress, and a broken one fails alone.
    await app.register(multipart, { limits: { files: 1, fileSize: IMAGE_ENVOI_MAX_OCTETS, fields: 2 } });

    listRoute(app, {
      url: "/api/images",
      querystring: listQuery,
      columns: COLONNES_IMAGES,
      filename: "images",
      fetch: ({ query }, page) => listImages(ctx.db, query.q, query.sort as ImageSort, query.dir, page),
    });

    app.post("/api/images", { config: { upload: true } }, async (request, reply) => {
      if (!request.isMultipart()) refus({ code: "IMAGE_FICHIER_ABSENT", message: MSG_IMAGE_FICHIER_ABSENT });
      let fichier: Awaited<ReturnType<typeof request.file>>;
      let data: Buffer;
      try {
        fichier = await request.file();
        if (!fichier) refus({ code: "IMAGE_FICHIER_ABSENT", message: MSG_IMAGE_FICHIER_ABSENT });
        data = await fichier.toBuffer();
      } catch (e) {
        if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          refus({ code: "IMAGE_TROP_LOURDE", message: MSG_IMAGE_TROP_LOURDE });
        }
        // Reading the upload runs in memory: what fails there (a missing or broken boundary, a body
        // cut short) is the request's fault, never the server's. Refusals that carry a status keep it.
        const status = (e as { statusCode?: number }).statusCode;
        if (e instanceof BusinessError || (status !== undefined && status < 500)) throw e;
        refus({ code: "IMAGE_ENVOI_ILLISIBLE", message: MSG_IMAGE_ENVOI_ILLISIBLE });
      }
      const envoyee = await service.envoyerImage(ctx, actor(request.user).idUser, fichier.filename, data);
      return reply.status(201).send(envoyee);
    });

    app.put("/api/images/:nom", { schema: { params: nomParams, body: renommageSchema } }, async (request) =>
      service.renommerImage(ctx, actor(request.user).idUser, request.params.nom, request.body.nouveauNom),
    );

    app.delete("/api/images/:nom", { schema: { params: nomParams } }, async (request) =>
      service.supprimerImage(ctx, actor(request.user).idUser, request.params.nom),
    );

    app.get(
      "/api/images/thumb/:nom",
      { schema: { params: nomParams, querystring: thumbQuery } },
      async (request, reply) => {
        const { nom } = request.params;
        const taille = request.query.size;
        if (!isTailleMiniature(taille)) refus({ code: "MINIATURE_TAILLE", message: MSG_MINIATURE_TAILLE });
        return servir(request, reply, nom, await miniature(ctx.config.imagesDir, nom, taille));
      },
    );

    app.get("/api/images/file/:nom", { schema: { params: nomParams } }, async (request, reply) =>
      servir(
        request,
        reply,
        request.params.nom,
        await fichierImage(ctx.config.imagesDir, request.params.nom),
      ),
    );

    app.get(
      "/api/images/affectation/produits",
      { schema: { querystring: rechercheImageSchema } },
      async (request) => produitsAffectation(ctx.db, request.query.q),
    );

    app.post("/api/images/affectation", { schema: { body: affectationSchema } }, async (request) =>
      service.affecterImage(ctx, actor(request.user).idUser, request.body),
    );

    app.post("/api/images/desaffectation", { schema: { body: desaffectationSchema } }, async (request) =>
      service.desaffecterImage(ctx, actor(request.user).idUser, request.body),
    );
  };
