/** Being built. */
export function TraiteFournisseurPage() {
  return null;
}
