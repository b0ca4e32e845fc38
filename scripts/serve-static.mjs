#!/usr/bin/env node
// Serves one front-end build (the host or a remote) with what a CDN would do: compression, long-lived
// caching for hashed files, no-cache for entry points, CORS for federated assets, security headers,
// an SPA fallback to index.html, and /config.json written from environment variables.
// Usage: node scripts/serve-static.mjs --dir dist --port 3000 [--host 127.0.0.1]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { runtimeConfig, securityHeaders, trustProxyHops, forwardedProto, extraOrigins } from './runtime-config.mjs';
import prerenderMarkers from './lib/prerender-markers.cjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpg|webp|md)$/;

function parseArgs(argv) {
  const args = { dir: 'dist', port: 3000, host: process.env.HOST || '127.0.0.1' };
  for (let i = 0; i < argv.length; i += 2) args[argv[i].replace(/^--/, '')] = argv[i + 1];
  return args;
}

function cacheControl(file) {
  const base = path.basename(file);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function negotiate(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

const compressedCache = new Map();
function compress(body, encoding, key) {
  const cacheKey = `${key}:${encoding}`;
  if (key && compressedCache.has(cacheKey)) return compressedCache.get(cacheKey);
  const out =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(body, { level: 9 });
  if (key) {
    // Keys include the addresses filled into prerendered pages, which follow the Host header when SITE_URL
    // is unset: bound the cache.
    if (compressedCache.size >= 500) compressedCache.clear();
    compressedCache.set(cacheKey, out);
  }
  return out;
}

/** An address safe to write into HTML attributes, JSON and XML: http(s), no quotes, brackets or spaces. */
function safeUrl(url) {
  try {
    const parsed = new URL(url);
    const href = parsed.href;
    return /^https?:$/.test(parsed.protocol) && /^[A-Za-z0-9:/._~%!$()*+,;=@[\]-]+$/.test(href) ? href : null;
  } catch {
    return null;
  }
}

/**
 * Prerendered pages, sitemap.xml and robots.txt (scripts/prerender.mjs) are built with stand-in addresses:
 * fill in the site's origin (SITE_URL) and the folder the blog remote is served from (REMOTE_BLOG_URL's).
 * Returns the body and what it depends on (part of the compressed copy's cache key).
 */
function fillPrerenderMarkers(body, type, config) {
  if (!/^(text\/html|application\/xml|text\/plain)/.test(type)) return { body, key: '' };
  const text = body.toString('utf8');
  const { SITE_URL_MARKER, BLOG_URL_MARKER } = prerenderMarkers;
  if (!text.includes(SITE_URL_MARKER) && !text.includes(BLOG_URL_MARKER)) return { body, key: '' };
  const site = (safeUrl(config.siteUrl) ?? 'http://localhost:3000/').replace(/\/+$/, '');
  const blog = safeUrl(new URL('.', safeUrl(config.remotes.blog) ?? 'http://localhost:3005/').href) ?? 'http://localhost:3005/';
  // Share links carry the page address URL-encoded.
  const filled = text
    .split(SITE_URL_MARKER).join(site)
    .split(encodeURIComponent(SITE_URL_MARKER)).join(encodeURIComponent(site))
    .split(BLOG_URL_MARKER).join(blog);
  return { body: Buffer.from(filled), key: `:${site}:${blog}` };
}

export function createStaticServer({ dir, env = process.env }) {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  // The app shell for routes without a page of their own (index.html is then the prerendered home page).
  const shellFile = path.join(root, 'shell.html');
  const hops = trustProxyHops(env);
  const extra = extraOrigins(env);

  return http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://local');
    const config = runtimeConfig(env, req.headers.host || 'localhost');
    // Security headers, and CORS for the site's and remotes' origins only (federated manifests and chunks
    // are fetched from the host's page). HSTS only when the client used https: TLS here, or a trusted proxy.
    const https = req.socket.encrypted === true || forwardedProto(req.headers['x-forwarded-proto'], hops) === 'https';
    const security = (html) => securityHeaders(config, { origin: req.headers.origin, https, html, extra });
    const headers = security(false);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
      return;
    }

    const send = (status, type, body, file, cacheKey = null) => {
      const encoding = COMPRESSIBLE.test(type) && body.length > 512 ? negotiate(req.headers['accept-encoding']) : null;
      const payload = encoding ? compress(body, encoding, cacheKey) : body;
      res.writeHead(status, {
        ...headers,
        'Content-Type': type,
        'Content-Length': payload.length,
        'Cache-Control': file ? cacheControl(file) : 'no-cache',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        ...(type.startsWith('text/html') ? security(true) : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : payload);
    };

    if (url.pathname === '/config.json') {
      send(200, TYPES['.json'], Buffer.from(JSON.stringify(config)), null);
      return;
    }

    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      send(400, TYPES['.txt'], Buffer.from('Bad request'), null);
      return;
    }
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) {
      send(404, TYPES['.txt'], Buffer.from('Not found'), null);
      return;
    }
    fs.stat(file, (err, stat) => {
      if (!err && stat.isFile()) {
        fs.readFile(file, (readErr, body) => {
          if (readErr) {
            send(500, TYPES['.txt'], Buffer.from('Read error'), null);
            return;
          }
          const type = TYPES[path.extname(file)] || 'application/octet-stream';
          const filled = fillPrerenderMarkers(body, type, config);
          // A rebuilt file gets a new cache key, so a stale compressed copy is never served.
          send(200, type, filled.body, file, `${file}:${stat.mtimeMs}:${stat.size}${filled.key}`);
        });
        return;
      }
      // Missing files with an extension are real 404s; routes fall back to the app shell.
      if (path.extname(pathname)) {
        send(404, TYPES['.txt'], Buffer.from('Not found'), null);
        return;
      }
      // A prerendered page (dist/<path>/index.html) when there is one, else the app shell.
      const page = [path.join(root, pathname, 'index.html'), shellFile, indexFile].find((candidate) => fs.existsSync(candidate));
      fs.stat(page ?? indexFile, (statErr, stat) => {
        fs.readFile(page ?? indexFile, (readErr, body) => {
          if (statErr || readErr) {
            send(404, TYPES['.txt'], Buffer.from('Not built yet: run the build first'), null);
            return;
          }
          const filled = fillPrerenderMarkers(body, TYPES['.html'], config);
          send(200, TYPES['.html'], filled.body, null, `${page}:${stat.mtimeMs}:${stat.size}${filled.key}`);
        });
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = parseArgs(process.argv.slice(2));
  let server;
  try {
    server = createStaticServer({ dir: args.dir });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  server.listen(Number(args.port), args.host, () => {
    console.log(`Serving ${path.resolve(args.dir)} on http://${args.host}:${args.port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
