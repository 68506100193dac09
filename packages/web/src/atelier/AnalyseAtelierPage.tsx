/** Being built. */
export function AnalyseAtelierPage() {
  return null;
}
