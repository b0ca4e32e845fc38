import { AnswerBudget, AnswerCache, answerCachesPer } from './answerCache';

const bytes = (n: number, fill = 'x') => Buffer.alloc(n, fill);

describe('AnswerCache', () => {
  it('keeps answers up to its byte bound, dropping the least recently used first', () => {
    const cache = new AnswerCache(100, 60);
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
    const cache = new AnswerCache(100, 60);
    cache.set('big', bytes(61));
    expect(cache.get('big')).toBeUndefined();
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
    cacheOf(index).set('k', bytes(10));
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
    year2025.set('a', bytes(40, 'a'));
    year2024.set('b', bytes(40, 'b'));
    expect(year2025.get('a')).toBeDefined(); // b is now the least recently used
    year2024.set('c', bytes(40, 'c'));
    expect(year2024.get('b')).toBeUndefined();
    expect(year2025.get('a')).toBeDefined();
    expect(year2024.get('c')).toBeDefined();
    expect(budget.totalBytes).toBe(80);
    expect(year2025.totalBytes + year2024.totalBytes).toBe(80);
  });
});
