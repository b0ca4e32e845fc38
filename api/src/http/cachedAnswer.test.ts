import zlib from 'node:zlib';
import { encodedForm, negotiateCoding } from './cachedAnswer';

describe('negotiateCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br;q=abc', null],
    [' gzip ; q=1 , br ; q=0.1', 'gzip'],
    [['gzip', 'br'], 'br'],
  ])('%j -> %s', (header, coding) => {
    expect(negotiateCoding(header as string | string[] | undefined)).toBe(coding);
  });
});

describe('encodedForm', () => {
  const body = Buffer.from(JSON.stringify({ results: Array.from({ length: 50 }, (_, i) => ({ institute: `Institute ${i}`, closing_rank: String(i * 100) })) }));

  it('compresses once per buffer and coding, and decodes to the same bytes', () => {
    const br = encodedForm(body, 'br');
    expect(encodedForm(body, 'br')).toBe(br);
    expect(br.length).toBeLessThan(body.length / 3);
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    const gzip = encodedForm(body, 'gzip');
    expect(encodedForm(body, 'gzip')).toBe(gzip);
    expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
  });

  it('keys by the buffer itself: an equal copy is compressed afresh', () => {
    const copy = Buffer.from(body);
    expect(encodedForm(copy, 'br')).not.toBe(encodedForm(body, 'br'));
  });
});
