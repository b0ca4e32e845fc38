import Fastify from 'fastify';
import { LoginRequired } from '../domain/errors';
import { listen, type TestClient } from '../test/http';
import { registerErrorHandlers } from './errors';

describe('domain errors as responses', () => {
  const app = Fastify({ logger: false });
  registerErrorHandlers(app);
  app.get('/login-required', async () => {
    throw new LoginRequired('Please login to see all results at once.');
  });
  let client: TestClient;
  beforeAll(async () => {
    client = await listen(app);
  });
  afterAll(() => client.close());

  it('answers a login-only request 403 with the domain detail', async () => {
    const res = await client.inject({ method: 'GET', url: '/login-required' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Please login to see all results at once.' });
  });
});
