import {
  decouperTraite,
  echeancesTraite,
  type LigneTraite,
  MSG_TRAITE_BANQUE_INCONNUE,
  MSG_TRAITE_CLIENT_INCONNU,
  MSG_TRAITE_FOURNISSEUR_INCONNU,
  MSG_TRAITE_INTROUVABLE,
  msgNumEffetUtilise,
  msgTraiteCreee,
  numeroEffetEcheance,
  prochainNumEffet,
  refusFacturesTraite,
  ribDepuisIban,
  type Settings,
  type TraiteClient,
  type TraiteCreee,
  type TraiteDeRemise,
  type TraiteFournisseur,
  type TraitesQuery,
} from "@ecrin/domain";
import type { Executor } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import type { Page } from "../http/list.ts";
import { identiteVendeur } from "../pdf/index.ts";
import { type Domiciliation, type LettreDeChange, lettresDeChangePdf } from "./lettre-change-pdf.ts";
import * as q from "./traite.queries.ts";

/** What the bills are given in exchange for (the "valeur en" box). */
const VALEUR_EN = "marchandises";

/** The N° Effet the customer bill form offers: the one after the last stored (1500 when none). */
export async function prochainEffet(ctx: AppContext): Promise<{ numEffet: number }> {
  return { numEffet: prochainNumEffet(await q.dernierNumEffet(ctx.db)) };
}

/** GET /api/compta/traites: the bills created, each with its instalments' due dates. */
export async function listTraites(db: Executor, query: TraitesQuery, page: Page) {
  const { rows, total } = await q.pageTraites(db, query, page);
  return {
    total,
    rows: rows.map(
      (r): LigneTraite => ({ ...r, echeances: echeancesTraite(r.totalTtc, r.nbDecoupe, r.dateEcheance) }),
    ),
  };
}

/**
 * Creer Traite (/traite), in ONE transaction: the table is locked against other creations, the client
 * must exist and the N° Effet must be free (two bills never share a number), the invoices it settles
 * must be the client's and settled by no other bill, then the row and its invoices. Once per
 * Idempotency-Key: a repeated submission answers the first bill (not a refusal of its own N° Effet).
 */
export function createTraite(
  ctx: AppContext,
  request: IdempotentRequest,
  input: TraiteClient,
): Promise<IdempotentAnswer<TraiteCreee>> {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    await q.verrouillerTraites(tx);
    if (!(await q.clientExiste(tx, input.idBijouterie))) {
      refusChamp({ code: "TRAITE_CLIENT_INCONNU", message: MSG_TRAITE_CLIENT_INCONNU }, "idBijouterie");
    }
    if (await q.numEffetUtilise(tx, input.numEffet)) {
      const message = msgNumEffetUtilise(input.numEffet);
      refusChamp({ code: "NUM_EFFET_UTILISE", message }, "numEffet");
    }
    const factures = refusFacturesTraite(
      input.idBijouterie,
      input.factures,
      await q.facturesAReglees(tx, input.factures),
    );
    if (factures) refusChamp(factures, "factures");
    const idTraite = await q.insertTraite(tx, input);
    await q.insertFacturesTraite(tx, idTraite, input.factures);
    return { idTraite, numEffet: String(input.numEffet), message: msgTraiteCreee(input.numEffet) };
  });
}

/**
 * Créer Traite (/traite_fournisseur): the bank and supplier chosen must exist; the details are copies.
 * Nothing makes two supplier bills differ (their number is free text): the key alone stops a double.
 */
export function createTraiteFournisseur(
  ctx: AppContext,
  request: IdempotentRequest,
  input: TraiteFournisseur,
): Promise<IdempotentAnswer<TraiteCreee>> {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    if (input.idBanque !== null && !(await q.banqueExiste(tx, input.idBanque))) {
      refusChamp({ code: "TRAITE_BANQUE_INCONNUE", message: MSG_TRAITE_BANQUE_INCONNUE }, "idBanque");
    }
    if (input.fourId !== null && !(await q.fournisseurExiste(tx, input.fourId))) {
      refusChamp({ code: "TRAITE_FOURNISSEUR_INCONNU", message: MSG_TRAITE_FOURNISSEUR_INCONNU }, "fourId");
    }
    const idTraite = await q.insertTraiteFournisseur(tx, input);
    return { idTraite, numEffet: input.numEffet, message: msgTraiteCreee(input.numEffet) };
  });
}

interface Effet {
  dateCreation: string;
  dateEcheance: string;
  totalTtc: string;
  numEffet: number | string;
  nbDecoupe: number;
}

/** One form per instalment, each with its amount, due date and number. */
function formulaires(
  e: Effet,
  s: Settings,
  parties: Pick<LettreDeChange, "tireur" | "tire" | "domiciliation" | "nePasAccepter">,
): LettreDeChange[] {
  return decouperTraite(e.totalTtc, e.nbDecoupe, e.dateEcheance).map((ech) => ({
    lieuCreation: s.vendeurVille,
    dateCreation: e.dateCreation,
    echeance: ech.echeance,
    montant: ech.montant,
    numEffet: numeroEffetEcheance(e.numEffet, ech.rang, e.nbDecoupe),
    rang: ech.rang,
    nbDecoupe: e.nbDecoupe,
    valeurEn: VALEUR_EN,
    ...parties,
  }));
}

/**
 * The client's bank as its record gives it (issue 12 point 10): the RIB boxes come from a French IBAN,
 * another country's IBAN goes whole in the account box; nothing known leaves the boxes to the bank.
 */
function domiciliationClient(c: {
  iban: string;
  bic: string;
  banque: string;
  banqueVille: string;
}): Domiciliation | null {
  if (c.iban === "" && c.banque === "" && c.bic === "") return null;
  const rib = ribDepuisIban(c.iban);
  return {
    banque: c.banque,
    ville: c.banqueVille,
    codeBanque: rib?.codeBanque ?? "",
    codeGuichet: rib?.codeGuichet ?? "",
    numCompte: rib?.numCompte ?? c.iban,
    cleRib: rib?.cleRib ?? "",
    iban: c.iban,
    bic: c.bic,
  };
}

/**
 * The customer bill (spec 02 section 7: id_bij, datec, datee, num_effet, montant, nbtraite): the
 * company draws on its client, domiciled at the client's bank (its record), else boxes for the bank.
 * Sent as an LCR not to be accepted ("NE PAS ACCEPTER").
 */
export async function traitePdf(ctx: AppContext, id: number): Promise<Buffer> {
  const t = await q.traiteImprimee(ctx.db, id);
  if (!t) refus({ code: "TRAITE_INTROUVABLE", message: MSG_TRAITE_INTROUVABLE });
  const vendeur = identiteVendeur(ctx.settings);
  const lettres = formulaires(t, ctx.settings, {
    tireur: { nom: vendeur.nom, lignes: vendeur.lignes },
    tire: {
      nom: t.client,
      lignes: [t.adresse, `${t.cp} ${t.ville}`.trim()].filter((l) => l !== ""),
      reference: `Client n° ${t.idBijouterie}`,
    },
    domiciliation: domiciliationClient(t),
    nePasAccepter: true,
  });
  return lettresDeChangePdf(lettres, `Traite effet ${t.numEffet}`);
}

/**
 * The supplier bill: the supplier draws on the company, which pays from the bank chosen on the screen
 * (its domiciliation and RIB); the supplier account is the company's reference with the supplier
 * ("Réf. tiré"). The company signs for acceptance.
 */
export async function traiteFournisseurPdf(ctx: AppContext, id: number): Promise<Buffer> {
  const t = await q.traiteFournisseurImprimee(ctx.db, id);
  if (!t) refus({ code: "TRAITE_INTROUVABLE", message: MSG_TRAITE_INTROUVABLE });
  const vendeur = identiteVendeur(ctx.settings);
  const lettres = formulaires(t, ctx.settings, {
    tireur: { nom: t.fournisseurNom ?? "", lignes: [] },
    tire: { nom: vendeur.nom, lignes: vendeur.lignes, reference: t.fournisseurCompte },
    domiciliation: {
      banque: t.banqueNom ?? "",
      ville: t.ville ?? "",
      codeBanque: t.codeBanque ?? "",
      codeGuichet: t.codeGuichet ?? "",
      numCompte: t.numCompte ?? "",
      cleRib: t.cleRib ?? "",
    },
    nePasAccepter: false,
  });
  return lettresDeChangePdf(lettres, `Traite fournisseur ${t.numEffet}`);
}

/** The customer bills created on `date`, for the file's selection dialog (all chosen by default). */
export async function traitesRemise(ctx: AppContext, date: string): Promise<TraiteDeRemise[]> {
  return (await q.traitesDeRemise(ctx.db, date)).map((t) => ({
    idTraite: t.idTraite,
    numEffet: t.numEffet,
    nbDecoupe: t.nbDecoupe,
    client: t.client,
    totalTtc: t.totalTtc,
    dateEcheance: t.dateEcheance,
    remise: t.remise,
  }));
}
