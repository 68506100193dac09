/** Being built. */
export function AtelierPage() {
  return null;
}
