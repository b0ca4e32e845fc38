import { screen } from '@testing-library/react';
import { REMOTE_ROUTES } from 'shared-contracts';
import App, { PAGES } from './App';
import { createFakeShell, renderPage, TEST_USER } from './test/renderWithShell';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('has a page for every path the host mounts it at', () => {
  expect(Object.keys(PAGES).sort()).toEqual([...REMOTE_ROUTES.auth].sort());
});

it.each([
  ['/auth', { name: 'Login to your account' }],
  ['/forgot-password', { name: 'Forgot your password?' }],
  ['/oauth-bridge', { name: 'Authentication Failed' }],
])('picks the page by basePath: %s', async (path, heading) => {
  const shell = createFakeShell();
  renderPage(<App shell={shell} basePath={path} />, shell, { route: path });
  expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
});

it('/reset-password for a logged-in user sends the code to their e-mail', async () => {
  const shell = createFakeShell({ user: TEST_USER });
  shell.api.get.mockResolvedValue({ csrfToken: 't.s' });
  shell.api.post.mockResolvedValue({ message: 'sent' });
  renderPage(<App shell={shell} basePath="/reset-password" />, shell, { route: '/reset-password' });
  expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
});

it('/profile for a logged-in user shows the profile', async () => {
  const shell = createFakeShell({ user: TEST_USER });
  renderPage(<App shell={shell} basePath="/profile" />, shell, { route: '/profile' });
  expect(await screen.findByLabelText('Your profile')).toBeInTheDocument();
});

it('an unknown path below a mount is not found', async () => {
  const shell = createFakeShell();
  renderPage(<App shell={shell} basePath="/auth" />, shell, { route: '/auth/nope', mount: '/auth' });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
