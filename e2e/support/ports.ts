// The e2e suite runs its own servers on ports that do not collide with `npm start`.
export const E2E_API_PORT = 18000;
export const E2E_PORTS = {
  host: 13000,
  rankings: 13001,
  finders: 13002,
  predictors: 13003,
  auth: 13004,
  blog: 13005,
} as const;
export const JWT_SECRET = 'e2e-only-secret-not-for-production';
export const HOST_URL = `http://127.0.0.1:${E2E_PORTS.host}`;
export const API_URL = `http://127.0.0.1:${E2E_API_PORT}/api`;
