/** Being built. */
export function EnvoiJoaillierPage() {
  return null;
}
