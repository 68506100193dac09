import { type Revalorisation, resumerRevalorisation } from "@ecrin/domain";
import type { Tx } from "../db/tx.ts";
import { centresUtilisantPierres } from "./produit-prix.queries.ts";
import { prixDesCentres } from "./produit-prix.service.ts";

/**
 * Spec 03 section 7 (revalorisation_tarif), with derived prices: inside the caller's transaction,
 * prices the products whose centres use these stones, runs the change, prices them again and tells
 * how many moved. Nothing is stored but the change itself: the new prices follow from it.
 */
export async function avecRevalorisation(
  tx: Tx,
  idPierres: readonly number[],
  change: () => Promise<void>,
): Promise<Revalorisation> {
  const centres = await centresUtilisantPierres(tx, idPierres);
  const avant = await prixDesCentres(tx, centres);
  await change();
  const apres = await prixDesCentres(tx, centres);
  return resumerRevalorisation(
    centres.map((id) => ({
      idCentre: id,
      ref: avant.get(id)?.centre.ref ?? "",
      avant: avant.get(id)?.prix.total3 ?? "0.00",
      apres: apres.get(id)?.prix.total3 ?? "0.00",
    })),
  );
}
