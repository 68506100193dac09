/**
 * Slows down password guessing: after FREE_ATTEMPTS failures for one login from one address,
 * further attempts are refused for a delay that doubles with each new failure (capped).
 * In memory: one server process serves the office, and a restart forgetting it is harmless.
 */
const FREE_ATTEMPTS = 5;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;

interface Entry {
  failures: number;
  blockedUntil: number;
  lastFailure: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds left before a new attempt is allowed, or 0. */
  retryAfter(login: string, ip: string): number {
    const e = this.entries.get(`${login}|${ip}`);
    if (!e) return 0;
    const left = e.blockedUntil - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  recordFailure(login: string, ip: string): void {
    const key = `${login}|${ip}`;
    const t = this.now();
    const prev = this.entries.get(key);
    const e =
      prev && t - prev.lastFailure < FORGET_AFTER_MS
        ? prev
        : { failures: 0, blockedUntil: 0, lastFailure: t };
    e.failures += 1;
    e.lastFailure = t;
    if (e.failures >= FREE_ATTEMPTS) {
      const delay = Math.min(BASE_DELAY_MS * 2 ** (e.failures - FREE_ATTEMPTS), MAX_DELAY_MS);
      e.blockedUntil = t + delay;
    }
    this.entries.set(key, e);
    if (this.entries.size > 10_000) this.forgetOld(t);
  }

  recordSuccess(login: string, ip: string): void {
    this.entries.delete(`${login}|${ip}`);
  }

  private forgetOld(t: number): void {
    for (const [k, e] of this.entries) if (t - e.lastFailure > FORGET_AFTER_MS) this.entries.delete(k);
  }
}
