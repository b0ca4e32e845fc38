import zlib from 'node:zlib';
import { encodedForm, negotiateCoding } from './cachedAnswer';
import { BROTLI_OPTIONS, ONE_OFF_BROTLI_OPTIONS, ONE_OFF_GZIP_OPTIONS } from './compression';

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

  it('compresses a reused answer once per buffer and coding, and decodes to the same bytes', () => {
    const br = encodedForm(body, 'br', true);
    expect(encodedForm(body, 'br', true)).toBe(br);
    expect(br.equals(zlib.brotliCompressSync(body, BROTLI_OPTIONS))).toBe(true);
    expect(br.length).toBeLessThan(body.length / 3);
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    const gzip = encodedForm(body, 'gzip', true);
    expect(encodedForm(body, 'gzip', true)).toBe(gzip);
    expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
  });

  it('keys by the buffer itself: an equal copy is compressed afresh', () => {
    const copy = Buffer.from(body);
    expect(encodedForm(copy, 'br', true)).not.toBe(encodedForm(body, 'br', true));
  });

  it('compresses an answer sent once at the fast options, keeping nothing', () => {
    // The two option sets give different bytes for this body, so the checks below tell them apart.
    expect(zlib.brotliCompressSync(body, ONE_OFF_BROTLI_OPTIONS).equals(zlib.brotliCompressSync(body, BROTLI_OPTIONS))).toBe(false);
    const once = Buffer.from(body);
    const br = encodedForm(once, 'br', false);
    expect(br.equals(zlib.brotliCompressSync(once, ONE_OFF_BROTLI_OPTIONS))).toBe(true);
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    expect(encodedForm(once, 'br', false)).not.toBe(br);
    const gzip = encodedForm(once, 'gzip', false);
    expect(gzip.equals(zlib.gzipSync(once, ONE_OFF_GZIP_OPTIONS))).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
    // Nothing was kept for it: asked for as reused, it is compressed at the ratio-minded options.
    expect(encodedForm(once, 'br', true).equals(zlib.brotliCompressSync(once, BROTLI_OPTIONS))).toBe(true);
  });
});
