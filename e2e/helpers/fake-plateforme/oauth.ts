import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Envoyer } from "./flux.ts";

/** The client credentials the fake accepts. */
export const CLIENT_FAKE = { id: "ecrin", secret: "secret-de-test" };

/**
 * `POST /oauth/token`: OAuth2 client credentials, by HTTP Basic or in the form; a granted token is added
 * to `jetons`.
 */
export function delivrerJeton(req: IncomingMessage, brut: Buffer, jetons: Set<string>, envoyer: Envoyer) {
  const attendu = `Basic ${Buffer.from(`${CLIENT_FAKE.id}:${CLIENT_FAKE.secret}`).toString("base64")}`;
  const form = new URLSearchParams(brut.toString());
  const parCorps =
    form.get("client_id") === CLIENT_FAKE.id && form.get("client_secret") === CLIENT_FAKE.secret;
  if (form.get("grant_type") !== "client_credentials" || (req.headers.authorization !== attendu && !parCorps))
    return envoyer(401, { error: "invalid_client" });
  const jeton = randomUUID();
  jetons.add(jeton);
  return envoyer(200, { access_token: jeton, token_type: "Bearer", expires_in: 3600 });
}

/** Whether the request carries a bearer token the fake delivered. */
export function porteurValide(req: IncomingMessage, jetons: Set<string>): boolean {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
  return bearer !== undefined && jetons.has(bearer);
}
