import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { RemoteAppProps, RemoteName } from 'shared-contracts';
import { renderWithShell } from '../test/renderWithShell';
import { AppRoutes } from './routes';

// Each remote's App says which remote it is and where it was mounted.
jest.mock('../federation/loadRemoteApp', () => ({
  loadRemoteApp: async (name: RemoteName) =>
    function FakeApp({ basePath }: RemoteAppProps) {
      return <p data-testid="remote">{`${name} at ${basePath}`}</p>;
    },
}));
jest.mock('../federation/registerRemotes', () => ({ resetRemote: jest.fn() }));

function Nav() {
  return (
    <nav>
      <Link to="/rankings">rankings</Link>
      <Link to="/auth">auth</Link>
      <Link to="/profile">profile</Link>
    </nav>
  );
}

it('shows the right remote after moving between sections that are already loaded', async () => {
  const { user } = renderWithShell(
    <>
      <Nav />
      <AppRoutes />
    </>,
    { route: '/rankings' },
  );
  expect(await screen.findByText('rankings at /rankings')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'auth' }));
  expect(await screen.findByText('auth at /auth')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'profile' }));
  expect(await screen.findByText('auth at /profile')).toBeInTheDocument();
  // Back to a remote loaded before: its own App, not the last one's.
  await user.click(screen.getByRole('link', { name: 'rankings' }));
  expect(await screen.findByText('rankings at /rankings')).toBeInTheDocument();
});
