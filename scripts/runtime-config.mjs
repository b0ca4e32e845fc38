// The runtime config document (/config.json) every front-end server writes from environment variables,
// so moving a remote or the API needs no rebuild. Defaults follow the local port plan on the request's host.
export const REMOTE_ENV = {
  rankings: ['REMOTE_RANKINGS_URL', 3001],
  finders: ['REMOTE_FINDERS_URL', 3002],
  predictors: ['REMOTE_PREDICTORS_URL', 3003],
  auth: ['REMOTE_AUTH_URL', 3004],
  blog: ['REMOTE_BLOG_URL', 3005],
};

export function runtimeConfig(env, requestHost = 'localhost') {
  const hostname = requestHost.replace(/:\d+$/, '').replace(/^\[|\]$/g, '') || 'localhost';
  const local = (port) => `http://${hostname}:${port}`;
  const remotes = {};
  for (const [name, [variable, port]] of Object.entries(REMOTE_ENV)) {
    remotes[name] = env[variable] || `${local(port)}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: env.API_URL || `${local(8000)}/api`,
    siteUrl: env.SITE_URL || local(3000),
    remotes,
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

/** CSP for the HTML: scripts only from here and the remotes' origins, calls only to them and the API. */
export function contentSecurityPolicy(config) {
  const remoteOrigins = [...new Set(Object.values(config.remotes).map(originOf).filter(Boolean))];
  const apiOrigin = originOf(config.apiBaseUrl);
  const connect = ["'self'", ...remoteOrigins, ...(apiOrigin ? [apiOrigin] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins.join(' ')}`.trim(),
    `connect-src ${[...new Set(connect)].join(' ')}`,
    // styled-components injects its rules at run time.
    "style-src 'self' 'unsafe-inline'",
    // Remotes may serve their own images (over http locally).
    `img-src 'self' data: https: ${remoteOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
