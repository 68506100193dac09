import { z } from "zod";
import { identifiantTexte } from "../../shared/index.ts";
import { CANAUX } from "../canal.ts";
import { MSG_CANAL_INVALIDE } from "../livraison-schema.ts";

export const MSG_FACTURE_XML_INVALIDE = "Numéro de facture invalide.";
export const MSG_AVOIR_XML_INVALIDE = "Numéro d'avoir invalide.";

/** GET /api/facturation/factures/xml: one invoice's Factur-X XML. */
export const factureXmlQuerySchema = z.object({
  id: identifiantTexte(MSG_FACTURE_XML_INVALIDE),
  canal: z.enum(CANAUX, { error: MSG_CANAL_INVALIDE }).default("standard"),
});

/** GET /api/facturation/avoirs/:id/xml. */
export const avoirXmlParamsSchema = z.object({ id: identifiantTexte(MSG_AVOIR_XML_INVALIDE) });
