import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageViews } from '../features/analytics';
import { ApiErrorAlert } from '../features/api-alert';
import { Footer } from '../features/footer';
import { Header } from '../features/header';
import { OfflineBanner } from '../features/offline';
import { DefaultMetadata } from '../features/seo';
import { FloatingSupportButton, LazySupportDialog, SupportDialogProvider } from '../features/support';
import { SkipLink } from '../ui/SkipLink';

/** The frame of every page: header, content, footer, and the site-wide support, offline and error pieces. */
export function Layout({ children }: { children: ReactNode }) {
  usePageViews();
  return (
    <SupportDialogProvider>
      <Page>
        <DefaultMetadata />
        <SkipLink>Skip to main content</SkipLink>
        <Top>
          <Header />
          <OfflineBanner />
          {/* Inside the sticky top so the alert always sits just below the header and any offline notice. */}
          <ApiErrorAlert />
        </Top>
        {/* tabIndex lets the skip link move focus here, not just scroll. */}
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
        <Footer />
        <FloatingSupportButton />
        <LazySupportDialog />
      </Page>
    </SupportDialogProvider>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// Header and offline notice stay in view while the page scrolls.
const Top = styled.div`
  position: sticky;
  top: 0;
  z-index: 600;
`;

// At least a screen tall: while a page's content is still on its way (remotes load after the shell), the
// footer waits below the fold instead of showing and then being pushed down (a layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;
