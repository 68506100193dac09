import { MSG_WP_ANNULEE, MSG_WP_ERREUR, MSG_WP_TERMINEE, WP_ETAPES } from "@ecrin/domain";
import { eq } from "drizzle-orm";
import { wpProduit, wpRun } from "../db/schema/index.ts";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { WC, WpAnnulee, WpClient } from "./wp.client.ts";
import { envoyerImages } from "./wp.images.ts";
import type { Compte, Passe } from "./wp.passe.ts";
import { synchroniserProduits } from "./wp.produits.ts";
import { produitsMarques } from "./wp.queries.ts";
import { synchroniserVariations } from "./wp.variations.ts";

/** The console's clock: the workshop's (Paris) time, as the page shows the run's dates, whatever the server's zone. */
const HORLOGE = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
const heure = () => HORLOGE.format(new Date());

/** The run being executed: its row, and the flag its cancellation sets. */
export interface RunCourant {
  id: number;
  annule: boolean;
}

/**
 * One run, from its started row to its end: reads the shop (10 %), uploads the changed images (30 %),
 * creates, updates and deletes products (60 %) and their variations (80 %), and ends (100 %). Its
 * progress, status line, counts and console are written to its row after each step; any failure ends
 * it with the error status, a cancellation with the cancelled one.
 */
export async function executerRun(
  ctx: AppContext,
  run: RunCourant,
  idUser: number,
  baseMs: number,
): Promise<void> {
  const journal: string[] = [];
  const compte: Compte = { crees: 0, modifies: 0, supprimes: 0, images: 0 };
  const log = (ligne: string) => journal.push(`${heure()} ${ligne}`);
  const maj = (champs: Partial<typeof wpRun.$inferInsert>) =>
    withTx(ctx.db, idUser, (tx) =>
      tx
        .update(wpRun)
        .set({ ...champs, ...compte, journal: journal.join("\n") })
        .where(eq(wpRun.id, run.id)),
    );
  const client = new WpClient({
    url: ctx.settings.wpUrl,
    cle: ctx.settings.wpCleClient,
    secret: ctx.settings.wpSecretClient,
    baseMs,
    annule: () => run.annule,
    log,
  });
  const passe: Passe = {
    ctx,
    idUser,
    client,
    compte,
    log,
    verifierAnnulation: () => {
      if (run.annule) throw new WpAnnulee();
    },
  };

  try {
    log("Lecture des produits de la boutique...");
    await maj({ message: "Lecture de la boutique..." });
    const boutique = await client.tout<{ id: number }>(`${WC}/products`);
    const marques = await produitsMarques(ctx.db);
    const memos = new Map((await ctx.db.select().from(wpProduit)).map((m) => [m.idCv, m]));
    log(`${boutique.length} produit(s) dans la boutique, ${marques.length} à afficher.`);
    await maj({ progression: WP_ETAPES.lecture, message: "Boutique lue. Envoi des images..." });

    const medias = await envoyerImages(passe, marques, memos);
    await maj({ progression: WP_ETAPES.images, message: "Images envoyées. Mise à jour des produits..." });

    const idsBoutique = new Set(boutique.map((p) => p.id));
    const produits = await synchroniserProduits(passe, marques, medias, memos, idsBoutique);
    await maj({ progression: WP_ETAPES.produits, message: "Produits à jour. Mise à jour des variations..." });

    await synchroniserVariations(passe, marques, produits);
    await maj({ progression: WP_ETAPES.variations, message: "Variations à jour." });

    log(
      `Terminé : ${compte.crees} création(s), ${compte.modifies} mise(s) à jour, ${compte.supprimes} suppression(s), ${compte.images} image(s).`,
    );
    await maj({ progression: WP_ETAPES.fin, statut: "termine", message: MSG_WP_TERMINEE, fin: new Date() });
  } catch (e) {
    const annulee = e instanceof WpAnnulee;
    log(annulee ? MSG_WP_ANNULEE : `Erreur : ${e instanceof Error ? e.message : String(e)}`);
    await maj({
      statut: annulee ? "annule" : "erreur",
      message: annulee ? MSG_WP_ANNULEE : MSG_WP_ERREUR,
      fin: new Date(),
    }).catch(() => {});
  }
}
