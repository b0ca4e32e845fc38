// The runtime config document (/config.json) every front-end server writes from environment variables,
// so moving a remote or the API needs no rebuild. Defaults follow the local port plan on the request's host.
import { createRequire } from 'node:module';

const { host, remotes, manifestFile, runtimeConfigPath } = createRequire(import.meta.url)('../shared-contracts/src/remotes.json');

/** Where the host's origin serves the runtime config (remotes.json; the app fetches it there). */
export const RUNTIME_CONFIG_PATH = runtimeConfigPath;

export function runtimeConfig(env, requestHost = 'localhost') {
  const hostname = requestHost.replace(/:\d+$/, '').replace(/^\[|\]$/g, '') || 'localhost';
  const local = (port) => `http://${hostname}:${port}`;
  const manifests = {};
  for (const { name, manifestVariable, port } of remotes) {
    manifests[name] = env[manifestVariable] || `${local(port)}/${manifestFile}`;
  }
  return {
    apiBaseUrl: env.API_URL || `${local(8000)}/api`,
    siteUrl: env.SITE_URL || local(host.port),
    remotes: manifests,
    support: {
      upiId: env.SUPPORT_UPI_ID || 'engineeringguide@upi',
      payeeName: env.SUPPORT_PAYEE_NAME || 'Engineering Admissions Guide',
      paymentLink: env.SUPPORT_PAYMENT_LINK || 'https://www.buymeacoffee.com/',
    },
    apiTimeoutMs: Number(env.API_TIMEOUT_MS) > 0 ? Number(env.API_TIMEOUT_MS) : 15000,
  };
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The origins of every configured remote (deduplicated, unparsable URLs left out). */
export function remoteOrigins(config) {
  return [...new Set(Object.values(config.remotes).map(originOf).filter(Boolean))];
}

/**
 * CSP for the HTML. Scripts only from this origin and the remotes' (no inline script, no eval: the page is
 * one external bundle; JSON-LD blocks are data and not subject to script-src), calls only to them and the
 * API, images only from them (and data: URLs: the QR code, the empty favicon). Styles allow 'unsafe-inline'
 * because styled-components writes its rules into <style> elements at run time and a per-response nonce is
 * impossible on a static CDN; see docs/adr/0019-security-headers.md.
 */
export function contentSecurityPolicy(config) {
  const remotes = remoteOrigins(config);
  const apiOrigin = originOf(config.apiBaseUrl);
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, apiOrigin)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', ...remotes)}`,
    `font-src ${list("'self'", ...remotes)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
// Features the site never uses, switched off for it and anything it might embed.
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** TRUST_PROXY_HOPS: how many proxies in front of the server are trusted to say the client's scheme. */
export function trustProxyHops(env) {
  const raw = (env.TRUST_PROXY_HOPS ?? '').trim();
  if (raw === '') return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > 10) throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to 10 (got "${raw}").`);
  return Number(raw);
}

/**
 * The scheme the outermost trusted proxy saw: each proxy may append to X-Forwarded-Proto, so the entry
 * `hops` from the right is the trusted one (anything left of it came from the client). Same rule as the API.
 */
export function forwardedProto(header, hops) {
  if (hops < 1 || header === undefined) return null;
  const entries = String(header)
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries.length ? entries[Math.max(0, entries.length - hops)] : null;
}

/** CORS_ORIGINS: a comma list of further origins whose pages may load this server's files. */
export function extraOrigins(env) {
  return (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const parsed = originOf(origin);
      if (!parsed || parsed === 'null') throw new Error(`CORS_ORIGINS must be a comma list of origins like https://example.org (got "${origin}").`);
      return parsed;
    });
}

/**
 * Origins allowed to read this server's files cross-origin (CORS): the site's, the remotes' own (a remote
 * may load another one, e.g. the finders load the predictors' widgets) and CORS_ORIGINS (e.g. a preview
 * host). No other origin gets CORS headers.
 */
export function assetOrigins(config, extra = []) {
  return new Set([originOf(config.siteUrl), ...remoteOrigins(config), ...extra].filter(Boolean));
}

/**
 * Headers for one response. `origin` is the request's Origin header, `https` whether the client used https
 * (a TLS socket, or the trusted proxy says so), `html` whether the body is a page, `extra` CORS_ORIGINS.
 */
export function securityHeaders(config, { origin, https, html, extra = [] }) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Lower case: @fastify/compress looks for 'accept-encoding' as written and would add it a second time.
    Vary: 'Origin, accept-encoding',
  };
  if (origin && assetOrigins(config, extra).has(origin)) headers['Access-Control-Allow-Origin'] = origin;
  if (https) headers['Strict-Transport-Security'] = HSTS_VALUE;
  if (html) {
    headers['Content-Security-Policy'] = contentSecurityPolicy(config);
    headers['X-Frame-Options'] = 'DENY';
    headers['Cross-Origin-Opener-Policy'] = 'same-origin';
    headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  }
  return headers;
}
