import type { RemoteName } from './constants';
import remoteList from './remotes.json';
import { REMOTE_ROUTES, REMOTE_TITLES, REMOTES } from './shell';

// Every name of the RemoteName type, once: the compiler refuses a missing or unknown key here.
const NAMES: Record<RemoteName, true> = { rankings: true, finders: true, predictors: true, auth: true, blog: true };

describe('remotes.json', () => {
  it('lists each remote of the RemoteName type exactly once', () => {
    expect(REMOTES.map((remote) => remote.name).sort()).toEqual(Object.keys(NAMES).sort());
  });

  it('gives the host and every remote a port of its own', () => {
    const ports = [remoteList.host.port, ...REMOTES.map((remote) => remote.port)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('names each manifest variable after its remote and each package after its name', () => {
    for (const remote of REMOTES) {
      expect(remote.manifestVariable).toBe(`REMOTE_${remote.name.toUpperCase()}_URL`);
      expect(remote.package).toBe(`remote-${remote.name}`);
    }
  });

  it('keeps the routes and titles the host mounts and names each remote by', () => {
    expect(REMOTE_ROUTES.blog).toEqual(['/blogs']);
    expect(REMOTE_ROUTES.predictors).toEqual([]);
    expect(REMOTE_TITLES.finders).toBe('college finder');
  });
});
