import { z } from "zod";
import {
  dec,
  identifiantTexte,
  isValidIsoDate,
  lireSaisieDecimale,
  texte,
  toDecimalString,
} from "../shared/index.ts";
import { titreAdmis } from "./comptes.ts";
import {
  MSG_DATE_REQUISE,
  MSG_METAL_REQUIS,
  MSG_POIDS_INVALIDE,
  MSG_PRIX_INVALIDE,
  MSG_PRIX_OU_CONFIE,
  MSG_TITRE_INVALIDE,
  msgPartieRequise,
} from "./messages.ts";

/**
 * /gold-form (spec 03 section 2.19, made real by issue 15): a gold purchase at a price per gram, or a
 * consignment, from an active supplier of type 998, written to the supplier ledger in fine grams.
 */
const DECIMAL = /^\d{1,9}(\.\d+)?$/;

const decimalPositif = (message: string) =>
  z
    .unknown()
    .optional()
    .transform((v) => lireSaisieDecimale(v))
    .refine((s) => DECIMAL.test(s) && dec(s).gt(0), { message, abort: true });

export const goldFormSchema = z
  .object({
    date: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === "string" ? v.trim() : ""))
      .refine(isValidIsoDate, { message: MSG_DATE_REQUISE }),
    fournisseurId: identifiantTexte(msgPartieRequise("Fournisseur")),
    metalId: identifiantTexte(MSG_METAL_REQUIS),
    poids: decimalPositif(MSG_POIDS_INVALIDE).transform((s) => toDecimalString(s, 3)),
    titre: z.coerce
      .number({ error: MSG_TITRE_INVALIDE })
      .int(MSG_TITRE_INVALIDE)
      .min(1, MSG_TITRE_INVALIDE)
      .max(1000, MSG_TITRE_INVALIDE),
    confie: z.boolean().default(false),
    prixGramme: z
      .unknown()
      .optional()
      .transform((v) => lireSaisieDecimale(v)),
    numDocument: texte().trim().max(50).default(""),
  })
  .superRefine((v, ctx) => {
    if (!titreAdmis(v.metalId, v.titre)) {
      ctx.addIssue({ code: "custom", path: ["titre"], message: MSG_TITRE_INVALIDE });
    }
    if (v.confie) return;
    if (v.prixGramme === "")
      ctx.addIssue({ code: "custom", path: ["prixGramme"], message: MSG_PRIX_OU_CONFIE });
    else if (!DECIMAL.test(v.prixGramme) || !dec(v.prixGramme).gt(0)) {
      ctx.addIssue({ code: "custom", path: ["prixGramme"], message: MSG_PRIX_INVALIDE });
    }
  })
  .transform((v) => ({ ...v, prixGramme: v.confie ? null : toDecimalString(v.prixGramme, 4) }));
export type GoldFormInput = z.input<typeof goldFormSchema>;
export type GoldForm = z.output<typeof goldFormSchema>;

/** The ledger row's designation: what it is, the titre and the document. */
export function designationGoldForm(f: Pick<GoldForm, "confie" | "titre" | "numDocument">): string {
  const quoi = f.confie ? "Or confié" : "Achat or";
  return `${quoi} ${f.titre}/1000${f.numDocument ? ` - doc ${f.numDocument}` : ""}`;
}
