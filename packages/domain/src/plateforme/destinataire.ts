import { z } from "zod";
import { MSG_SIREN_DESTINATAIRE_FORMAT } from "./messages.ts";

/** GET /api/plateforme/destinataires/:siren: the buyer's SIREN, 9 digits. */
export const destinataireParamsSchema = z.object({
  siren: z.string().regex(/^\d{9}$/, { message: MSG_SIREN_DESTINATAIRE_FORMAT }),
});

/**
 * Whether a buyer receives e-invoices yet: false when its latest invoice or credit note in the outbox
 * found no Directory line; `depuis` is that document's day (YYYY-MM-DD), null when reachable.
 */
export interface EtatDestinataire {
  joignable: boolean;
  depuis: string | null;
}
