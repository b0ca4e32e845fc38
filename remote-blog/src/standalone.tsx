// This remote alone, without the host: a guest shell from shared-contracts and the same App, at the same paths.
import { StandaloneShell } from 'shared-contracts/react';
import App from './App';

export default function Standalone() {
  return (
    <StandaloneShell title="Blog" paths={['/blogs']}>
      {(shell, basePath) => <App shell={shell} basePath={basePath} />}
    </StandaloneShell>
  );
}
