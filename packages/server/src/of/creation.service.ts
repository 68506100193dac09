import {
  checkLotOf,
  MSG_OF_CLIENT_INACTIF,
  MSG_OF_CLIENT_INCONNU,
  MSG_OF_CLIENT_PARENT,
  MSG_OF_PRODUIT_INCONNU,
  MSG_OF_REFERENCE_INCONNUE,
  MSG_PRIX_PRODUIT_INTROUVABLE,
  msgOfLigne,
  type OfCreation,
  type VerifStockInput,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { creerOf } from "../noyau-of/index.ts";
import { prixDesCentres } from "../produits/index.ts";
import {
  type ClientOf,
  clientsPourOf,
  findStockIdentique,
  type ProduitOf,
  produitsPourOf,
  referencesConnues,
} from "./creation.queries.ts";

/** POST /api/of/verif-stock: identical pieces in stock (spec 01 section 5). */
export function verifStock(ctx: AppContext, input: VerifStockInput) {
  return findStockIdentique(ctx.db, input.idp, input.typeMetal);
}

/** The product's prices today (the form shows the one of the chosen stade). */
export async function prixProduit(ctx: AppContext, idp: number) {
  const trouve = (await prixDesCentres(ctx.db, [idp])).get(idp);
  if (!trouve) refus({ code: "PRIX_PRODUIT_INTROUVABLE", message: MSG_PRIX_PRODUIT_INTROUVABLE });
  const { total3, totalcv, totalMfs, revientPiece, revientCv, revientMfs } = trouve.prix;
  return { total3, totalcv, totalMfs, revientPiece, revientCv, revientMfs };
}

const inconnu = (champ: string) => MSG_OF_REFERENCE_INCONNUE.replace("{champ}", champ);

type Known = Awaited<ReturnType<typeof referencesConnues>>;

/** What the data refuses in one line: [field, message], or null when it may be created. */
function refusDeLigne(
  o: OfCreation,
  clients: Map<number, ClientOf>,
  produits: Map<number, ProduitOf>,
  known: Known,
): [string, string] | null {
  const c = clients.get(o.idBijouterie);
  if (!c) return ["idBijouterie", MSG_OF_CLIENT_INCONNU];
  if (c.isParent) return ["idBijouterie", MSG_OF_CLIENT_PARENT];
  if (!c.actif) return ["idBijouterie", MSG_OF_CLIENT_INACTIF];
  if (!produits.has(o.idp)) return ["idp", MSG_OF_PRODUIT_INCONNU];
  if (!known.commandes.has(o.idTypeCommande)) return ["idTypeCommande", inconnu("Type commande")];
  if (!known.transports.has(o.typTransp)) return ["typTransp", inconnu("Type transport")];
  if (!known.metaux.has(o.typeMetal)) return ["typeMetal", inconnu("Type métal")];
  if (!known.stades.has(o.idStade)) return ["idStade", inconnu("Stade")];
  if (!known.commissions.has(o.typCom)) return ["typCom", inconnu("Commission")];
  return null;
}

const flag = (b: boolean) => (b ? 1 : 0);
const distinct = (xs: number[]) => [...new Set(xs)];

/**
 * POST /api/of/creation (Enregistrer): every pending OF in ONE transaction, status 50, numbered by
 * the sequence in the order given; any wrong line refuses the whole batch, naming it.
 */
export async function creerOfs(
  ctx: AppContext,
  idUser: number,
  lignes: readonly unknown[],
): Promise<Array<{ numSachet: number }>> {
  const lot = checkLotOf(lignes);
  if (!lot.ok) refus({ code: "OF_LIGNE_INVALIDE", message: lot.message }, lot.fieldErrors);
  const ofs = lot.ofs;

  return withTx(ctx.db, idUser, async (tx) => {
    const clients = await clientsPourOf(tx, distinct(ofs.map((o) => o.idBijouterie)));
    const produits = await produitsPourOf(tx, distinct(ofs.map((o) => o.idp)));
    const known = await referencesConnues(tx, {
      stades: distinct(ofs.map((o) => o.idStade)),
      transports: distinct(ofs.map((o) => o.typTransp)),
      metaux: distinct(ofs.map((o) => o.typeMetal)),
      commissions: distinct(ofs.map((o) => o.typCom)),
      commandes: distinct(ofs.map((o) => o.idTypeCommande)),
    });
    for (const [index, o] of ofs.entries()) {
      const ligneRefusee = refusDeLigne(o, clients, produits, known);
      if (ligneRefusee) {
        const [field, message] = ligneRefusee;
        refus({ code: "OF_LIGNE_INVALIDE", message: msgOfLigne(index + 1, message) }, { [field]: message });
      }
    }

    const crees: Array<{ numSachet: number }> = [];
    for (const o of ofs) {
      const c = clients.get(o.idBijouterie)!;
      const p = produits.get(o.idp)!;
      const numSachet = await creerOf(tx, {
        idp: o.idp,
        idBijouterie: o.idBijouterie,
        idStade: o.idStade,
        typTransp: o.typTransp,
        typeMetal: o.typeMetal,
        typCom: o.typCom,
        idTypeCommande: o.idTypeCommande,
        idUser,
        dateLivr: o.dateLivr,
        dateLImp: flag(o.dateLImp),
        tournee: flag(o.tournee),
        devis: flag(o.devis),
        facon: flag(o.facon),
        pierresClt: flag(o.pierresClt),
        dim: o.dim,
        poidsConfie: o.poidsConfie,
        notesConfie: o.notesConfie,
        notes: o.notes,
        refClt: o.refClt,
        prixFact: o.prixFact,
        // The copies the old system kept on the OF (schema/of.ts).
        ref: p.ref,
        refCv: p.refCv,
        nomLigne: p.nomLigne,
        prenomLigne: p.prenomLigne,
        nomAgence: c.nomAgence,
        adresse: c.adresse,
        cp: c.cp,
        ville: c.ville,
        // The client's payment term is the OF's échéance (editable later in Tracer).
        echeance: c.delaiPaiement,
      });
      crees.push({ numSachet });
    }
    return crees;
  });
}
