/** Being built. */
export function LivraisonPage() {
  return null;
}
