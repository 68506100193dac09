import {
  COURS,
  etatPerte,
  MSG_COMPTE_INCONNU,
  MSG_JOAILLIER_INTROUVABLE,
  MSG_METAL_INCONNU,
  type Periode,
  type ReleveQuery,
  SENS_SOLDE,
  startOfYear,
  toIsoDate,
  valeurMetal,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { comptesPoids, joaillierExiste, setPerteAutorisee } from "./comptes.queries.ts";
import { coursDuJour } from "./cours-or.service.ts";
import type { FiltreLignes } from "./grand-livre.queries.ts";
import { lignesReleve, nomMetal, releveJoaillier, soldesReleve, titulaire } from "./releve.queries.ts";
import { relevePdf } from "./releve-pdf.ts";

/** Weight accounts and their statements (issue 15): the sums come from SQL, the valuation from the domain. */

/** The period a screen or a statement shows: the dates given, else 1 January to today. */
export function periodeCompte(q: { debut?: string | undefined; fin?: string | undefined }): Periode {
  const jour = toIsoDate(new Date());
  return { debut: q.debut ?? startOfYear(q.fin ?? jour), fin: q.fin ?? jour };
}

async function perteClient(ctx: AppContext): Promise<string> {
  const r = await ctx.db.execute<{ v: string }>(
    sql`select valeur::text as v from cours where id_cours = ${COURS.perteClient}`,
  );
  return r.rows[0]?.v ?? "0";
}

export async function comptes(ctx: AppContext, q: { debut?: string | undefined; fin?: string | undefined }) {
  const periode = periodeCompte(q);
  const jour = toIsoDate(new Date());
  const or = ctx.settings.metalParDefaut;
  const [cours, rows] = [
    await coursDuJour(ctx),
    await comptesPoids(ctx.db, or, jour, periode, await perteClient(ctx)),
  ];
  const valeur = (metalId: number, fin: string) => valeurMetal(metalId, fin, cours.prixGramme);
  const lignes = rows
    .filter((r) => r.niveau === "compte" && r.genre !== null)
    .map((r) => {
      const genre = r.genre as NonNullable<typeof r.genre>;
      return {
        genre,
        id: r.id,
        nom: r.nom ?? "",
        metalId: r.metalId,
        metal: r.metal,
        solde: r.solde,
        exposition: r.exposition,
        valeur: valeur(r.metalId, r.exposition),
        pertePct: r.pertePct,
        pertePoids: r.pertePoids,
        autorisePct: r.autorisePct,
        etatPerte: etatPerte(r.pertePct, r.autorisePct),
      };
    });
  const totaux = rows
    .filter((r) => r.niveau === "total")
    .map((r) => ({
      metalId: r.metalId,
      metal: r.metal,
      detenu: r.detenu ?? "0.00",
      du: r.du ?? "0.00",
      exposition: r.exposition,
      valeur: valeur(r.metalId, r.exposition),
    }));
  return { jour, periode, cours, lignes, totaux };
}

/** A ledger account's statement rows and sums: the refiner's, a supplier's or a client's tab. */
async function releveGrandLivre(ctx: AppContext, q: ReleveQuery, metal: number, periode: Periode) {
  const or = ctx.settings.metalParDefaut;
  const f: FiltreLignes = {
    onglet: q.genre === "clal" ? "clal" : q.genre === "fournisseur" ? "fournisseurs" : "clients",
    ...(q.genre === "fournisseur" ? { fournisseur: q.id } : {}),
    ...(q.genre === "client" ? { client: q.id } : {}),
    metal,
    ...periode,
  } as FiltreLignes;
  return {
    soldes: await soldesReleve(ctx.db, f, or, metal),
    lignes: await lignesReleve(ctx.db, f, or, metal),
  };
}

/** The PDF statement of one account: a supplier, a client or a jeweller by id, the refiner without. */
export async function releve(ctx: AppContext, q: ReleveQuery) {
  const or = ctx.settings.metalParDefaut;
  const metal = q.metal ?? or;
  const periode = periodeCompte(q);
  if (q.genre !== "clal" && q.id === undefined)
    refus({ code: "COMPTE_INCONNU", message: MSG_COMPTE_INCONNU });
  const partie = q.genre === "clal" || q.id === undefined ? null : await titulaire(ctx.db, q.genre, q.id);
  if (q.genre !== "clal" && !partie) refus({ code: "COMPTE_INCONNU", message: MSG_COMPTE_INCONNU });
  const nomDuMetal = await nomMetal(ctx.db, metal);
  if (!nomDuMetal) refusChamp({ code: "METAL_INCONNU", message: MSG_METAL_INCONNU }, "metal");
  const { soldes, lignes } =
    q.genre === "joaillier" && q.id !== undefined
      ? await releveJoaillier(ctx.db, or, q.id, metal, periode)
      : await releveGrandLivre(ctx, q, metal, periode);
  const compte = partie?.nom ?? "CLAL";
  const pdf = await relevePdf(ctx.settings, {
    compte,
    sens: SENS_SOLDE[q.genre],
    adresse: q.genre === "client" && partie && q.id !== undefined ? { ...partie, numero: q.id } : null,
    metal: nomDuMetal,
    ...periode,
    edite: toIsoDate(new Date()),
    soldes,
    lignes,
  });
  return { pdf, fichier: `releve-${q.genre}-${q.id ?? "clal"}-${periode.debut}-${periode.fin}.pdf` };
}

/** The loss a jeweller is allowed (a percentage), set on a jeweller that exists. */
export function fixerPerteAutorisee(ctx: AppContext, idUser: number, id: number, pourcentage: string) {
  return withTx(ctx.db, idUser, async (tx) => {
    if (!(await joaillierExiste(tx, id))) {
      refus({ code: "JOAILLIER_INTROUVABLE", message: MSG_JOAILLIER_INTROUVABLE });
    }
    await setPerteAutorisee(tx, id, pourcentage);
  });
}
