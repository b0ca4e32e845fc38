import { REMOTE_ROUTES, type RemoteName } from 'shared-contracts';

/** The remote whose section serves `path` (REMOTE_ROUTES), or null for the host's own pages. */
export function remoteForPath(path: string): RemoteName | null {
  const entries = Object.entries(REMOTE_ROUTES) as [RemoteName, string[]][];
  const match = entries.find(([, prefixes]) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
  return match ? match[0] : null;
}
