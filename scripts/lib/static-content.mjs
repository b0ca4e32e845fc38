// What the static server does to a file's content on its way out: the prerendered pages' stand-in addresses
// filled in, and compression whose output is kept (a bundle is compressed once, not per request).
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import prerenderMarkers from './prerender-markers.cjs';

/** An address safe to write into HTML attributes, JSON and XML: http(s), no quotes, brackets or spaces. */
export function safeUrl(url) {
  try {
    const parsed = new URL(url);
    const href = parsed.href;
    return /^https?:$/.test(parsed.protocol) && /^[A-Za-z0-9:/._~%!$()*+,;=@[\]-]+$/.test(href) ? href : null;
  } catch {
    return null;
  }
}

/** Content types whose files may hold the stand-ins of scripts/lib/prerender-markers.cjs. */
export const FILLED_TYPES = /^(text\/html|application\/xml|text\/plain)/;

/**
 * Prerendered pages, sitemap.xml and robots.txt (scripts/prerender.mjs) are built with stand-in addresses:
 * fill in the site's origin (SITE_URL) and the folder the blog remote is served from (REMOTE_BLOG_URL's).
 */
export function fillPrerenderMarkers(body, config) {
  const text = body.toString('utf8');
  const { SITE_URL_MARKER, BLOG_URL_MARKER } = prerenderMarkers;
  if (!text.includes(SITE_URL_MARKER) && !text.includes(BLOG_URL_MARKER)) return body;
  const site = (safeUrl(config.siteUrl) ?? 'http://localhost:3000/').replace(/\/+$/, '');
  const blog = safeUrl(new URL('.', safeUrl(config.remotes.blog) ?? 'http://localhost:3005/').href) ?? 'http://localhost:3005/';
  // Share links carry the page address URL-encoded.
  const filled = text
    .split(SITE_URL_MARKER).join(site)
    .split(encodeURIComponent(SITE_URL_MARKER)).join(encodeURIComponent(site))
    .split(BLOG_URL_MARKER).join(blog);
  return Buffer.from(filled);
}

/**
 * `compress` with its output kept by the input's SHA-1 (a rebuilt file has other bytes, so a stale copy is
 * never served), least recently used first out beyond `maxEntries` or `maxBytes`. Pages filled from the
 * Host header (no SITE_URL) differ per host, hence the bounds.
 */
export function memoizeCompression(compress, { maxEntries = 500, maxBytes = 64 * 1024 * 1024 } = {}) {
  const kept = new Map();
  let bytes = 0;
  return (input, options) => {
    const key = createHash('sha1').update(input).digest('base64');
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const output = compress(input, options);
    kept.set(key, output);
    bytes += output.length;
    while (kept.size > maxEntries || bytes > maxBytes) {
      const [oldest, value] = kept.entries().next().value;
      kept.delete(oldest);
      bytes -= value.length;
    }
    return output;
  };
}

/** For @fastify/compress: the stream constructors as they are, the one-shot compressions kept. */
export const keptZlib = {
  ...zlib,
  brotliCompressSync: memoizeCompression(zlib.brotliCompressSync),
  gzipSync: memoizeCompression(zlib.gzipSync),
};

/** A file's bytes compress once at the highest level that stays quick (today's CDN-like ratio). */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };
export const GZIP_OPTIONS = { level: 9 };
