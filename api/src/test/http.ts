// Real HTTP requests to the app on an ephemeral loopback port. (Fastify's app.inject needs
// light-my-request, whose `cookie` dependency is ESM-only and cannot be loaded by Jest's CommonJS
// runtime; going over a socket also exercises the real server, CORS preflights included.)
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is. */
  payload?: unknown;
}

export interface TestResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary shapes
  json<T = any>(): T;
}

export interface TestClient {
  baseUrl: string;
  inject(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

export async function listen(app: FastifyInstance): Promise<TestClient> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: false });

  const inject = ({ method = 'GET', url, headers = {}, payload }: TestRequest) =>
    new Promise<TestResponse>((resolve, reject) => {
      let body: string | undefined;
      const allHeaders = { ...headers };
      if (payload !== undefined) {
        body = typeof payload === 'string' ? payload : JSON.stringify(payload);
        if (!Object.keys(allHeaders).some((h) => h.toLowerCase() === 'content-type') && typeof payload !== 'string') {
          allHeaders['content-type'] = 'application/json';
        }
      }
      const req = http.request({ host: '127.0.0.1', port, method, path: url, headers: allHeaders, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    inject,
    close: async () => {
      agent.destroy();
      await app.close();
    },
  };
}

export interface RawResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose bodies go over the wire as bytes, undecoded both ways (compressed answers). */
export function rawRequest(baseUrl: string, method: string, path: string, body: Buffer | null, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .request(`${baseUrl}${path}`, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject)
      .end(body ?? undefined);
  });
}

export const rawGet = (baseUrl: string, path: string, headers: Record<string, string> = {}) => rawRequest(baseUrl, 'GET', path, null, headers);
