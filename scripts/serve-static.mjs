#!/usr/bin/env node
// Serves one front-end build (the host or a remote) with what a CDN would do: compression, long-lived
// caching for hashed files, no-cache for entry points, CORS for federated assets, security headers,
// prerendered pages, an SPA fallback to the app shell, and /config.json written from environment variables.
// Files are looked up and read by @fastify/static (it keeps every lookup inside the folder) and compressed by
// @fastify/compress; a path with control characters or a ".." segment is a 400 before any lookup.
// Usage: node scripts/serve-static.mjs --dir dist --port 3000 [--host 127.0.0.1]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { RUNTIME_CONFIG_PATH, runtimeConfig, securityHeaders, trustProxyHops, forwardedProto, extraOrigins } from './runtime-config.mjs';
import { BROTLI_OPTIONS, FILLED_TYPES, GZIP_OPTIONS, fillPrerenderMarkers, keptZlib, safeUrl } from './lib/static-content.mjs';

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
const TEXT = TYPES['.txt'];
/** Read whole before sending: to fill in addresses, and so each file is compressed once (see keptZlib). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpg|webp|md)$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const DOT_DOT_SEGMENT = /(^|[\\/])\.\.([\\/]|$)/;

function parseArgs(argv) {
  const args = { dir: 'dist', port: 3000, host: process.env.HOST || '127.0.0.1' };
  for (let i = 0; i < argv.length; i += 2) args[argv[i].replace(/^--/, '')] = argv[i + 1];
  return args;
}

/**
 * With NODE_ENV=production the addresses come from SITE_URL and API_URL only, never from the request's Host
 * header (a forged Host would otherwise go into /config.json, the CSP and the prerendered pages): both must be
 * set. Returns the host the remaining defaults (the remotes' ports) are built on, or null outside production.
 */
export function productionHost(env) {
  if (env.NODE_ENV !== 'production') return null;
  for (const name of ['SITE_URL', 'API_URL']) {
    const value = (env[name] ?? '').trim();
    if (value === '') throw new Error(`${name} must be set when NODE_ENV=production (the page servers never take addresses from the request's Host header).`);
    if (!safeUrl(value)) throw new Error(`${name} must be an http or https address (got "${value}").`);
  }
  return new URL(env.SITE_URL).host;
}

/** Why a request path is refused before any file is looked up, or null: 400s, never a crash. */
export function refusedPath(url) {
  const rawPath = url.split('?')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'Bad request: the path is not valid percent-encoding.';
  }
  if (CONTROL_CHARACTERS.test(decoded)) return 'Bad request: control characters in the path.';
  if (DOT_DOT_SEGMENT.test(decoded)) return 'Bad request: ".." in the path.';
  return null;
}

async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function buildApp({ root, env, serverFactory }) {
  const hops = trustProxyHops(env);
  const extra = extraOrigins(env);
  const fixedHost = productionHost(env);
  const fixedConfig = fixedHost === null ? null : runtimeConfig(env, fixedHost);
  const configOf = (raw) => fixedConfig ?? runtimeConfig(env, raw.headers.host || 'localhost');
  // Security headers, and CORS for the site's and remotes' origins only (federated manifests and chunks
  // are fetched from the host's page). HSTS only when the client used https: TLS here, or a trusted proxy.
  const headersFor = (raw, config, html) => {
    const https = raw.socket.encrypted === true || forwardedProto(raw.headers['x-forwarded-proto'], hops) === 'https';
    return securityHeaders(config, { origin: raw.headers.origin, https, html, extra });
  };
  const plain = (reply, status, text) => reply.code(status).type(TEXT).header('cache-control', 'no-cache').send(text);

  const app = Fastify({
    logger: false,
    serverFactory,
    // A URL the router cannot decode (e.g. "/%E0%A4%A") never reaches the hooks below.
    frameworkErrors: (_error, request, reply) => {
      reply.headers(headersFor(request.raw, configOf(request.raw), false));
      plain(reply, 400, 'Bad request: the URL is malformed.');
    },
  });

  app.decorateRequest('siteConfig', null);
  app.addHook('onRequest', async (request, reply) => {
    request.siteConfig = configOf(request.raw);
    reply.headers(headersFor(request.raw, request.siteConfig, false));
    const refused = refusedPath(request.url);
    if (refused) return plain(reply, 400, refused);
  });
  // Before compression: pages get their addresses and the page policy; text is read whole so the
  // compressed copy can be kept.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.headers(headersFor(request.raw, request.siteConfig, true));
    if (!payload || typeof payload.pipe !== 'function' || !COMPRESSIBLE.test(type) || request.method === 'HEAD') return payload;
    const body = await readAll(payload);
    reply.removeHeader('content-length');
    return FILLED_TYPES.test(type) ? fillPrerenderMarkers(body, request.siteConfig) : body;
  });
  app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 512,
    // Every file is compressed from memory, so its compressed copy is kept (see keptZlib).
    syncThreshold: 64 * 1024 * 1024,
    zlib: keptZlib,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  app.register(fastifyStatic, {
    root,
    // "/blogs/a-guide" and "/blogs/a-guide/" both answer blogs/a-guide/index.html (a prerendered page).
    index: ['index.html'],
    redirect: false,
    // Ranges and validators are left out: a filled-in page's bytes differ from the file's.
    acceptRanges: false,
    etag: false,
    lastModified: false,
    cacheControl: false,
    contentType: false,
    dotfiles: 'ignore',
    suppressWarning: true,
    setHeaders: (reply, file) => {
      reply.header('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      reply.header('cache-control', HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get(RUNTIME_CONFIG_PATH, (request, reply) => {
    reply.type(TYPES['.json']).header('cache-control', 'no-cache').send(JSON.stringify(request.siteConfig));
  });

  // Missing files: a path with an extension is a real 404; a route gets the app shell (shell.html, or
  // index.html before the prerender step has saved the shell).
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed');
    if (path.posix.extname(request.url.split('?')[0]) !== '') return plain(reply, 404, 'Not found');
    const shell = ['shell.html', 'index.html'].find((name) => fs.existsSync(path.join(root, name)));
    return shell ? reply.sendFile(shell) : plain(reply, 404, 'Not built yet: run the build first');
  });
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`${request.method} ${request.url.slice(0, 200)}: ${error.stack ?? error}`);
    plain(reply, status, status === 500 ? 'Server error' : error.statusCode === 403 ? 'Forbidden' : 'Bad request');
  });
  return app;
}

/**
 * An http.Server serving `dir` (listen on it as on any server). Throws at once on a bad setting (CORS_ORIGINS,
 * TRUST_PROXY_HOPS, and SITE_URL / API_URL in production); requests wait until the app is ready.
 */
export function createStaticServer({ dir, env = process.env }) {
  let server;
  const app = buildApp({
    root: path.resolve(dir),
    env,
    serverFactory: (handler) => {
      server = http.createServer((req, res) => {
        ready.then(() => handler(req, res), () => res.writeHead(503).end());
      });
      return server;
    },
  });
  const ready = app.ready();
  ready.catch((error) => console.error(`The static server could not start: ${error.message}`));
  return server;
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
