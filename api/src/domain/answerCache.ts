// Finder answers already written, by search: in results week the same searches come again and again (a
// shared link, the default form with a popular rank, Back and Forward), and a repeat then costs a map
// lookup instead of a search, a page of JSON text and its UTF-8 encoding (the load test's query: ~25 % of
// the API's CPU per request). Bounded by bytes, least recently used first out. The caller keeps one cache
// per in-memory index (JoSAA: per year; MHT-CET: per load of its data), so answers go with the data they
// were computed from (a re-import builds a new index).

/** Total bytes of answers kept per cache: about 1,600 pages of 50 seats (~20 KB each). */
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
/** Bigger answers (a logged-in user's "all results") are not kept: one would push out hundreds of pages. */
export const ANSWER_MAX_BYTES = 256 * 1024;

export class AnswerCache {
  private readonly answers = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = ANSWER_CACHE_BYTES, private readonly maxAnswerBytes = ANSWER_MAX_BYTES) {}

  get(key: string): Buffer | undefined {
    const answer = this.answers.get(key);
    if (answer) {
      // Re-inserted: a Map iterates in insertion order, so the first key is always the least recently used.
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: Buffer): void {
    if (answer.length > this.maxAnswerBytes || this.answers.has(key)) return;
    this.answers.set(key, answer);
    this.bytes += answer.length;
    for (const [oldest, dropped] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= dropped.length;
    }
  }

  get size(): number {
    return this.answers.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/** One AnswerCache per owner (an in-memory index of the data): its answers are dropped with it. */
export function answerCachesPer<Owner extends object>(): (owner: Owner) => AnswerCache {
  const caches = new WeakMap<Owner, AnswerCache>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new AnswerCache();
      caches.set(owner, cache);
    }
    return cache;
  };
}
