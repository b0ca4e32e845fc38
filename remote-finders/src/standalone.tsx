// This remote alone, without the host: a guest shell from shared-contracts and the same App, at the same paths.
// The host keeps the shortlist in step with the browser or the account; alone, this remote does it itself.
import { StandaloneShell } from 'shared-contracts/react';
import { ShortlistProvider } from 'shared-contracts/shortlist';
import App from './App';

export default function Standalone() {
  return (
    <StandaloneShell title="College Finder" paths={['/college-finder']}>
      {(shell, basePath) => (
        <ShortlistProvider shell={shell}>
          <App shell={shell} basePath={basePath} />
        </ShortlistProvider>
      )}
    </StandaloneShell>
  );
}
