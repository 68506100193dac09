import type { ClientInfo } from "./clients.ts";
import type { Random } from "./random.ts";

/** The clients active on a month, with their cumulated weights (for a weighted pick). */
export interface Actifs {
  list: ClientInfo[];
  cumul: number[];
}

const actifsCache = new WeakMap<ClientInfo[], Map<number, Actifs>>();

/** The clients of `all` active on `day` (all of them when none is), cached per 30 days. */
export function clientsActifs(all: ClientInfo[], day: number): Actifs {
  let byMonth = actifsCache.get(all);
  if (!byMonth) {
    byMonth = new Map();
    actifsCache.set(all, byMonth);
  }
  const key = Math.floor(day / 30);
  let a = byMonth.get(key);
  if (!a) {
    let list = all.filter((c) => c.debut <= day && c.fin >= day);
    if (list.length === 0) list = all;
    const cumul: number[] = [];
    let s = 0;
    for (const c of list) {
      s += c.poids;
      cumul.push(s);
    }
    a = { list, cumul };
    byMonth.set(key, a);
  }
  return a;
}

/** One active client, by weight. */
export function pickClient(r: Random, a: Actifs): ClientInfo {
  const x = r.float() * a.cumul[a.cumul.length - 1]!;
  let lo = 0;
  let hi = a.cumul.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a.cumul[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return a.list[lo]!;
}
