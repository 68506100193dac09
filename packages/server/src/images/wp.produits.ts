import { type CvWp, type ElementSync, lots, planSync, produitWoo } from "@ecrin/domain";
import { eq, inArray } from "drizzle-orm";
import { wpProduit, wpVariation } from "../db/schema/index.ts";
import { withTx } from "../db/tx.ts";
import { type Batch, verifierBatch, WC } from "./wp.client.ts";
import { empreinte, type MemoProduit, type Passe } from "./wp.passe.ts";

/** The shop id of each marked product after the step, and those it created (their variations are all new). */
export interface ProduitsBoutique {
  wpIds: Map<number, number>;
  nouveaux: Set<number>;
}

/**
 * The products, through the batch endpoint: created, updated (fingerprint changed), deleted (no longer
 * marked); what is no longer marked is forgotten, whether it was still in the shop or not.
 */
export async function synchroniserProduits(
  p: Passe,
  marques: readonly CvWp[],
  medias: ReadonlyMap<number, number | null>,
  memos: ReadonlyMap<number, MemoProduit>,
  idsBoutique: ReadonlySet<number>,
): Promise<ProduitsBoutique> {
  const { ctx, client, compte, log, idUser } = p;
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
    p.verifierAnnulation();
    const { data } = await client.appel<Batch>("POST", `${WC}/products/batch`, {
      create: lot.map((id) => payloads.get(id)),
    });
    verifierBatch(data);
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
    p.verifierAnnulation();
    const { data } = await client.appel<Batch>("POST", `${WC}/products/batch`, {
      update: lot.map((m) => ({ id: m.wpId, ...payloads.get(m.cle) })),
    });
    verifierBatch(data);
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
    p.verifierAnnulation();
    const { data } = await client.appel<Batch>("POST", `${WC}/products/batch`, {
      delete: lot.map((m) => m.wpId),
    });
    verifierBatch(data);
    compte.supprimes += lot.length;
    log(`${lot.length} produit(s) retiré(s) de la boutique.`);
  }
  const oublies = orphelins.map((o) => o.cle);
  if (oublies.length > 0) {
    await withTx(ctx.db, idUser, async (tx) => {
      await tx.delete(wpVariation).where(inArray(wpVariation.idCv, oublies));
      await tx.delete(wpProduit).where(inArray(wpProduit.idCv, oublies));
    });
  }
  return { wpIds, nouveaux };
}
