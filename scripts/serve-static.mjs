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
import { runtimeConfig, contentSecurityPolicy } from './runtime-config.mjs';

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
  if (key) compressedCache.set(cacheKey, out);
  return out;
}

export function createStaticServer({ dir, env = process.env }) {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');

  return http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://local');
    const config = runtimeConfig(env, req.headers.host || 'localhost');
    const headers = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Federated chunks and manifests are fetched from the host's origin.
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
    };
    if (req.headers['x-forwarded-proto'] === 'https') headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
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
        ...(type.startsWith('text/html')
          ? { 'Content-Security-Policy': contentSecurityPolicy(config), 'X-Frame-Options': 'DENY' }
          : {}),
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
          if (readErr) send(500, TYPES['.txt'], Buffer.from('Read error'), null);
          // A rebuilt file gets a new cache key, so a stale compressed copy is never served.
          else send(200, TYPES[path.extname(file)] || 'application/octet-stream', body, file, `${file}:${stat.mtimeMs}:${stat.size}`);
        });
        return;
      }
      // Missing files with an extension are real 404s; routes fall back to the app shell.
      if (path.extname(pathname)) {
        send(404, TYPES['.txt'], Buffer.from('Not found'), null);
        return;
      }
      const page = path.join(root, pathname, 'index.html');
      fs.readFile(fs.existsSync(page) ? page : indexFile, (readErr, body) => {
        if (readErr) send(404, TYPES['.txt'], Buffer.from('Not built yet: run the build first'), null);
        else send(200, TYPES['.html'], body, null);
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = parseArgs(process.argv.slice(2));
  const server = createStaticServer({ dir: args.dir });
  server.listen(Number(args.port), args.host, () => {
    console.log(`Serving ${path.resolve(args.dir)} on http://${args.host}:${args.port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
