import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from 'shared-contracts';
import { renderWithShell, TEST_USER } from '../../../test/renderWithShell';
import { Header } from './Header';

afterEach(() => localStorage.clear());

const openMenu = async (user: ReturnType<typeof renderWithShell>['user']) => {
  await user.click(screen.getByRole('button', { name: /account menu for/i }));
  return screen.getByRole('menu', { name: 'Account' });
};

it('hides Reset Password for an account made by social sign-in', async () => {
  const { user } = renderWithShell(<Header />, { user: { ...TEST_USER, auth_provider: 'google' } });
  await openMenu(user);
  expect(screen.queryByRole('menuitem', { name: 'Reset Password' })).not.toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
});

it('hides Reset Password after a social sign-in (oauth_login_method=google)', async () => {
  localStorage.setItem(STORAGE_KEYS.oauthLoginMethod, 'google');
  const { user } = renderWithShell(<Header />, { user: { ...TEST_USER, auth_provider: 'password' } });
  await openMenu(user);
  expect(screen.queryByRole('menuitem', { name: 'Reset Password' })).not.toBeInTheDocument();
});

it('shows Reset Password for a password account', async () => {
  const { user } = renderWithShell(<Header />, { user: { ...TEST_USER, auth_provider: 'password' } });
  await openMenu(user);
  expect(screen.getByRole('menuitem', { name: 'Reset Password' })).toHaveAttribute('href', '/reset-password');
});

it('the header Login link comes back to the current page', async () => {
  const { user } = renderWithShell(<Header />, { route: '/rankings?year=2024' });
  await user.click(screen.getByRole('link', { name: 'Login' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth');
});
