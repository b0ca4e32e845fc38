import { startTransition } from 'react';
import type { RuntimeConfig } from 'shared-contracts';
import { nextTask } from './ui/nextTask';
import { keepPrerenderedContent } from './federation/prerenderedContent';
import { remoteForPath } from './federation/remoteForPath';
import { openLocalStorage } from './session/openLocalStorage';

// Start-up runs its modules in steps, one task each, instead of evaluating the whole app in the task that
// loaded it: on a slow phone that one task blocked input for a quarter of a second. The modules are in
// this chunk already ("eager": no request); each runs when its step imports it.
async function start(container: HTMLElement): Promise<void> {
  const path = window.location.pathname;
  // A remote's page is kept to stand in while the remote loads; the host's own (home) is simply replaced
  // by the same page at the first render.
  if (remoteForPath(path)) keepPrerenderedContent(container, path);
  const { fetchRuntimeConfig } = await import(/* webpackMode: "eager" */ 'shared-contracts/react');
  const configLoad: Promise<RuntimeConfig | null> = fetchRuntimeConfig().catch(() => null);
  await nextTask();
  // Alone in its task: the browser's opening of localStorage, which the shell's first render would pay.
  openLocalStorage();
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const root = createRoot(container);
  await nextTask();
  const [{ App }, { registerRemotesFromConfig }, { preloadRemoteFor }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './federation/registerRemotes'),
    import(/* webpackMode: "eager" */ './federation/preloadRemote'),
  ]);
  const config = await configLoad;
  if (!config) {
    root.render(
      <p role="alert" style={{ padding: '2rem', fontFamily: 'system-ui' }}>
        The site could not start: its configuration did not load. Please reload the page.
      </p>,
    );
    return;
  }
  registerRemotesFromConfig(config);
  preloadRemoteFor(path);
  await nextTask();
  // As a transition React renders the whole shell in slices, yielding to the browser between them,
  // instead of one long task (TBT on a slow phone roughly halves; see bench/lighthouse.mjs).
  startTransition(() => root.render(<App config={config} />));
}

void start(document.getElementById('root') as HTMLElement);
