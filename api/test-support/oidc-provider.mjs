#!/usr/bin/env node
// A real OpenID Connect provider on loopback (the oidc-provider package), standing in for Google in the API
// tests and the e2e suite. Sign-in is automatic: the authorization request logs in as the test user (or as
// the e-mail in login_hint) and skips consent, then redirects to the redirect URI with code and state.
//
//   node api/test-support/oidc-provider.mjs --port 18900 --client-id e2e-client --client-secret e2e-secret \
//     --redirect-uri http://127.0.0.1:3000/oauth-bridge [--redirect-uri ...] [--email oidc.user@example.com]
//
// Options: --host (127.0.0.1), --port (18900; 0 picks a free one), --client-id (e2e-client), --client-secret
// (e2e-secret), --redirect-uri (repeatable; default http://127.0.0.1:3000/oauth-bridge and
// http://localhost:3000/oauth-bridge), --email (oidc.user@example.com), --given-name (Oidc), --family-name
// (User), --exit-with-stdin (exit when standard input closes: for a parent that may die without killing us).
// Users: any e-mail works as login_hint; its sub is stable (derived from the e-mail) and its e-mail is
// verified, unless the local part contains "+unverified" (email_verified false).
// When ready it prints one JSON line: {"ready":true,"issuer":"http://127.0.0.1:18900","port":18900,...}.
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';

const { values: args } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '18900' },
    'client-id': { type: 'string', default: 'e2e-client' },
    'client-secret': { type: 'string', default: 'e2e-secret' },
    'redirect-uri': { type: 'string', multiple: true },
    email: { type: 'string', default: 'oidc.user@example.com' },
    'given-name': { type: 'string', default: 'Oidc' },
    'family-name': { type: 'string', default: 'User' },
    'exit-with-stdin': { type: 'boolean', default: false },
  },
  strict: true,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const redirectUris = args['redirect-uri'] ?? ['http://127.0.0.1:3000/oauth-bridge', 'http://localhost:3000/oauth-bridge'];
const subFor = (email) => `user-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`;
/** sub -> e-mail of everyone who signed in. */
const accounts = new Map();

function claimsFor(sub) {
  const email = accounts.get(sub) ?? args.email;
  const isDefault = email.toLowerCase() === args.email.toLowerCase();
  const givenName = isDefault ? args['given-name'] : email.split('@')[0].replace(/\+.*$/, '');
  const familyName = isDefault ? args['family-name'] : 'Tester';
  return {
    sub,
    email,
    email_verified: !/\+unverified@/i.test(email),
    given_name: givenName,
    family_name: familyName,
    name: `${givenName} ${familyName}`,
  };
}

// Generated as PEM, then read into a key of its own for the JWK. Exporting the generated KeyObject itself can
// hang the process for good (Node 20): a garbage collection during the export finalises the generation job,
// whose destructor waits for the lock the export holds. In a loop of 512-bit keys the direct export hangs
// within seconds; this way it does not.
const signingPem = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
}).privateKey;
const signingKey = createPrivateKey(signingPem).export({ format: 'jwk' });

function startProvider(issuer) {
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: args['client-id'],
        client_secret: args['client-secret'],
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key-1', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Put the scope's claims in the ID token too, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => claimsFor(sub) };
    },
    // First-party client: consent is implied (openid email profile).
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  return provider;
}

async function interaction(provider, req, res) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    const hint = typeof details.params.login_hint === 'string' && EMAIL.test(details.params.login_hint) ? details.params.login_hint : args.email;
    const accountId = subFor(hint);
    accounts.set(accountId, hint);
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    return;
  }
  const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope ?? 'openid email profile'));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

const server = createServer();
server.listen(Number(args.port), args.host, () => {
  const { port } = server.address();
  const host = args.host.includes(':') ? `[${args.host}]` : args.host;
  const issuer = `http://${host}:${port}`;
  const provider = startProvider(issuer);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(provider, req, res).catch((error) => {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/plain');
        res.end(`interaction failed: ${error?.message ?? error}`);
      });
      return;
    }
    callback(req, res);
  });
  console.log(JSON.stringify({ ready: true, issuer, port, clientId: args['client-id'], redirectUris, email: args.email }));
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
if (args['exit-with-stdin']) {
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
}
