/** Being built. */
export function BoiteOrPage() {
  return null;
}
