import type { FastifyRequest } from 'fastify';
import { viewerFromAuthorization, type Viewer } from '../auth/viewer';
import type { AppConfig } from '../config';
import type { Db } from '../db/createDb';
import type { PredictorModels } from '../domain/predictors/tables';

/** What every route module is given. */
export interface RouteDeps {
  db: Db;
  config: AppConfig;
  /** The predictors' models, read from DATA_DIR before the server listens (null until then). */
  predictors: () => PredictorModels | null;
}

export const viewerOf = (request: FastifyRequest, deps: RouteDeps): Viewer =>
  viewerFromAuthorization(request.headers.authorization, deps.config.jwtSecret);
