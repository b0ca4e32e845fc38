import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme, type RuntimeConfig } from 'shared-contracts';
import { GlobalStyle, HeadProvider, ShellProvider } from 'shared-contracts/react';
import { LazyShortlistSync } from '../features/shortlist';
import { useHostShell } from '../session/useHostShell';
import { Layout } from './Layout';
import { AppRoutes } from './routes';

function ShellRoot({ config }: { config: RuntimeConfig }) {
  const shell = useHostShell(config);
  return (
    <ShellProvider shell={shell}>
      {/* The shortlist's code loads after the first paint; the pages are not wrapped, so nothing remounts when it arrives. */}
      <LazyShortlistSync shell={shell} />
      <Layout>
        <AppRoutes />
      </Layout>
    </ShellProvider>
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <HeadProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <ShellRoot config={config} />
        </BrowserRouter>
      </ThemeProvider>
    </HeadProvider>
  );
}
