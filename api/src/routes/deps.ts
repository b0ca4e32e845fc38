import type { FastifyRequest } from 'fastify';
import { viewerFromAuthorization, type Viewer } from '../auth/viewer';
import type { AppConfig } from '../config';
import type { Db } from '../db/createDb';

/** What every route module is given. */
export interface RouteDeps {
  db: Db;
  config: AppConfig;
}

export const viewerOf = (request: FastifyRequest, deps: RouteDeps): Viewer =>
  viewerFromAuthorization(request.headers.authorization, deps.config.jwtSecret);
