// Every error leaves the API as { "detail": "..." }: unknown routes, bad JSON, bad parameters, and
// server errors (which never carry a stack trace).
import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail);

/** The status code of each kind of domain refusal. */
const DOMAIN_STATUS: Record<DomainError['kind'], number> = {
  'login-required': 403,
};

export const NOT_FOUND_DETAIL = 'Not found.';
export const SERVER_ERROR_DETAIL = 'Server error.';
export const BAD_URL_DETAIL = 'The request URL is malformed.';

const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

function clientDetail(error: FastifyError, status: number): string {
  if (error.code && FRAMEWORK_DETAILS[error.code]) return FRAMEWORK_DETAILS[error.code];
  if (status === 404) return NOT_FOUND_DETAIL;
  if (status === 413) return FRAMEWORK_DETAILS.FST_ERR_CTP_BODY_TOO_LARGE;
  if (status === 415) return FRAMEWORK_DETAILS.FST_ERR_CTP_INVALID_MEDIA_TYPE;
  return 'Bad request.';
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: NOT_FOUND_DETAIL });
  });

  app.setErrorHandler((error: FastifyError | ApiError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      reply.code(DOMAIN_STATUS[error.kind]).send({ detail: error.detail });
      return;
    }
    if (error instanceof ApiError) {
      reply.code(error.statusCode).send({ detail: error.detail });
      return;
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      reply.code(status).send({ detail: clientDetail(error, status) });
      return;
    }
    request.log.error({ err: error }, 'request failed');
    reply.code(500).send({ detail: SERVER_ERROR_DETAIL });
  });
}
