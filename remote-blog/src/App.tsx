import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ARTICLE_MESSAGES, type RemoteAppProps } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';
import BlogListPage from './pages/BlogListPage';
import { Container } from './ui/Container';
import { PageSpinner } from './ui/PageSpinner';

// The article page loads only when an article is opened (its body is HTML made at build time).
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
