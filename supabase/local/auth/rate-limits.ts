// Sliding-window counters for the auth limits: failed sign-ins per e-mail and e-mails sent.
// In memory: a restart forgives, as a restarted hosted auth server would not — acceptable locally.

export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  count(key: string, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    return recent.length;
  }

  record(key: string, now = Date.now()): void {
    this.count(key, now);
    const list = this.hits.get(key) ?? [];
    list.push(now);
    this.hits.set(key, list);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}
