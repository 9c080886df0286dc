/** A Map that forgets its oldest entries beyond `limit` (insertion order). */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}

/**
 * Fills a cache without storing an answer that a change made stale while it was being read:
 * `generation` rises with every invalidation; an answer read across one is used but not kept.
 */
export class Generation {
  private value = 0;

  /** The count of invalidations so far. */
  get current(): number {
    return this.value;
  }

  bump(): void {
    this.value += 1;
  }

  async fill<T>(read: () => Promise<T>, keep: (value: T) => void): Promise<T> {
    const before = this.value;
    const value = await read();
    if (before === this.value) keep(value);
    return value;
  }
}
