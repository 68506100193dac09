import { createHash } from "node:crypto";
import { CODE_CLE_ENVOI_AUTRE_DEMANDE, cleEnvoiSchema, MSG_CLE_ENVOI_AUTRE_DEMANDE } from "@ecrin/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../db/connection.ts";
import { idempotence } from "../db/schema/index.ts";
import { type Tx, withTx } from "../db/tx.ts";
import { actor } from "./context.ts";
import { refus } from "./errors.ts";

/**
 * No double documents, no double movements: the commands that issue a document (credit note, bill of
 * exchange, invoice) or record a movement (metal, stones, gold box, police register) take an
 * Idempotency-Key, one per form submission (the list: README, guarantees). The key is claimed in the command's own
 * transaction (INSERT ... ON CONFLICT DO NOTHING on the primary key user + key), so:
 * - a repeated key answers the first result (same status, same body) and issues nothing;
 * - a second request with the key while the first runs waits on the first's uncommitted row, then
 *   reads its answer (or, if the first rolled back, runs the command itself);
 * - a refused or failed command rolls back its key with its document: a corrected retry runs.
 */

/**
 * The route schema part (Node lower-cases header names): the key is required, 400 with a French message
 * if missing or not a UUID. Loose: the other headers stay as they came.
 */
export const idempotencyHeaders = z.looseObject({ "idempotency-key": cleEnvoiSchema });

/** Who sends which command with which key. */
export interface IdempotentRequest {
  key: string;
  idUser: number;
  /** "POST /api/...": the same key on another route is refused. */
  route: string;
}

/** What the route answers: the first result, stored or just made. */
export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/** A command creates a document or a movement unless it says otherwise (a change of state: 200). */
const CREATED = 201;
/** A key answers its first result for a day at least; older ones are purged as new ones come. */
const RETENTION = "24 hours";
/** Purged per command at most, so a claim never does more than a bounded amount of extra work. */
const PURGE_BATCH = 100;

export function idempotentRequest(request: FastifyRequest): IdempotentRequest {
  return {
    key: cleEnvoiSchema.parse(request.headers["idempotency-key"]),
    idUser: actor(request.user).idUser,
    route: `${request.method} ${request.routeOptions.url}`,
  };
}

export function sendAnswer<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  return reply.status(answer.status).send(answer.body);
}

/** The validated body, keys sorted at every level: the same request always hashes the same. */
function bodyHash(input: unknown): string {
  const json = JSON.stringify(input, (_k, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
  return createHash("sha256")
    .update(json ?? "")
    .digest("hex");
}

/**
 * Runs a document-issuing command once per key, in ONE transaction for the acting user (withTx):
 * the claim of the key, the command, and its stored answer commit or roll back together.
 */
export function withIdempotency<T>(
  db: Db,
  request: IdempotentRequest,
  input: unknown,
  command: (tx: Tx) => Promise<T>,
  status = CREATED,
): Promise<IdempotentAnswer<T>> {
  const hash = bodyHash(input);
  const row = and(eq(idempotence.idUser, request.idUser), eq(idempotence.key, request.key));
  return withTx(db, request.idUser, async (tx) => {
    const claimed = await tx
      .insert(idempotence)
      .values({ key: request.key, idUser: request.idUser, route: request.route, bodyHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotence.key });
    if (claimed.length === 0) {
      // Committed by an earlier request (waited for if it was running): READ COMMITTED, a new
      // statement sees it.
      const [first] = await tx.select().from(idempotence).where(row);
      if (!first || first.status === null) throw new Error("idempotence: answer missing for a claimed key");
      if (first.route !== request.route || first.bodyHash !== hash) {
        refus({ code: CODE_CLE_ENVOI_AUTRE_DEMANDE, message: MSG_CLE_ENVOI_AUTRE_DEMANDE });
      }
      // Stored from a T by the branch below.
      return { status: first.status, body: first.response as T, replayed: true };
    }
    await purge(tx);
    const body = await command(tx);
    // json keeps no undefined: a command answering nothing stores null.
    await tx
      .update(idempotence)
      .set({ status, response: body ?? null })
      .where(row);
    return { status, body, replayed: false };
  });
}

/**
 * Old keys go as new ones come. SKIP LOCKED: two commands purging at once never wait for each other
 * (nor deadlock over the same old rows); what one skips the next takes.
 */
async function purge(tx: Tx): Promise<void> {
  await tx.execute(sql`
    delete from ${idempotence} where (id_user, key) in (
      select id_user, key from ${idempotence}
      where created_at < now() - ${RETENTION}::interval
      limit ${PURGE_BATCH} for update skip locked)`);
}
