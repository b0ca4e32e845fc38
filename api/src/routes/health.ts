import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from 'shared-contracts';
import { dialectOf } from '../db/createDb';
import { ApiError } from '../http/errors';
import type { RouteDeps } from './deps';

export function healthRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const database = dialectOf(db);
  app.get('/health/', async (request): Promise<HealthResponse> => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new ApiError(503, 'The database is unavailable.');
    }
    return { status: 'ok', database };
  });
}
