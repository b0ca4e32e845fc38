import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { REMOTE_ROUTES, type RemoteName } from 'shared-contracts';
import { RemoteSection } from '../federation/RemoteSection';
import HomePage from '../pages/HomePage';

// Rare, so not part of every page's JavaScript.
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../pages/NotFoundPage'));

const SECTIONS = (Object.entries(REMOTE_ROUTES) as [RemoteName, string[]][]).flatMap(([name, paths]) =>
  paths.map((path) => ({ name, path })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {SECTIONS.map(({ name, path }) => (
        // Keyed by remote: moving to another section mounts its own RemoteSection (one remote's App never
        // renders at another's path), while the paths of one remote (/auth, /profile, ...) share it.
        <Route key={path} path={`${path}/*`} element={<RemoteSection key={name} name={name} basePath={path} />} />
      ))}
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
