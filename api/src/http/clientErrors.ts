// Requests node's HTTP parser refuses (a malformed request line or header, headers or a URL over the 16 KB
// limit, a request that takes too long to arrive) never reach the routes. Fastify answers them itself, as
// {"error":"Bad Request","message":"Client Error"}; this answers them in the API's format, { "detail" }, with
// a message that says what was wrong (seen in bench/fuzz/fuzz.mjs's report).
import type { Socket } from 'node:net';

export const CLIENT_ERROR_DETAILS = {
  tooLarge: 'The request headers or URL are too large (at most 16 KB).',
  timeout: 'The request took too long to arrive.',
  malformed: 'The request is not valid HTTP.',
} as const;

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', CLIENT_ERROR_DETAILS.tooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', CLIENT_ERROR_DETAILS.timeout],
};

/** Fastify's `clientErrorHandler`: writes the answer on the raw socket (the request was never parsed) and closes it. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] = ANSWERS[error.code ?? ''] ?? [400, 'Bad Request', CLIENT_ERROR_DETAILS.malformed];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
