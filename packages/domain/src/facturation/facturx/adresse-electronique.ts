/**
 * The electronic address of a party (BT-34 seller, BT-49 buyer): where the French e-invoicing platforms
 * deliver its invoices. A French company is addressed by its SIREN under scheme 0225 (the directory's
 * SIREN-based address, BR-FR-21/23); a party without a SIREN by its e-mail (scheme EM), else none.
 */
export interface AdresseElectronique {
  id: string;
  /** 0225 (SIREN-based French address) or EM (e-mail). */
  schema: "0225" | "EM";
}

export const SCHEMA_ADRESSE_SIREN = "0225";

export function adresseElectronique(p: {
  siren?: string | null;
  email?: string | null;
}): AdresseElectronique | null {
  if (p.siren) return { id: p.siren, schema: SCHEMA_ADRESSE_SIREN };
  if (p.email) return { id: p.email, schema: "EM" };
  return null;
}
