import {
  dec,
  formatDate,
  formatNumberFr,
  grandLivreFiltreSchema,
  identifiantTexte,
  ONGLETS,
  sum,
  toDecimalString,
  toIsoDate,
  valeurFin,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { identiteVendeur } from "../pdf/index.ts";
import { coursDuJour } from "./cours-or.service.ts";
import {
  type FiltreLignes,
  resumeGrandLivre,
  soldesParPartieQuery,
  toutesLignes,
} from "./grand-livre.queries.ts";
import { listeGrandLivrePdf } from "./grand-livre-pdf.ts";

/**
 * Weight accounts in fine grams (issue 15): the refiner (CLAL), each supplier, each client (their
 * ledgers in gold), each jeweller (gold box not yet weighed, at 750, and OF lines out, at their alloy's
 * titre). Held: CLAL and jewellers (our gold at theirs); owed: suppliers and clients (their gold at ours).
 */
export interface ComptePoids {
  genre: "clal" | "fournisseur" | "client" | "joaillier";
  id: number | null;
  nom: string;
  /** Fine grams (2 decimals), as its ledger counts it. */
  solde: string;
  /** + held (ours), - owed (theirs), fine grams. */
  exposition: string;
  valeur: string | null;
}

const releveSchema = z.object({
  genre: z.enum(["clal", "fournisseur", "client"]),
  id: identifiantTexte().optional(),
});

async function comptes(ctx: AppContext) {
  const or = ctx.settings.metalParDefaut;
  const run = async (q: ReturnType<typeof sql>) =>
    (await ctx.db.execute<{ partieId: number | null; partie: string; solde: string }>(q)).rows;
  const [clal, fournisseurs, clients] = [
    await run(soldesParPartieQuery("clal", or)),
    await run(soldesParPartieQuery("fournisseurs", or)),
    await run(soldesParPartieQuery("clients", or)),
  ];
  const joailliers = (
    await ctx.db.execute<{ id: number; nom: string; solde: string }>(sql`
      select j.id, j.label as nom,
             round(coalesce(b.fin, 0) + coalesce(o.fin, 0), 2)::text as solde
      from joaillier j
      left join (select id_ouvr, sum(done_ouvr - rendu_ouvr) * 0.75 as fin from boite_or where num_pesee is null group by id_ouvr) b
        on b.id_ouvr = j.id
      left join (select l.id_ouvrier, sum(l.poids_d * coalesce(t.titre, 750) / 1000.0) as fin
                 from ouvrier l join "of" f on f.num_sachet = l.n_sachet left join titre_metal t on t.id_type = f.type_metal
                 where l.rendu = 0 group by l.id_ouvrier) o on o.id_ouvrier = j.id
      where b.fin is not null or o.fin is not null
      order by j.label`)
  ).rows;
  const cours = await coursDuJour(ctx);
  const ligne = (
    genre: ComptePoids["genre"],
    id: number | null,
    nom: string,
    solde: string,
    signe: 1 | -1,
  ): ComptePoids => {
    const exposition = toDecimalString(dec(solde).mul(signe), 2);
    return { genre, id, nom, solde, exposition, valeur: valeurFin(exposition, cours.prixGramme) };
  };
  const lignes: ComptePoids[] = [
    ...clal.map((c) => ligne("clal", null, "CLAL", c.solde, 1)).slice(0, 1),
    ...fournisseurs.map((f) => ligne("fournisseur", f.partieId, f.partie, f.solde, -1)),
    ...clients.map((c) => ligne("client", c.partieId, c.partie, c.solde, -1)),
    ...joailliers.map((j) => ligne("joaillier", j.id, j.nom, j.solde, 1)),
  ];
  const clalTotal = toDecimalString(sum(clal.map((c) => c.solde)), 2);
  if (lignes[0]?.genre === "clal") lignes[0] = ligne("clal", null, "CLAL", clalTotal, 1);
  const exposition = toDecimalString(sum(lignes.map((l) => l.exposition)), 2);
  return { cours, lignes, exposition, valeur: valeurFin(exposition, cours.prixGramme) };
}

export const comptesPoidsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/metal/comptes-poids", async () => comptes(ctx));

    /** A dated statement of one account (CLAL, a supplier, a client): its ledger rows in fine grams. */
    app.get(
      "/api/metal/comptes-poids/releve",
      { schema: { querystring: releveSchema } },
      async (request, reply) => {
        const { genre, id } = request.query;
        const onglet = genre === "clal" ? ONGLETS[0] : genre === "fournisseur" ? ONGLETS[1] : ONGLETS[2];
        const or = ctx.settings.metalParDefaut;
        const f = {
          ...grandLivreFiltreSchema.parse({
            onglet,
            ...(genre === "fournisseur" && id ? { fournisseur: String(id) } : {}),
            ...(genre === "client" && id ? { client: String(id) } : {}),
            metal: String(or),
          }),
          debut: "1900-01-01",
        } as FiltreLignes;
        const [lignes, resume] = [
          await toutesLignes(ctx.db, f, or, or),
          await resumeGrandLivre(ctx.db, f, or),
        ];
        const total = resume.find((r) => r.metalId === or);
        const jour = toIsoDate(new Date());
        const pdf = await listeGrandLivrePdf({
          onglet,
          metal: `${lignes[0]?.partie ?? "Compte"} — relevé au ${formatDate(jour)}, solde ${formatNumberFr(total?.solde ?? "0", 2)} g fin`,
          debut: lignes[0]?.date ?? jour,
          fin: jour,
          vendeur: identiteVendeur(ctx.settings),
          lignes,
          total,
        });
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="releve-${genre}-${id ?? "clal"}-${jour}.pdf"`)
          .send(pdf);
      },
    );
  };
