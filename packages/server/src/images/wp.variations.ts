import { type CvWp, lots, planSync, variationWoo } from "@ecrin/domain";
import { and, eq, inArray } from "drizzle-orm";
import { wpVariation } from "../db/schema/index.ts";
import { withTx } from "../db/tx.ts";
import { type Batch, verifierBatch, WC } from "./wp.client.ts";
import { empreinte, type Passe } from "./wp.passe.ts";
import type { ProduitsBoutique } from "./wp.produits.ts";

/**
 * The variations (the centres of each marked product), product by product: one batch call takes
 * create, update and delete together, 100 items at most. A product just created has none in the shop.
 */
export async function synchroniserVariations(
  p: Passe,
  marques: readonly CvWp[],
  { wpIds, nouveaux }: ProduitsBoutique,
): Promise<void> {
  const { ctx, client, compte, idUser } = p;
  const memoVariations = await ctx.db.select().from(wpVariation);
  for (const cv of marques) {
    p.verifierAnnulation();
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
    const plan = planSync(
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
    const total = plan.creer.length + plan.modifier.length + plan.supprimer.length;
    if (total === 0) continue;
    const items = [
      ...plan.creer.map((cle) => ({ op: "create" as const, cle })),
      ...plan.modifier.map((m) => ({ op: "update" as const, cle: m.cle, wpId: m.wpId })),
      ...plan.supprimer.map((m) => ({ op: "delete" as const, cle: m.cle, wpId: m.wpId })),
    ];
    for (const lot of lots(items)) {
      p.verifierAnnulation();
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
      verifierBatch(data);
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
    p.log(
      `${cv.ref} : ${plan.creer.length} variation(s) créée(s), ${plan.modifier.length} mise(s) à jour, ${plan.supprimer.length} retirée(s).`,
    );
  }
}
