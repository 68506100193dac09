import { z } from "zod";
import {
  texte as champTexte,
  entier,
  ID_MAX,
  identifiant,
  isValidIsoDate,
  parseDecimalFr,
} from "../shared/index.ts";
import { NOTES_MAX } from "./edit.ts";

/** type_comission ids (spec 01 section 3): 0 prescripteur, 1 direct, 2 autre. */
const TYPE_COMISSION = { prescripteur: 0, direct: 1, autre: 2 } as const;
/** type_commande ids (db README): 1 COMMANDE, 2 STOCK, 3 SAV. */
const TYPE_COMMANDE = { commande: 1, stock: 2, sav: 3 } as const;

/** Spec 01 section 9: a new OF starts with commission 1 and type commande 1 ("COMMANDE"). */
export const OF_CREATION_DEFAUTS = {
  typCom: TYPE_COMISSION.direct,
  idTypeCommande: TYPE_COMMANDE.commande,
} as const;

/** Spec 01 section 5: the fields OF creation requires, with their messages. */
const MSG_OF_CLIENT_OBLIGATOIRE = "Client obligatoire.";
const MSG_OF_TYPE_COMMANDE_OBLIGATOIRE = "Type commande obligatoire.";
const MSG_OF_TYPE_TRANSPORT_OBLIGATOIRE = "Type transport obligatoire.";
const MSG_OF_TYPE_METAL_OBLIGATOIRE = "Type métal obligatoire.";
const MSG_OF_STADE_OBLIGATOIRE = "Stade obligatoire.";
const MSG_OF_PRODUIT_OBLIGATOIRE = "Produit obligatoire.";
const MSG_OF_COMMISSION_OBLIGATOIRE = "Commission obligatoire.";
const MSG_OF_POIDS_INVALIDE = "Poids en grammes : nombre positif, 3 décimales au plus.";
const MSG_OF_PRIX_INVALIDE = "Prix en euros : nombre positif, 2 décimales au plus.";
const MSG_OF_DATE_INVALIDE = "Date de livraison invalide.";
const MSG_OF_TEXTE_TROP_LONG = "Texte trop long ({max} caractères au plus).";

/** Refusals of the server, which knows the data. */
export const MSG_OF_CLIENT_INCONNU = "Client introuvable.";
export const MSG_OF_CLIENT_PARENT = "Ce client regroupe d'autres clients : choisissez l'une de ses agences.";
export const MSG_OF_CLIENT_INACTIF = "Ce client est inactif : il ne peut plus recevoir d'OF.";
export const MSG_OF_PRODUIT_INCONNU = "Produit introuvable.";
export const MSG_OF_REFERENCE_INCONNUE = "{champ} : valeur inconnue.";
const MSG_OF_AUCUN = "Aucun OF à enregistrer.";
const MSG_OF_TROP = "Au plus {max} OF par enregistrement.";
/** Prefix of a refusal of a whole batch: which pending OF is wrong (1-based, as the table shows it). */
const MSG_OF_LIGNE = "OF en attente n° {ligne} : {message}";

/** Spec 01 section 8: the success message, one per created OF; and the stock confirmation title. */
const MSG_OF_CREE = "Of créé n° {n}";
export const MSG_STOCK_CONTINUER = "Continuer ?";

/** A batch saved by Enregistrer; more is certainly a mistake (a day's orders are a few dozen). */
const OF_CREATION_MAX = 100;

export const msgOfCree = (numSachet: number) => MSG_OF_CREE.replace("{n}", String(numSachet));
export const msgOfLigne = (ligne: number, message: string) =>
  MSG_OF_LIGNE.replace("{ligne}", String(ligne)).replace("{message}", message);

const idObligatoire = identifiant;

/**
 * An exact positive decimal as typed ("1 234,5", "12.30"), blank meaning none; at most `places`
 * decimals and `entiers` integer digits (the column's NUMERIC precision).
 */
function decimalOptionnel(places: number, entiers: number, message: string) {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      const text = v == null ? "" : String(v);
      if (text.trim() === "") return null;
      const d = parseDecimalFr(text);
      if (
        d === null ||
        d.lt(0) ||
        d.decimalPlaces() > places ||
        d.precision(true) - d.decimalPlaces() > entiers
      ) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return d.toFixed(places);
    });
}

const texte = (max: number) =>
  champTexte()
    .trim()
    .max(max, MSG_OF_TEXTE_TROP_LONG.replace("{max}", String(max)))
    .nullable()
    .optional()
    .transform((v) => (v == null || v === "" ? null : v));

const drapeau = z.boolean().default(false);

/**
 * One OF to create, as the /of form holds it (spec 01 section 7, general_multi.php record). The server
 * adds what it knows: status, creation date, user, and the copies of product and client.
 */
export const ofCreationSchema = z.object({
  idp: idObligatoire(MSG_OF_PRODUIT_OBLIGATOIRE),
  idBijouterie: idObligatoire(MSG_OF_CLIENT_OBLIGATOIRE),
  idTypeCommande: idObligatoire(MSG_OF_TYPE_COMMANDE_OBLIGATOIRE),
  typTransp: idObligatoire(MSG_OF_TYPE_TRANSPORT_OBLIGATOIRE),
  typeMetal: idObligatoire(MSG_OF_TYPE_METAL_OBLIGATOIRE),
  idStade: idObligatoire(MSG_OF_STADE_OBLIGATOIRE),
  typCom: entier(0, ID_MAX, MSG_OF_COMMISSION_OBLIGATOIRE),
  dateLivr: champTexte()
    .nullable()
    .optional()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()))
    .refine((v) => v === null || isValidIsoDate(v), MSG_OF_DATE_INVALIDE),
  dateLImp: drapeau,
  tournee: drapeau,
  notes: texte(NOTES_MAX),
  refClt: texte(100),
  poidsConfie: decimalOptionnel(3, 9, MSG_OF_POIDS_INVALIDE),
  notesConfie: texte(NOTES_MAX),
  dim: texte(30),
  prixFact: decimalOptionnel(2, 10, MSG_OF_PRIX_INVALIDE),
  pierresClt: drapeau,
  facon: drapeau,
  devis: drapeau,
});

export type OfCreationInput = z.input<typeof ofCreationSchema>;
export type OfCreation = z.output<typeof ofCreationSchema>;

/** POST /api/of/creation: the lines are checked one by one (checkLotOf) so a refusal names its line. */
export const ofCreationLotSchema = z.object({
  ofs: z
    .array(z.unknown())
    .min(1, MSG_OF_AUCUN)
    .max(OF_CREATION_MAX, MSG_OF_TROP.replace("{max}", String(OF_CREATION_MAX))),
});

type LotOfVerifie =
  | { ok: true; ofs: OfCreation[] }
  | { ok: false; ligne: number; message: string; fieldErrors: Record<string, string> };

/** Checks every pending OF; the first wrong one refuses the whole batch, named by its 1-based line. */
export function checkLotOf(lignes: readonly unknown[]): LotOfVerifie {
  const ofs: OfCreation[] = [];
  for (const [index, ligne] of lignes.entries()) {
    const parsed = ofCreationSchema.safeParse(ligne);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        // The OF's fields are flat: a path is one field, or none when the line is not an object.
        const key = String(issue.path[0] ?? "_");
        fieldErrors[key] ??= issue.message;
      }
      const first = parsed.error.issues[0]?.message ?? MSG_OF_AUCUN;
      return { ok: false, ligne: index + 1, message: msgOfLigne(index + 1, first), fieldErrors };
    }
    ofs.push(parsed.data);
  }
  return { ok: true, ofs };
}

/** POST /api/of/verif-stock: a product in a metal (spec 01 section 7, verif_exist_stock.php). */
export const verifStockSchema = z.object({
  idp: idObligatoire(MSG_OF_PRODUIT_OBLIGATOIRE),
  typeMetal: idObligatoire(MSG_OF_TYPE_METAL_OBLIGATOIRE),
});
export type VerifStockInput = z.infer<typeof verifStockSchema>;

/** An identical piece already in stock: shown in the "Continuer ?" confirmation. */
export interface StockIdentique {
  ref: string;
  designation: string;
  numSachet: number;
  lieu: string;
}

/** Where a stock piece is: the client holding it, and its tray when it is on one. */
export function lieuStock(client: string, plateau: string | null): string {
  return plateau ? `${client}, plateau ${plateau}` : client;
}

/** One line of the confirmation, with the four things the spec names. */
export function ligneStockIdentique(s: StockIdentique): string {
  return `${s.ref} — ${s.designation} — OF n° ${s.numSachet} — ${s.lieu}`;
}
