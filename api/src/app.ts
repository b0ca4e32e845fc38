// The HTTP API as a Fastify instance: built here, listened on by server.ts, injected into by the tests.
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/createDb';
import { BAD_URL_DETAIL, registerErrorHandlers } from './http/errors';
import { addSecurityHeaders, SECURITY_HEADERS } from './http/securityHeaders';
import { analyticsRoutes } from './routes/analytics';
import type { RouteDeps } from './routes/deps';
import { healthRoutes } from './routes/health';
import { josaaRoutes } from './routes/josaa';
import { predictorRoutes } from './routes/predictors';
import { mhtcetRoutes } from './routes/mhtcet';
import { rankingsRoutes } from './routes/rankings';

export const API_PREFIX = '/api';
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
}

export function buildApp({ db, config }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
    // Malformed URLs (e.g. "/api/%zz") fail before routing; answer them in the API's error format too.
    frameworkErrors: (_error, _request, reply) => {
      (reply as unknown as FastifyReply).headers(SECURITY_HEADERS).code(400).send({ detail: BAD_URL_DETAIL });
    },
  });
  registerErrorHandlers(app);
  app.addHook('onRequest', addSecurityHeaders);
  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Accept', 'Authorization', 'Content-Type', 'X-CSRFToken', 'X-Requested-With'],
    maxAge: 600,
  });

  const deps: RouteDeps = { db, config };
  app.register(
    async (api) => {
      healthRoutes(api, deps);
      rankingsRoutes(api, deps);
      josaaRoutes(api, deps);
      analyticsRoutes(api, deps);
      predictorRoutes(api, deps);
      mhtcetRoutes(api, deps);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
