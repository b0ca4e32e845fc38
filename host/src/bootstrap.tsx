import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from 'shared-contracts/react';
import { App } from './app/App';
import { registerRemotesFromConfig } from './federation/registerRemotes';

const root = createRoot(document.getElementById('root') as HTMLElement);

fetchRuntimeConfig().then(
  (config) => {
    registerRemotesFromConfig(config);
    root.render(<App config={config} />);
  },
  () => {
    root.render(
      <p role="alert" style={{ padding: '2rem', fontFamily: 'system-ui' }}>
        The site could not start: its configuration did not load. Please reload the page.
      </p>,
    );
  },
);
