import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';
import RankingsPage from './pages/RankingsPage';

export default function App({ shell }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <Routes>
        <Route index element={<RankingsPage />} />
      </Routes>
    </ShellProvider>
  );
}
