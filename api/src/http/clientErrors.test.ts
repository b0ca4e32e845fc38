// Requests the HTTP parser refuses get the API's { detail } format (raw sockets: no client would send these).
import net from 'node:net';
import { testApp } from '../test/app';
import { createTestDb, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';
import { CLIENT_ERROR_DETAILS } from './clientErrors';

/** Sends `bytes` as they are and returns everything the server wrote before closing the connection. */
function rawExchange(baseUrl: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.setTimeout(5000, () => reject(new Error('no answer')));
    socket.write(bytes);
  });
}

function parse(answer: string): { status: number; body: unknown; headers: string } {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

describe('requests the HTTP parser refuses', () => {
  let t: TestDb;
  let app: TestClient;

  beforeAll(async () => {
    t = await createTestDb('sqlite');
    app = await listen(testApp(t.db));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  it('answers 431 with a detail when the headers are over the limit', async () => {
    const answer = parse(await rawExchange(app.baseUrl, `GET /api/health/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ detail: CLIENT_ERROR_DETAILS.tooLarge });
    expect(answer.headers).toContain('content-type: application/json');
  });

  it.each([
    ['a malformed request line', 'GET /api/health/ HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['two different Content-Lengths', 'POST /api/login/ HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
    ['a bad chunk size', 'POST /api/login/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'],
  ])('answers 400 with a detail to %s', async (_name, bytes) => {
    const answer = parse(await rawExchange(app.baseUrl, bytes));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: CLIENT_ERROR_DETAILS.malformed });
  });

  it('still serves a well-formed request', async () => {
    const answer = await rawExchange(app.baseUrl, 'GET /api/health/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
