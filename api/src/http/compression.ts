// Response compression: brotli or gzip for every text response above ~1 KB when the client accepts it.
// Tuned for CPU, not ratio: the finder endpoints must sustain >= 1,000 req/s on two cores, and on JSON of
// a few to a few tens of KB brotli quality 3 / gzip level 3 give most of the size win at the least CPU
// (a 19.8 KB finder page: brotli 3 799 B in 72 us, brotli 4 778 B in 123 us, gzip 3 1,006 B in 43 us,
// gzip 6 909 B in 104 us, brotli 11 637 B in ~38 ms). Payloads are compressed
// synchronously (a zlib stream per response costs more than compressing a few tens of KB inline), and the
// output is memoized by content: the same popular queries are asked again and again, and identical bytes
// always compress to identical bytes, so a repeat costs a SHA-1 instead of a compression.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
export const BROTLI_QUALITY = 3;
export const GZIP_LEVEL = 3;
/** Brotli for JSON text at `quality`. */
const brotliTextAt = (quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
  },
});
/** The options of every brotli and gzip compression of a response (also the finders' kept answers). */
export const BROTLI_OPTIONS: zlib.BrotliOptions = brotliTextAt(BROTLI_QUALITY);
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: GZIP_LEVEL };
/**
 * For an answer written for one request and then dropped (a finder search seen for the first time: most of
 * a day's, each student's own rank), compressed once and never again: brotli quality 1 / gzip level 1. On
 * random finder answers (15-18 KB on average), brotli 1 took 25-40 us against quality 3's 62-100 us, for
 * 16-22 % more bytes (~1.1-1.9 KB against 0.9-1.7 KB: about a millisecond at 1.6 Mbit/s). Answers a cache
 * keeps are sent again and again, so they keep the options above.
 */
export const ONE_OFF_BROTLI_OPTIONS: zlib.BrotliOptions = brotliTextAt(1);
export const ONE_OFF_GZIP_OPTIONS: zlib.ZlibOptions = { level: 1 };
/** Below this a response is compressed synchronously (every API JSON response is far below it). */
const SYNC_THRESHOLD_BYTES = 256 * 1024;
/** Compressed responses kept; at ~1 KB each (finder pages compress ~25x) about 2 MB at most. */
export const COMPRESSION_CACHE_ENTRIES = 2000;

type SyncCompressor = (payload: Buffer, options?: object) => Buffer;

/**
 * `compressor` memoized by the payload's SHA-1, least recently used entries dropped beyond `maxEntries`.
 * Each memo serves one encoding with one set of options (the plugin passes the same options every time).
 */
export function memoizeCompressor(compressor: SyncCompressor, maxEntries = COMPRESSION_CACHE_ENTRIES): SyncCompressor & { size(): number } {
  const cache = new Map<string, Buffer>();
  const memo = (payload: Buffer, options?: object): Buffer => {
    const key = createHash('sha1').update(payload).digest('base64');
    const hit = cache.get(key);
    if (hit) {
      // Re-insert: Map keeps insertion order, so the first key is always the least recently used.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const out = compressor(payload, options);
    cache.set(key, out);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return out;
  };
  return Object.assign(memo, { size: () => cache.size });
}

export function registerCompression(app: FastifyInstance): void {
  // The plugin takes its zlib from here: the stream constructors as they are, the one-shot ones memoized.
  const memoZlib = {
    createBrotliCompress: zlib.createBrotliCompress,
    createGzip: zlib.createGzip,
    createDeflate: zlib.createDeflate,
    createGunzip: zlib.createGunzip,
    createInflate: zlib.createInflate,
    createBrotliDecompress: zlib.createBrotliDecompress,
    brotliCompressSync: memoizeCompressor(zlib.brotliCompressSync as SyncCompressor),
    gzipSync: memoizeCompressor(zlib.gzipSync as SyncCompressor),
  };
  app.register(compress, {
    global: true,
    // Request bodies are small JSON; accepting compressed ones would only let a client send a zip bomb.
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // zstd is left out: browsers send it only to https origins and Node 20 cannot produce it.
    encodings: ['br', 'gzip'],
    syncThreshold: SYNC_THRESHOLD_BYTES,
    zlib: memoZlib,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
