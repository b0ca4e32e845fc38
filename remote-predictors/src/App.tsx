import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';
import PredictorsPage from './pages/PredictorsPage';

/** Exposed as ./App: the page with all three predictors, routed relative to where it is mounted. */
export default function App({ shell }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <Routes>
        <Route index element={<PredictorsPage />} />
      </Routes>
    </ShellProvider>
  );
}
