import {
  COURS,
  calculerDevis,
  type DevisCours,
  type DevisPdf,
  type DevisProduit,
  dec,
  devisClient,
  isZero,
  MSG_DEVIS_CLIENT_INCONNU,
  MSG_DEVIS_COURS_MANQUANT,
  MSG_DEVIS_PRODUIT_INCONNU,
  toIsoDate,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { identiteVendeur } from "../pdf/index.ts";
import * as q from "./devis.queries.ts";
import { devisClientPdf, devisPdf } from "./devis-pdf.ts";

const IDS_COURS = [COURS.euroDollar, COURS.mainOeuvre, COURS.metalGramme, COURS.coefficient] as const;

/** Rates 1, 2, 3 and 8. A missing one (or a zero €/$ rate, a divisor) is refused with its ids. */
export async function coursDevis(ctx: AppContext): Promise<DevisCours> {
  const valeurs = await q.coursParId(ctx.db, IDS_COURS);
  const manquants = IDS_COURS.filter(
    (id) => valeurs.get(id) === undefined || (id === COURS.euroDollar && isZero(valeurs.get(id) ?? "0")),
  );
  if (manquants.length > 0) {
    refus({
      code: "DEVIS_COURS_MANQUANT",
      message: MSG_DEVIS_COURS_MANQUANT.replace("{ids}", manquants.join(", ")),
    });
  }
  const v = (id: number) => valeurs.get(id) as string;
  return {
    euroDollar: v(COURS.euroDollar),
    mainOeuvre: v(COURS.mainOeuvre),
    metalGramme: v(COURS.metalGramme),
    coefficient: v(COURS.coefficient),
  };
}

/** "120.00" -> "120": the inputs of the screen show what a person would type. */
const plain = (x: string) => dec(x).toFixed();

/**
 * The Product for Devis: its costs as the quote's inputs and its stones with their tariff. Poids and
 * Poids Façon exclude each other on the quote: the metal weight is loaded, the cast (façon) weight
 * only when the product has no metal weight.
 */
export async function produitDevis(ctx: AppContext, idCentre: number): Promise<DevisProduit> {
  const centre = await q.findCentreDevis(ctx.db, idCentre);
  if (!centre) refus({ code: "DEVIS_PRODUIT_INCONNU", message: MSG_DEVIS_PRODUIT_INCONNU });
  const lignes = await q.pierresCentreDevis(ctx.db, idCentre);
  const avecPoids = !isZero(centre.plusPoids);
  return {
    idCentre: centre.idCentre,
    ref: centre.ref,
    description: centre.description,
    couts: {
      tempsMo: plain(centre.plusMo),
      temps3d: plain(centre.temps3d),
      poidsMg: avecPoids ? plain(centre.plusPoids) : "0",
      poidsFaconMg: avecPoids ? "0" : plain(centre.plusFonte),
      serti: plain(centre.plusSerti),
      divers: plain(centre.prixDivers),
    },
    pierres: lignes.map(({ sansTarif: _, ...p }) => ({
      ...p,
      poids: plain(p.poids),
      euro: plain(p.euro),
      dollar: plain(p.dollar),
      coeff: plain(p.coeff),
    })),
    pierresSansTarif: lignes.filter((l) => l.sansTarif).map((l) => l.description),
  };
}

/** The printable quote: recomputed here with today's rates, the client read from the client table. */
export async function devisPdfService(ctx: AppContext, input: DevisPdf, date = new Date()): Promise<Buffer> {
  const cours = await coursDevis(ctx);
  const client = input.idClient === null ? null : await q.findClientDevis(ctx.db, input.idClient);
  if (client === undefined)
    refusChamp({ code: "DEVIS_CLIENT_INCONNU", message: MSG_DEVIS_CLIENT_INCONNU }, "idClient");
  const resultat = calculerDevis(input.couts, input.pierres, cours);
  if (input.modele === "client") {
    return devisClientPdf({
      date,
      client,
      reference: input.reference,
      description: input.description,
      devis: devisClient(resultat, input.tarif, toIsoDate(date), ctx.settings.validiteDevisJours),
      vendeur: identiteVendeur(ctx.settings),
    });
  }
  return devisPdf({
    date,
    client,
    reference: input.reference,
    saisie: input.couts,
    resultat,
    vendeur: identiteVendeur(ctx.settings),
  });
}
