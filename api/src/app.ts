// The HTTP API as a Fastify instance: built here, listened on by server.ts, injected into by the tests.
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { dropCredentialsWithoutOrigin, refuseUnlistedPreflight } from './accounts/cors';
import { createCsrf } from './accounts/csrf';
import type { AppConfig } from './config';
import type { Db } from './db/createDb';
import { BAD_URL_DETAIL, registerErrorHandlers } from './http/errors';
import { registerCompression } from './http/compression';
import { clientErrorHandler } from './http/clientErrors';
import { rejectNulCharacters } from './http/nulCharacters';
import { SECURITY_HEADERS, securityHeadersHook } from './http/securityHeaders';
import { rejectLongUrls } from './http/urlLength';
import { accountRoutes, type AccountsOptions } from './routes/accounts';
import { analyticsRoutes } from './routes/analytics';
import { loadPredictorModels, type PredictorModels } from './domain/predictors/tables';
import type { RouteDeps } from './routes/deps';
import { healthRoutes } from './routes/health';
import { josaaRoutes } from './routes/josaa';
import { josaaToolRoutes } from './routes/josaaTool';
import { predictorRoutes } from './routes/predictors';
import { shortlistRoutes } from './routes/shortlist';
import { mhtcetRoutes } from './routes/mhtcet';
import { rankingsRoutes } from './routes/rankings';

export const API_PREFIX = '/api';
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Test seams of the account calls (clock, mailer, rate limits). */
  accounts?: AccountsOptions;
  /** Reads the predictors' models (default: from config.dataDir); a test seam. */
  loadPredictors?: (dataDir: string) => Promise<PredictorModels>;
}

export function buildApp({ db, config, accounts, loadPredictors = loadPredictorModels }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    // The onReady hooks read the predictors' tables and build the MHT-CET finder's index from the real data:
    // a few seconds alone, but past Fastify's 10 s default on a busy 2-core machine, where the API then
    // exited at start. A start that truly hangs still fails, after 5 minutes.
    pluginTimeout: 5 * 60_000,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
    // Requests the HTTP parser refuses (malformed, headers over 16 KB) also get a { detail } answer.
    clientErrorHandler,
    // Malformed URLs (e.g. "/api/%zz") fail before routing; answer them in the API's error format too.
    frameworkErrors: (_error, _request, reply) => {
      (reply as unknown as FastifyReply).headers(SECURITY_HEADERS).code(400).send({ detail: BAD_URL_DETAIL });
    },
  });
  registerErrorHandlers(app);
  app.addHook('onRequest', securityHeadersHook(config.accounts.rateLimits.trustProxyHops));
  registerCompression(app);
  // The csrftoken cookie for every API client that lacks one (double-submit CSRF of the password-reset calls).
  app.addHook('onSend', createCsrf(config.jwtSecret, config.accounts.csrfCookieDomain, API_PREFIX).hook);
  app.addHook('onRequest', refuseUnlistedPreflight(config.corsOrigins));
  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Accept', 'Authorization', 'Content-Type', 'X-CSRFToken', 'X-Requested-With'],
    maxAge: 600,
    // Cookies (csrftoken, the sign-in state) cross from the pages' origins to the API's.
    credentials: true,
    exposedHeaders: ['Retry-After'],
  });
  app.addHook('onSend', dropCredentialsWithoutOrigin);
  // After CORS, so a listed page can read the 414's detail.
  app.addHook('onRequest', rejectLongUrls);
  rejectNulCharacters(app);

  // Once, before the server listens: read and check the predictors' tables (about a second for the 45 MB
  // MHT-CET cut-off list). A problem is a warning, never a failed start: what needs the table answers 503.
  let predictorModels: PredictorModels | null = null;
  app.addHook('onReady', async () => {
    const started = Date.now();
    predictorModels = await loadPredictors(config.dataDir);
    for (const warning of predictorModels.warnings) app.log.warn(`Predictors (DATA_DIR ${config.dataDir}): ${warning}`);
    app.log.info(`Predictors: reference data loaded in ${Date.now() - started} ms.`);
  });

  const deps: RouteDeps = { db, config, predictors: () => predictorModels };
  app.register(
    async (api) => {
      healthRoutes(api, deps);
      rankingsRoutes(api, deps);
      josaaRoutes(api, deps);
      josaaToolRoutes(api, deps);
      analyticsRoutes(api, deps);
      predictorRoutes(api, deps);
      mhtcetRoutes(api, deps);
      accountRoutes(api, deps, accounts);
      shortlistRoutes(api, deps);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
