import { AnswerBudget, AnswerCache, answerCachesPer, isKeptAnswer } from './answerCache';

const bytes = (n: number, fill = 'x') => Buffer.alloc(n, fill);
/** A cache that keeps an answer at its first sighting, for the byte bounds alone. */
const keepingAtOnce = (maxBytes: number, maxAnswerBytes: number) => new AnswerCache(maxBytes, maxAnswerBytes, undefined, 0);
/** Sets `key` as the route does when its search comes twice. */
const setTwice = (cache: AnswerCache, key: string, answer: Buffer) => {
  cache.set(key, answer);
  cache.set(key, answer);
};

describe('AnswerCache', () => {
  it('keeps an answer on its search\'s second sighting, not its first', () => {
    const cache = new AnswerCache(1000, 100, undefined, 4);
    const first = bytes(10);
    cache.set('once', first);
    expect(cache.get('once')).toBeUndefined();
    expect(cache.size).toBe(0);
    const second = bytes(10, '2');
    cache.set('once', second);
    expect(cache.get('once')).toBe(second);
    // The kept Buffer is known as kept (its compressed forms are kept too); the one sent once is not.
    expect(isKeptAnswer(second)).toBe(true);
    expect(isKeptAnswer(first)).toBe(false);
    expect(isKeptAnswer(Buffer.from(second))).toBe(false);
  });

  it('forgets searches seen once after about two generations, and random searches never push out a popular answer', () => {
    const cache = new AnswerCache(30, 100, undefined, 4);
    setTwice(cache, 'popular', bytes(10, 'p'));
    cache.set('early', bytes(10));
    for (let i = 0; i < 8; i++) cache.set(`random-${i}`, bytes(10));
    cache.set('early', bytes(10)); // its first sighting is two generations back: forgotten, so not kept
    expect(cache.get('early')).toBeUndefined();
    expect(cache.get('popular')?.toString()).toBe('p'.repeat(10));
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(10);
  });

  it('keeps answers up to its byte bound, dropping the least recently used first', () => {
    const cache = keepingAtOnce(100, 60);
    cache.set('a', bytes(40, 'a'));
    cache.set('b', bytes(40, 'b'));
    expect(cache.get('a')?.toString()).toBe('a'.repeat(40)); // a is now the most recently used
    cache.set('c', bytes(40, 'c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.totalBytes).toBe(80);
    expect(cache.size).toBe(2);
  });

  it('does not keep an answer bigger than its per-answer bound, and keeps the first of two for one key', () => {
    const cache = keepingAtOnce(100, 60);
    const big = bytes(61);
    cache.set('big', big);
    expect(cache.get('big')).toBeUndefined();
    expect(isKeptAnswer(big)).toBe(false);
    const first = bytes(10, '1');
    cache.set('k', first);
    cache.set('k', bytes(10, '2'));
    expect(cache.get('k')).toBe(first);
    expect(cache.totalBytes).toBe(10);
  });
});

describe('answerCachesPer', () => {
  it('gives each owner (an index of the data) one cache of its own', () => {
    const cacheOf = answerCachesPer<object>();
    const index = {};
    const reimported = {};
    setTwice(cacheOf(index), 'k', bytes(10));
    expect(cacheOf(index)).toBe(cacheOf(index));
    expect(cacheOf(index).get('k')).toBeDefined();
    expect(cacheOf(reimported)).not.toBe(cacheOf(index));
    expect(cacheOf(reimported).get('k')).toBeUndefined();
  });
});

describe('AnswerBudget', () => {
  it('bounds the bytes of every cache that shares it, dropping the least recently used answer of any', () => {
    const budget = new AnswerBudget(100);
    const cacheOf = answerCachesPer<object>(budget);
    const year2025 = cacheOf({});
    const year2024 = cacheOf({});
    setTwice(year2025, 'a', bytes(40, 'a'));
    setTwice(year2024, 'b', bytes(40, 'b'));
    expect(year2025.get('a')).toBeDefined(); // b is now the least recently used
    setTwice(year2024, 'c', bytes(40, 'c'));
    expect(year2024.get('b')).toBeUndefined();
    expect(year2025.get('a')).toBeDefined();
    expect(year2024.get('c')).toBeDefined();
    expect(budget.totalBytes).toBe(80);
    expect(year2025.totalBytes + year2024.totalBytes).toBe(80);
  });
});
