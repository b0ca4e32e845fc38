import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme, type RuntimeConfig } from 'shared-contracts';
import { GlobalStyle, ShellProvider, ShortlistProvider } from 'shared-contracts/react';
import { useHostShell } from '../session/useHostShell';
import { Layout } from './Layout';
import { AppRoutes } from './routes';

function ShellRoot({ config }: { config: RuntimeConfig }) {
  const shell = useHostShell(config);
  return (
    <ShellProvider shell={shell}>
      <ShortlistProvider shell={shell}>
        <Layout>
          <AppRoutes />
        </Layout>
      </ShortlistProvider>
    </ShellProvider>
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <HelmetProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <ShellRoot config={config} />
        </BrowserRouter>
      </ThemeProvider>
    </HelmetProvider>
  );
}
