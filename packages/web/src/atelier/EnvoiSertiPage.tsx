/** Being built. */
export function EnvoiSertiPage() {
  return null;
}
