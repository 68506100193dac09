import {
  type CedantLcr,
  decouperTraite,
  type EffetLcr,
  echeancesTraite,
  erreurIban,
  fichierCfonbLcr,
  type LigneTraite,
  MSG_LCR_AUCUNE_TRAITE,
  MSG_LCR_IBAN_VENDEUR,
  MSG_LCR_NUMERO_EMETTEUR,
  MSG_LCR_SELECTION_VIDE,
  MSG_TRAITE_BANQUE_INCONNUE,
  MSG_TRAITE_CLIENT_INCONNU,
  MSG_TRAITE_FOURNISSEUR_INCONNU,
  MSG_TRAITE_INTROUVABLE,
  msgLcrClientSansIban,
  msgLcrTraitesHorsRemise,
  msgNumEffetUtilise,
  msgTraiteCreee,
  normaliserIban,
  numeroEffetEcheance,
  numeroEmetteurValide,
  prochainNumEffet,
  type RemiseLcrQuery,
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
import { BusinessError, notFound } from "../http/errors.ts";
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
 * must exist and the N° Effet must be free (two bills never share a number), then the row. Once per
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
      throw new BusinessError(400, MSG_TRAITE_CLIENT_INCONNU, { idBijouterie: MSG_TRAITE_CLIENT_INCONNU });
    }
    if (await q.numEffetUtilise(tx, input.numEffet)) {
      const message = msgNumEffetUtilise(input.numEffet);
      throw new BusinessError(409, message, { numEffet: message });
    }
    const idTraite = await q.insertTraite(tx, input);
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
      throw new BusinessError(400, MSG_TRAITE_BANQUE_INCONNUE, { idBanque: MSG_TRAITE_BANQUE_INCONNUE });
    }
    if (input.fourId !== null && !(await q.fournisseurExiste(tx, input.fourId))) {
      throw new BusinessError(400, MSG_TRAITE_FOURNISSEUR_INCONNU, {
        fourId: MSG_TRAITE_FOURNISSEUR_INCONNU,
      });
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
  if (!t) throw notFound(MSG_TRAITE_INTROUVABLE);
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
  if (!t) throw notFound(MSG_TRAITE_INTROUVABLE);
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

/** A French IBAN with right check digits (an LCR goes only to a French account), else null. */
function ibanFrancais(iban: string): string | null {
  const compact = normaliserIban(iban);
  return compact.startsWith("FR") && erreurIban(compact) === null && ribDepuisIban(compact) ? compact : null;
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
  }));
}

/**
 * The CFONB 160 LCR remittance file (issue 18 point 4) of the customer bills created on `date` (or
 * the ones chosen among them): one remittance per creation date (the day the bills are made is the
 * day they go to the bank), every instalment an LCR of its own; the header carries the issuer number
 * and bank of the settings. Refused (400) when no bill is chosen or one chosen is not of that day
 * (named), when the seller's IBAN (settings) is not French or its issuer number not 6 digits, or when a
 * bill's client has no French IBAN on its record (named).
 */
export async function fichierLcr(ctx: AppContext, remise: RemiseLcrQuery): Promise<string> {
  const { date, ids } = remise;
  if (ids?.length === 0) throw new BusinessError(400, MSG_LCR_SELECTION_VIDE);
  const traites = await q.traitesDeRemise(ctx.db, date, ids);
  const horsRemise = (ids ?? []).filter((id) => !traites.some((t) => t.idTraite === id));
  if (horsRemise.length > 0) throw new BusinessError(400, msgLcrTraitesHorsRemise(horsRemise));
  if (traites.length === 0) throw new BusinessError(400, MSG_LCR_AUCUNE_TRAITE);
  const ibanVendeur = ibanFrancais(ctx.settings.vendeurIban);
  if (!ibanVendeur) throw new BusinessError(400, MSG_LCR_IBAN_VENDEUR);
  if (!numeroEmetteurValide(ctx.settings.lcrNumeroEmetteur))
    throw new BusinessError(400, MSG_LCR_NUMERO_EMETTEUR);
  const sansIban = [...new Set(traites.filter((t) => !ibanFrancais(t.iban)).map((t) => t.client))];
  if (sansIban.length > 0) throw new BusinessError(400, msgLcrClientSansIban(sansIban));
  const cedant: CedantLcr = {
    nom: identiteVendeur(ctx.settings).nom,
    banque: ctx.settings.lcrDomiciliation,
    iban: ibanVendeur,
    numeroEmetteur: ctx.settings.lcrNumeroEmetteur,
  };
  const effets = traites.flatMap((t) =>
    decouperTraite(t.totalTtc, t.nbDecoupe, t.dateEcheance).map(
      (ech): EffetLcr => ({
        reference: numeroEffetEcheance(t.numEffet, ech.rang, t.nbDecoupe),
        tire: t.client,
        banque: t.banque,
        iban: ibanFrancais(t.iban)!,
        montant: ech.montant,
        echeance: ech.echeance,
        dateCreation: t.dateCreation,
        referenceTireur: String(t.idBijouterie),
      }),
    ),
  );
  return fichierCfonbLcr(cedant, date, effets);
}
