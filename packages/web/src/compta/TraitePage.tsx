/** Being built. */
export function TraitePage() {
  return null;
}
