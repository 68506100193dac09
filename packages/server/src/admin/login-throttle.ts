/**
 * Slows down password guessing, with three counters of failures:
 * - one login from one address: refused after 5 failures, for a delay that doubles with each new one;
 * - one address, whatever the login (one machine trying many accounts): after 20;
 * - one login, whatever the address (many machines guessing one password): after 20.
 * A success clears the counters of its login (an attacker cannot produce one), not those of its address.
 * In memory: one server process serves the office, and a restart forgetting it is harmless.
 */
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  failures: number;
  blockedUntil: number;
  lastFailure: number;
}

/** Failures counted per key, blocking for a doubling delay once `freeAttempts` is reached. */
class FailureCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly freeAttempts: number) {}

  blockedFor(key: string, t: number): number {
    const e = this.entries.get(key);
    return e ? Math.max(0, e.blockedUntil - t) : 0;
  }

  fail(key: string, t: number): void {
    const prev = this.entries.get(key);
    const e =
      prev && t - prev.lastFailure < FORGET_AFTER_MS
        ? prev
        : { failures: 0, blockedUntil: 0, lastFailure: t };
    e.failures += 1;
    e.lastFailure = t;
    if (e.failures >= this.freeAttempts) {
      e.blockedUntil = t + Math.min(BASE_DELAY_MS * 2 ** (e.failures - this.freeAttempts), MAX_DELAY_MS);
    }
    this.entries.set(key, e);
    if (this.entries.size > MAX_ENTRIES) {
      for (const [k, old] of this.entries) if (t - old.lastFailure > FORGET_AFTER_MS) this.entries.delete(k);
    }
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

export class LoginThrottle {
  private readonly pair = new FailureCounter(5);
  private readonly address = new FailureCounter(20);
  private readonly account = new FailureCounter(20);

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds left before a new attempt is allowed, or 0. */
  retryAfter(login: string, ip: string): number {
    const t = this.now();
    const left = Math.max(
      this.pair.blockedFor(`${login}|${ip}`, t),
      this.address.blockedFor(ip, t),
      this.account.blockedFor(login, t),
    );
    return Math.ceil(left / 1000);
  }

  recordFailure(login: string, ip: string): void {
    const t = this.now();
    this.pair.fail(`${login}|${ip}`, t);
    this.address.fail(ip, t);
    this.account.fail(login, t);
  }

  recordSuccess(login: string, ip: string): void {
    this.pair.clear(`${login}|${ip}`);
    this.account.clear(login);
  }
}
