/** Being built. */
export function AvoirPage() {
  return null;
}
