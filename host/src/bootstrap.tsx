import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from 'shared-contracts/react';
import { App } from './app/App';
import { keepPrerenderedContent } from './federation/prerenderedContent';
import { preloadRemoteFor, remoteForPath } from './federation/preloadRemote';
import { registerRemotesFromConfig } from './federation/registerRemotes';

const container = document.getElementById('root') as HTMLElement;
// A remote's page is kept to stand in while the remote loads; the host's own (home) is simply replaced by
// the same page at the first render.
if (remoteForPath(window.location.pathname)) keepPrerenderedContent(container, window.location.pathname);
const root = createRoot(container);

fetchRuntimeConfig().then(
  (config) => {
    registerRemotesFromConfig(config);
    preloadRemoteFor(window.location.pathname);
    // As a transition React renders the whole shell in slices, yielding to the browser between them,
    // instead of one long task (TBT on a slow phone roughly halves; see bench/lighthouse.mjs).
    startTransition(() => root.render(<App config={config} />));
  },
  () => {
    root.render(
      <p role="alert" style={{ padding: '2rem', fontFamily: 'system-ui' }}>
        The site could not start: its configuration did not load. Please reload the page.
      </p>,
    );
  },
);
