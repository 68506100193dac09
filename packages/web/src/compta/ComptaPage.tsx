/** Being built. */
export function ComptaPage() {
  return null;
}
