// Finder answers already written, by search: in results week the same searches come again and again (a
// shared link, the default form with a popular rank, Back and Forward), and a repeat then costs a map
// lookup instead of a search, a page of JSON text and its UTF-8 encoding (the load test's query: ~25 % of
// the API's CPU per request). Bounded by bytes, least recently used first out. The caller keeps one cache
// per in-memory index (JoSAA: per year; MHT-CET: per load of its data), so answers go with the data they
// were computed from (a re-import builds a new index); all of them share one byte budget.

/**
 * Total bytes of answers kept in this process, over every cache (each JoSAA year and the MHT-CET data):
 * about 800 pages of 50 seats (~20 KB each). One budget, not one per cache: with a budget per cache, nine
 * JoSAA years and the MHT-CET data could hold ten times this, which under varied traffic they did (part of
 * a worker's RSS of 700 MB).
 */
export const ANSWER_CACHE_BYTES = 16 * 1024 * 1024;
/** Bigger answers (a logged-in user's "all results") are not kept: one would push out hundreds of pages. */
export const ANSWER_MAX_BYTES = 256 * 1024;
/**
 * Searches remembered (by key only) as asked once, per cache: an answer is kept the second time its search
 * comes within about this many distinct searches. Two generations of this many keys (~100-300 bytes each).
 */
export const SEEN_SEARCHES = 2048;

/** Every answer a cache has kept (a kept Buffer is never written to again). */
const keptAnswers = new WeakSet<Buffer>();

/**
 * Whether an answer cache keeps (or kept) this very Buffer: it is sent again, so its compressed forms are
 * worth the better ratio and worth keeping beside it (http/cachedAnswer.ts).
 */
export const isKeptAnswer = (answer: Buffer): boolean => keptAnswers.has(answer);

interface Entry {
  cache: AnswerCache;
  key: string;
  answer: Buffer;
}

/** A byte bound shared by caches: the least recently used answer of any of them goes first. */
export class AnswerBudget {
  /** Every kept answer, least recently used first (a Set iterates in insertion order). */
  private readonly entries = new Set<Entry>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  touch(entry: Entry): void {
    this.entries.delete(entry);
    this.entries.add(entry);
  }

  add(entry: Entry): void {
    this.entries.add(entry);
    this.bytes += entry.answer.length;
    for (const oldest of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldest.answer.length;
      oldest.cache.dropped(oldest);
    }
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/** The budget of every cache made by answerCachesPer in this process. */
const processBudget = new AnswerBudget(ANSWER_CACHE_BYTES);

/**
 * An answer is kept on its search's second sighting, not its first. Most searches in a day come once (each
 * student's own rank): kept at once, they pushed popular answers out of the byte budget, and each lived in
 * the heap until the budget dropped it, so the old generation filled and the collector ran with it
 * (docs/benchmarks.md, "The answer cache keeps a search seen twice"). A search asked once now costs a key in
 * a bounded set, and its answer dies young.
 */
class SeenOnce {
  private current = new Set<string>();
  private previous = new Set<string>();

  constructor(private readonly generation: number) {}

  /** True when `key` was seen before (within about two generations); remembers it otherwise. */
  check(key: string): boolean {
    if (this.current.has(key) || this.previous.has(key)) return true;
    if (this.current.size >= this.generation) {
      this.previous = this.current;
      this.current = new Set();
    }
    this.current.add(key);
    return false;
  }
}

export class AnswerCache {
  private readonly answers = new Map<string, Entry>();
  private bytes = 0;
  private readonly budget: AnswerBudget;
  private readonly seen: SeenOnce | null;

  /** `seenSearches`: 0 keeps every answer at its first sighting. */
  constructor(maxBytes = ANSWER_CACHE_BYTES, private readonly maxAnswerBytes = ANSWER_MAX_BYTES, budget?: AnswerBudget, seenSearches = SEEN_SEARCHES) {
    this.budget = budget ?? new AnswerBudget(maxBytes);
    this.seen = seenSearches > 0 ? new SeenOnce(seenSearches) : null;
  }

  get(key: string): Buffer | undefined {
    const entry = this.answers.get(key);
    if (entry) this.budget.touch(entry);
    return entry?.answer;
  }

  /** Keeps `answer` for `key` when its search was seen before (see SeenOnce). */
  set(key: string, answer: Buffer): void {
    if (answer.length > this.maxAnswerBytes || this.answers.has(key)) return;
    if (this.seen && !this.seen.check(key)) return;
    const entry: Entry = { cache: this, key, answer };
    keptAnswers.add(answer);
    this.answers.set(key, entry);
    this.bytes += answer.length;
    this.budget.add(entry);
  }

  /** Called by the budget when it drops one of this cache's answers. */
  dropped(entry: Entry): void {
    if (this.answers.get(entry.key) !== entry) return;
    this.answers.delete(entry.key);
    this.bytes -= entry.answer.length;
  }

  get size(): number {
    return this.answers.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/** One AnswerCache per owner (an in-memory index of the data), all within one budget per process. */
export function answerCachesPer<Owner extends object>(budget: AnswerBudget = processBudget): (owner: Owner) => AnswerCache {
  const caches = new WeakMap<Owner, AnswerCache>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new AnswerCache(budget.maxBytes, ANSWER_MAX_BYTES, budget);
      caches.set(owner, cache);
    }
    return cache;
  };
}
