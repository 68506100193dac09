/** Timings of one series, in milliseconds. */
export interface Summary {
  n: number;
  min: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

/**
 * The p-th percentile (0..100) of samples, interpolated between the two nearest ranks
 * (numpy's default): p50 of [1, 2, 3, 4] is 2.5, not 2 or 3.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error("percentile of an empty series");
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile out of range: ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error("summary of an empty series");
  return {
    n: samples.length,
    min: Math.min(...samples),
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: Math.max(...samples),
    mean: samples.reduce((s, x) => s + x, 0) / samples.length,
  };
}

/** API time over raw SQL time: what the HTTP layer, the ORM and serialisation add. */
export function ratio(api: number, sql: number): number | null {
  return sql > 0 ? api / sql : null;
}
