/** Being built. */
export function FinaliserPage() {
  return null;
}
