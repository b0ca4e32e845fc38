// The e2e suite runs its own servers on ports that do not collide with `npm start`: each local port of
// remotes.json plus 10000. E2E_PORT_OFFSET moves them all, so two runs can share a machine.
import type { RemoteName } from 'shared-contracts';
import remoteList from '../../shared-contracts/src/remotes.json';

const offset = Number(process.env.E2E_PORT_OFFSET) || 0;
export const e2ePort = (port: number) => port + offset;
export const E2E_API_PORT = e2ePort(18000);
/** The loopback OpenID Connect provider standing in for Google (api/test-support/oidc-provider.mjs). */
export const E2E_OIDC_PORT = e2ePort(18100);
const e2eFrontendPort = (localPort: number) => e2ePort(10000 + localPort);
/** Every remote: its name, package, manifest variable and e2e port. */
export const E2E_REMOTES = remoteList.remotes.map((remote) => ({
  name: remote.name as RemoteName,
  package: remote.package,
  manifestVariable: remote.manifestVariable,
  port: e2eFrontendPort(remote.port),
}));
export const E2E_PORTS = {
  host: e2eFrontendPort(remoteList.host.port),
  ...Object.fromEntries(E2E_REMOTES.map((remote) => [remote.name, remote.port])),
} as Record<'host' | RemoteName, number>;
/** Where a remote's manifest is served from an e2e port. */
export const manifestUrl = (port: number) => `http://127.0.0.1:${port}/${remoteList.manifestFile}`;
/**
 * The failure drills' own servers (tests/failure-drills.spec.ts): a host whose one remote (or API) lives on a
 * port the drill controls, so a drill never stops a server that other tests use. `closed` is never listened on.
 */
export const DRILL_PORTS = {
  host: e2ePort(13110),
  remote: e2ePort(13111),
  closed: e2ePort(13119),
};
export const JWT_SECRET = 'e2e-only-secret-not-for-production';
export const HOST_URL = `http://127.0.0.1:${E2E_PORTS.host}`;
/**
 * Origins of the e2e pages that load the shared remotes (the main host, federation.spec's own host, the
 * drills' host): the static servers' CORS_ORIGINS, since a remote lets only listed origins fetch its files.
 */
export const E2E_PAGE_ORIGINS = [HOST_URL, `http://127.0.0.1:${e2ePort(13100)}`, `http://127.0.0.1:${DRILL_PORTS.host}`].join(',');
export const API_URL = `http://127.0.0.1:${E2E_API_PORT}/api`;
export const OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const OIDC_CLIENT = { id: 'e2e-client', secret: 'e2e-secret' };
/** Who the loopback provider signs in (its --email). */
export const OIDC_EMAIL = 'oidc.e2e@example.com';
