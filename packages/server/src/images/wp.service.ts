import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import {
  type CvWp,
  dec,
  type ElementSync,
  lots,
  MSG_WP_ANNULEE,
  MSG_WP_EN_COURS,
  MSG_WP_ERREUR,
  MSG_WP_NON_CONFIGURE,
  MSG_WP_TERMINEE,
  planSync,
  produitWoo,
  type RunWp,
  type StatutWp,
  variationWoo,
  WP_ETAPES,
} from "@ecrin/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import { isUniqueViolation } from "../db/pg-errors.ts";
import {
  centre,
  centreVide,
  produit,
  utilisateur,
  wpProduit,
  wpRun,
  wpVariation,
} from "../db/schema/index.ts";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { BusinessError, notFound } from "../http/errors.ts";
import { prixDesCentres } from "../produits/index.ts";
import { cheminImage } from "./storage.ts";
import { WpAnnulee, WpClient } from "./wp.client.ts";

const WC = "/wp-json/wc/v3";
const empreinte = (v: unknown) => createHash("sha256").update(JSON.stringify(v)).digest("hex");
const heure = () => new Date().toTimeString().slice(0, 8);

interface Batch {
  create?: { id: number; error?: { message?: string } }[];
  update?: { id: number; error?: { message?: string } }[];
  delete?: { id: number; error?: { message?: string } }[];
}

/** The marked products (centre vide `wordpress` = 1) with their priced centres. */
async function produitsMarques(ctx: AppContext): Promise<CvWp[]> {
  const cvs = await ctx.db
    .select({
      idCv: centreVide.idCv,
      ref: centreVide.ref,
      ligne: centreVide.nomLigne,
      image: centreVide.image,
    })
    .from(centreVide)
    .where(eq(centreVide.wordpress, 1))
    .orderBy(centreVide.idCv);
  if (cvs.length === 0) return [];
  const centres = await ctx.db
    .select({
      idCentre: centre.idCentre,
      idCv: centre.idCv,
      ref: centre.ref,
      description: centre.description,
      poidsMg: produit.poids,
    })
    .from(centre)
    .innerJoin(produit, eq(produit.idCentre, centre.idCentre))
    .where(
      inArray(
        centre.idCv,
        cvs.map((c) => c.idCv),
      ),
    )
    .orderBy(centre.idCentre);
  const prix = await prixDesCentres(
    ctx.db,
    centres.map((c) => c.idCentre),
  );
  return cvs.map((cv) => ({
    ...cv,
    centres: centres
      .filter((c) => c.idCv === cv.idCv)
      .map((c) => ({
        idCentre: c.idCentre,
        ref: c.ref,
        description: c.description,
        prix: prix.get(c.idCentre)?.prix.total3 ?? "0.00",
        poidsG: c.poidsMg === null ? null : dec(c.poidsMg).div(1000).toFixed(3),
      })),
  }));
}

function toRun(r: typeof wpRun.$inferSelect & { login: string | null }): RunWp {
  return {
    id: r.id,
    debut: r.debut.toISOString(),
    fin: r.fin?.toISOString() ?? null,
    utilisateur: r.login,
    statut: r.statut as StatutWp,
    progression: r.progression,
    message: r.message,
    journal: r.journal === "" ? [] : r.journal.split("\n"),
    crees: r.crees,
    modifies: r.modifies,
    supprimes: r.supprimes,
    images: r.images,
  };
}

/**
 * The web-shop sync: one run at a time, on the server (the page follows it by polling; it goes on
 * when the page is closed). A run reads the shop (10 %), uploads the changed images (30 %), creates,
 * updates and deletes products (60 %) and their variations (80 %) in batches, and ends (100 %).
 */
export class WpSync {
  private courant: { id: number; annule: boolean; fini: Promise<void> } | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly baseMs: number,
  ) {}

  /** Runs left 'en_cours' by a stopped server are closed as errors (else none could ever start). */
  async reprendre(): Promise<void> {
    await this.ctx.db
      .update(wpRun)
      .set({
        statut: "erreur",
        fin: new Date(),
        message: "Interrompue : le serveur s'est arrêté pendant la synchronisation.",
      })
      .where(eq(wpRun.statut, "en_cours"));
  }

  async demarrer(idUser: number): Promise<number> {
    const s = this.ctx.settings;
    if (!s.wpUrl || !s.wpCleClient || !s.wpSecretClient) {
      throw new BusinessError(409, MSG_WP_NON_CONFIGURE, undefined, "WP_NON_CONFIGURE");
    }
    if (this.courant) throw new BusinessError(409, MSG_WP_EN_COURS, undefined, "WP_EN_COURS");
    let id: number;
    try {
      const rows = await withTx(this.ctx.db, idUser, (tx) =>
        tx.insert(wpRun).values({ idUser, message: "Démarrage..." }).returning({ id: wpRun.id }),
      );
      id = rows[0]!.id;
    } catch (e) {
      if (isUniqueViolation(e)) throw new BusinessError(409, MSG_WP_EN_COURS, undefined, "WP_EN_COURS");
      throw e;
    }
    const run = { id, annule: false, fini: Promise.resolve() };
    run.fini = this.executer(run, idUser).finally(() => {
      this.courant = null;
    });
    this.courant = run;
    return id;
  }

  annuler(id: number): boolean {
    if (this.courant?.id !== id) return false;
    this.courant.annule = true;
    return true;
  }

  /** Waits for the running sync (server shutdown, tests). */
  async attendre(): Promise<void> {
    await this.courant?.fini;
  }

  async etat(id: number): Promise<RunWp> {
    const rows = await this.ctx.db
      .select({ run: wpRun, login: utilisateur.login })
      .from(wpRun)
      .leftJoin(utilisateur, eq(utilisateur.idUser, wpRun.idUser))
      .where(eq(wpRun.id, id));
    const r = rows[0];
    if (!r) throw notFound("Synchronisation introuvable.");
    return toRun({ ...r.run, login: r.login });
  }

  async derniers(n = 20): Promise<RunWp[]> {
    const rows = await this.ctx.db
      .select({ run: wpRun, login: utilisateur.login })
      .from(wpRun)
      .leftJoin(utilisateur, eq(utilisateur.idUser, wpRun.idUser))
      .orderBy(desc(wpRun.id))
      .limit(n);
    return rows.map((r) => ({ ...toRun({ ...r.run, login: r.login }), journal: [] }));
  }

  private async executer(run: { id: number; annule: boolean }, idUser: number): Promise<void> {
    const { ctx } = this;
    const journal: string[] = [];
    const compte = { crees: 0, modifies: 0, supprimes: 0, images: 0 };
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
      baseMs: this.baseMs,
      annule: () => run.annule,
      log,
    });
    const verifierAnnulation = () => {
      if (run.annule) throw new WpAnnulee();
    };
    const erreurs = (r: Batch) => {
      for (const item of [...(r.create ?? []), ...(r.update ?? []), ...(r.delete ?? [])]) {
        if (item.error) throw new Error(`refus de la boutique : ${item.error.message ?? "erreur"}`);
      }
    };

    try {
      log("Lecture des produits de la boutique...");
      await maj({ message: "Lecture de la boutique..." });
      const boutique = await client.tout<{ id: number }>(`${WC}/products`);
      const idsBoutique = new Set(boutique.map((p) => p.id));
      const marques = await produitsMarques(ctx);
      const memos = new Map((await ctx.db.select().from(wpProduit)).map((m) => [m.idCv, m]));
      log(`${boutique.length} produit(s) dans la boutique, ${marques.length} à afficher.`);
      await maj({ progression: WP_ETAPES.lecture, message: "Boutique lue. Envoi des images..." });

      // Images: uploaded once; sent again only when the image or its file changed.
      const medias = new Map<number, number | null>();
      for (const cv of marques) {
        verifierAnnulation();
        const memo = memos.get(cv.idCv);
        if (!cv.image) {
          medias.set(cv.idCv, null);
          continue;
        }
        const chemin = cheminImage(ctx.config.imagesDir, cv.image);
        const fichier = await stat(chemin).catch(() => null);
        if (!fichier) {
          log(`Image ${cv.image} absente du dossier : produit ${cv.ref} envoyé sans photo.`);
          medias.set(cv.idCv, null);
          continue;
        }
        const emp = `${fichier.size}-${Math.trunc(fichier.mtimeMs)}`;
        if (memo?.mediaId && memo.imageNom === cv.image && memo.imageEmpreinte === emp) {
          medias.set(cv.idCv, memo.mediaId);
          continue;
        }
        const { data } = await client.appel<{ id: number }>(
          "POST",
          "/wp-json/wp/v2/media",
          await readFile(chemin),
          {
            "Content-Type": cv.image.toLowerCase().endsWith(".png") ? "image/png" : "image/jpeg",
            "Content-Disposition": `attachment; filename="${cv.image.replace(/"/g, "")}"`,
          },
        );
        medias.set(cv.idCv, data.id);
        compte.images++;
        log(`Image ${cv.image} envoyée (média ${data.id}).`);
        await withTx(ctx.db, idUser, (tx) =>
          tx
            .insert(wpProduit)
            .values({ idCv: cv.idCv, mediaId: data.id, imageNom: cv.image, imageEmpreinte: emp })
            .onConflictDoUpdate({
              target: wpProduit.idCv,
              set: { mediaId: data.id, imageNom: cv.image, imageEmpreinte: emp },
            }),
        );
      }
      await maj({ progression: WP_ETAPES.images, message: "Images envoyées. Mise à jour des produits..." });

      // Products: created, updated (fingerprint changed), deleted (no longer marked).
      const payloads = new Map(marques.map((cv) => [cv.idCv, produitWoo(cv, medias.get(cv.idCv) ?? null)]));
      const marquesIds = new Set(marques.map((cv) => cv.idCv));
      const elements: ElementSync<number>[] = marques.map((cv) => {
        const m = memos.get(cv.idCv);
        return {
          cle: cv.idCv,
          empreinte: empreinte(payloads.get(cv.idCv)),
          memo: m?.wpId ? { wpId: m.wpId, empreinte: m.empreinte ?? "" } : null,
        };
      });
      const orphelins = [...memos.values()]
        .filter((m) => !marquesIds.has(m.idCv))
        .map((m) => ({ cle: m.idCv, wpId: m.wpId ?? 0 }));
      const plan = planSync(elements, idsBoutique, orphelins);
      const wpIds = new Map<number, number>();
      for (const e of elements) if (e.memo && idsBoutique.has(e.memo.wpId)) wpIds.set(e.cle, e.memo.wpId);
      const nouveaux = new Set<number>();

      for (const lot of lots(plan.creer)) {
        verifierAnnulation();
        const { data } = await client.appel<Batch>("POST", `${WC}/products/batch`, {
          create: lot.map((id) => payloads.get(id)),
        });
        erreurs(data);
        await withTx(ctx.db, idUser, async (tx) => {
          for (const [i, idCv] of lot.entries()) {
            const wpId = data.create?.[i]?.id ?? 0;
            wpIds.set(idCv, wpId);
            nouveaux.add(idCv);
            const emp = empreinte(payloads.get(idCv));
            await tx
              .insert(wpProduit)
              .values({ idCv, wpId, empreinte: emp })
              .onConflictDoUpdate({ target: wpProduit.idCv, set: { wpId, empreinte: emp } });
            // Its variations were never in this shop product: they are all to create.
            await tx.delete(wpVariation).where(eq(wpVariation.idCv, idCv));
          }
        });
        compte.crees += lot.length;
        log(`${lot.length} produit(s) créé(s).`);
      }
      for (const lot of lots(plan.modifier)) {
        verifierAnnulation();
        const { data } = await client.appel<Batch>("POST", `${WC}/products/batch`, {
          update: lot.map((m) => ({ id: m.wpId, ...payloads.get(m.cle) })),
        });
        erreurs(data);
        await withTx(ctx.db, idUser, async (tx) => {
          for (const m of lot) {
            await tx
              .update(wpProduit)
              .set({ empreinte: empreinte(payloads.get(m.cle)) })
              .where(eq(wpProduit.idCv, m.cle));
          }
        });
        compte.modifies += lot.length;
        log(`${lot.length} produit(s) mis à jour.`);
      }
      for (const lot of lots(plan.supprimer)) {
        verifierAnnulation();
        const { data } = await client.appel<Batch>("POST", `${WC}/products/batch`, {
          delete: lot.map((m) => m.wpId),
        });
        erreurs(data);
        compte.supprimes += lot.length;
        log(`${lot.length} produit(s) retiré(s) de la boutique.`);
      }
      // What is no longer marked is forgotten, whether it was still in the shop or not.
      const oublies = orphelins.map((o) => o.cle);
      if (oublies.length > 0) {
        await withTx(ctx.db, idUser, async (tx) => {
          await tx.delete(wpVariation).where(inArray(wpVariation.idCv, oublies));
          await tx.delete(wpProduit).where(inArray(wpProduit.idCv, oublies));
        });
      }
      await maj({
        progression: WP_ETAPES.produits,
        message: "Produits à jour. Mise à jour des variations...",
      });

      // Variations, product by product.
      const memoVariations = await ctx.db.select().from(wpVariation);
      for (const cv of marques) {
        verifierAnnulation();
        const produitId = wpIds.get(cv.idCv);
        if (!produitId) continue;
        const idsVariations = nouveaux.has(cv.idCv)
          ? new Set<number>()
          : new Set(
              (await client.tout<{ id: number }>(`${WC}/products/${produitId}/variations`)).map((v) => v.id),
            );
        const charges = new Map(cv.centres.map((c) => [c.idCentre, variationWoo(c)]));
        const memoCv = memoVariations.filter((m) => m.idCv === cv.idCv);
        const memoParCentre = new Map(memoCv.map((m) => [m.idCentre, m]));
        const p = planSync(
          cv.centres.map((c) => {
            const m = memoParCentre.get(c.idCentre);
            return {
              cle: c.idCentre,
              empreinte: empreinte(charges.get(c.idCentre)),
              memo: m ? { wpId: m.wpId, empreinte: m.empreinte } : null,
            };
          }),
          idsVariations,
          memoCv.filter((m) => !charges.has(m.idCentre)).map((m) => ({ cle: m.idCentre, wpId: m.wpId })),
        );
        const total = p.creer.length + p.modifier.length + p.supprimer.length;
        if (total === 0) continue;
        // One batch call takes create, update and delete together, 100 items at most.
        const items = [
          ...p.creer.map((cle) => ({ op: "create" as const, cle })),
          ...p.modifier.map((m) => ({ op: "update" as const, cle: m.cle, wpId: m.wpId })),
          ...p.supprimer.map((m) => ({ op: "delete" as const, cle: m.cle, wpId: m.wpId })),
        ];
        for (const lot of lots(items)) {
          verifierAnnulation();
          const creer = lot.filter((x) => x.op === "create");
          const modifier = lot.filter((x) => x.op === "update");
          const supprimer = lot.filter((x) => x.op === "delete");
          const corps: Record<string, unknown> = {};
          if (creer.length) corps.create = creer.map((x) => charges.get(x.cle));
          if (modifier.length) {
            corps.update = modifier.map((x) => ({ id: "wpId" in x ? x.wpId : 0, ...charges.get(x.cle) }));
          }
          if (supprimer.length) corps.delete = supprimer.map((x) => ("wpId" in x ? x.wpId : 0));
          const { data } = await client.appel<Batch>(
            "POST",
            `${WC}/products/${produitId}/variations/batch`,
            corps,
          );
          erreurs(data);
          await withTx(ctx.db, idUser, async (tx) => {
            for (const [i, x] of creer.entries()) {
              const wpId = data.create?.[i]?.id ?? 0;
              const emp = empreinte(charges.get(x.cle));
              await tx
                .insert(wpVariation)
                .values({ idCentre: x.cle, idCv: cv.idCv, wpId, empreinte: emp })
                .onConflictDoUpdate({
                  target: wpVariation.idCentre,
                  set: { wpId, empreinte: emp, idCv: cv.idCv },
                });
            }
            for (const x of modifier) {
              await tx
                .update(wpVariation)
                .set({ empreinte: empreinte(charges.get(x.cle)) })
                .where(eq(wpVariation.idCentre, x.cle));
            }
            if (supprimer.length) {
              await tx.delete(wpVariation).where(
                and(
                  eq(wpVariation.idCv, cv.idCv),
                  inArray(
                    wpVariation.idCentre,
                    supprimer.map((x) => x.cle),
                  ),
                ),
              );
            }
          });
          compte.crees += creer.length;
          compte.modifies += modifier.length;
          compte.supprimes += supprimer.length;
        }
        log(
          `${cv.ref} : ${p.creer.length} variation(s) créée(s), ${p.modifier.length} mise(s) à jour, ${p.supprimer.length} retirée(s).`,
        );
      }
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
}
