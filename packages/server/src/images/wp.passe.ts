import { createHash } from "node:crypto";
import type { wpProduit } from "../db/schema/index.ts";
import type { AppContext } from "../http/context.ts";
import type { WpClient } from "./wp.client.ts";

/** The counts a run shows (items of products and variations together, images uploaded). */
export interface Compte {
  crees: number;
  modifies: number;
  supprimes: number;
  images: number;
}

/** What the steps of one run share: the shop, who started the run, its counts and console, its cancel flag. */
export interface Passe {
  ctx: AppContext;
  idUser: number;
  client: WpClient;
  compte: Compte;
  /** One line of the run's console. */
  log: (ligne: string) => void;
  /** Throws `WpAnnulee` once the run is cancelled (asked before each call to the shop). */
  verifierAnnulation: () => void;
}

/** What is remembered of a shop product: its shop id, fingerprint, media id and the image it was made from. */
export type MemoProduit = typeof wpProduit.$inferSelect;

/** What was last sent of an item, remembered with its shop id: an unchanged item is not sent again. */
export const empreinte = (v: unknown) => createHash("sha256").update(JSON.stringify(v)).digest("hex");
