/**
 * A fixed-window counter per key, in memory. Used for the auth limits (per IP
 * and per email). With several instances each counts on its own, so the
 * effective limit is N times higher (docs/decisions/002-auth-rate-limits.md).
 */
export class WindowCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns the seconds to wait when the key is over its limit. */
  hit(key: string): { isLimited: boolean; retryAfterSeconds: number } {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    if (this.hits.size > 50_000) this.prune(now);
    return {
      isLimited: entry.count > this.limit,
      retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000),
    };
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
