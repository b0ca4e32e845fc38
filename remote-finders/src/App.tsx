// The finders remote: every /college-finder route, relative to where the host (or the standalone page)
// mounts it. Pages other than the selectors load on demand, so each finder's code (and the tool's chart)
// is fetched only when visited.
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';
import { Spinner } from 'shared-contracts/ui';
import { FINDER_PATHS } from './features/finder-common';
import CollegeFinderSelectorPage from './pages/CollegeFinderSelectorPage';
import JosaaSelectorPage from './pages/JosaaSelectorPage';
import { EmptyState, PageContainer } from './ui';

const JeeFinderPage = lazy(() => import('./pages/JeeFinderPage'));
const JosaaToolPage = lazy(() => import('./pages/JosaaToolPage'));
const MhtcetFinderPage = lazy(() => import('./pages/MhtcetFinderPage'));
const StatewiseFinderPage = lazy(() => import('./pages/StatewiseFinderPage'));
const ChoicesPage = lazy(() => import('./pages/ChoicesPage'));

export default function App({ shell }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Routes>
          <Route index element={<CollegeFinderSelectorPage />} />
          <Route path="josaa" element={<JosaaSelectorPage />} />
          <Route path="jee-main" element={<JeeFinderPage />} />
          <Route path="tool" element={<JosaaToolPage />} />
          <Route path="mhtcet" element={<MhtcetFinderPage />} />
          <Route path="statewise" element={<StatewiseFinderPage />} />
          <Route path="choices" element={<ChoicesPage />} />
          <Route path="*" element={<FinderNotFound />} />
        </Routes>
      </Suspense>
    </ShellProvider>
  );
}

function FinderNotFound() {
  return (
    <PageContainer>
      <EmptyState title="Page not found">
        <Link to={FINDER_PATHS.root}>Go to the College Finder</Link>
      </EmptyState>
    </PageContainer>
  );
}
