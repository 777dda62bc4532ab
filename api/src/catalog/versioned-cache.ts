import type { ChangeFeed } from './change-feed';

export interface CacheOptions {
  /** Upper bound on the summed `size` of the entries (LRU eviction beyond it). */
  maxSize: number;
  /** Entries older than this are recomputed even without a change notification (sales, ratings). */
  ttlMs: number;
}

interface Entry<V> {
  world: string | null;
  seq: number;
  expires: number;
  size: number;
  value: V;
}

/** The bench's "cold" figures turn every cache off (each request computes its answer). */
export const cacheSwitch = { enabled: true };

/** What a computation returns: the value, the world it belongs to (null: none) and its size. */
export interface Computed<V> {
  value: V;
  world: string | null;
  size: number;
}

/**
 * An LRU whose entries are only served while the change feed reports no change of their world
 * since they were computed (no database read per request), and not past their TTL. Concurrent
 * misses of one key share one computation.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<V>>();
  private size = 0;
  hits = 0;
  misses = 0;

  private readonly unsubscribe: () => void;

  constructor(private readonly feed: ChangeFeed, private readonly options: CacheOptions) {
    // Frees what a change made useless at once (it would never be served again anyway).
    this.unsubscribe = feed.onChange((worlds) => {
      for (const [key, entry] of this.entries) {
        if (worlds === '*' || entry.world === null || worlds.includes(entry.world)) this.drop(key);
      }
    });
  }

  async get(key: string, compute: () => Promise<Computed<V>>): Promise<V> {
    if (!cacheSwitch.enabled) return (await compute()).value;
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expires > Date.now() && this.feed.unchangedSince(hit.world, hit.seq)) {
        this.hits += 1;
        this.entries.delete(key); // re-insert: Map order is the recency order
        this.entries.set(key, hit);
        return hit.value;
      }
      this.drop(key);
    }
    this.misses += 1;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const seq = this.feed.seq;
    const computing = compute().then((result) => {
      // Stored only if nothing of its world changed while it was being computed.
      if (this.feed.unchangedSince(result.world, seq) && result.size <= this.options.maxSize) {
        this.drop(key);
        this.entries.set(key, { world: result.world, seq, expires: Date.now() + this.options.ttlMs, size: result.size, value: result.value });
        this.size += result.size;
        for (const oldest of this.entries.keys()) {
          if (this.size <= this.options.maxSize) break;
          this.drop(oldest);
        }
      }
      return result.value;
    }).finally(() => this.pending.delete(key));
    this.pending.set(key, computing);
    return computing;
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.size = 0;
  }

  dispose(): void {
    this.unsubscribe();
    this.clear();
  }

  get count(): number {
    return this.entries.size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.size -= entry.size;
    this.entries.delete(key);
  }
}
