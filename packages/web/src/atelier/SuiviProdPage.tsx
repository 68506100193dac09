/** Being built. */
export function SuiviProdPage() {
  return null;
}
