import type { Fabrique } from "../fabrique/index.ts";

/** `n` free stock pieces (650 at the stock client), 1234.40 € each, cost 500 €, 3.250 g, made by the factory. */
export async function piecesEnStock(
  f: Fabrique,
  n: number,
  o: Parameters<Fabrique["newOf"]>[0] = {},
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await f.newOf({ statut: 650, ...o }));
  return out;
}
