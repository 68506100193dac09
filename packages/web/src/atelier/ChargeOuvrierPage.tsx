/** Being built. */
export function ChargeOuvrierPage() {
  return null;
}
