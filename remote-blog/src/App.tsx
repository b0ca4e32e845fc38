import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { ARTICLE_MESSAGES, media, type RemoteAppProps } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';
import BlogListPage from './pages/BlogListPage';
import { PageSpinner } from './ui/PageSpinner';

// The article page (and with it react-markdown and its plugins) loads only when an article is opened.
const ArticlePage = lazy(() => import(/* webpackChunkName: "article" */ './pages/ArticlePage'));

/** The blog, routed relative to where it is mounted (/blogs): the list, and one article per slug. */
export default function App({ shell }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <Container>
        <Routes>
          <Route index element={<BlogListPage />} />
          <Route
            path=":slug"
            element={
              <Suspense fallback={<PageSpinner label={ARTICLE_MESSAGES.loading} />}>
                <ArticlePage />
              </Suspense>
            }
          />
        </Routes>
      </Container>
    </ShellProvider>
  );
}

const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1rem 1.5rem;
  ${media.mobile} {
    padding: 0.75rem 1rem;
  }
`;
