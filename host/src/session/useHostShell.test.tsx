import { StrictMode, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { API_PATHS, STORAGE_KEYS, type User } from 'shared-contracts';
import { jsonAnswer } from 'shared-contracts/testing';
import { TEST_CONFIG, TEST_USER } from '../test/renderWithShell';
import { useHostShell } from './useHostShell';
import { LOGOUT_BLOCK_MS } from '../constants';

const USER: User = { ...TEST_USER, auth_provider: 'password' };
const requests: string[] = [];

// Every client the hook creates sends through the page's fetch: answered from here.
const fakeFetch = async (url: string, init: { method: string; headers: Record<string, string> }) => {
  const path = new URL(url).pathname.replace(/^\/api/, '');
  requests.push(`${init.method} ${path}`);
  if (path === API_PATHS.profile && init.headers.Authorization === 'Bearer bad') return jsonAnswer(403, {});
  return jsonAnswer(200, path === API_PATHS.profile ? USER : {});
};
const original = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = original;
});
beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});

function setup() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <MemoryRouter initialEntries={['/rankings']}>{children}</MemoryRouter>
    </StrictMode>
  );
  return renderHook(
    () => {
      const shell = useHostShell(TEST_CONFIG);
      const location = useLocation();
      return { shell, location };
    },
    { wrapper },
  );
}

it('starts logged out for a guest, with no calls', () => {
  const { result } = setup();
  expect(result.current.shell.session).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
  expect(requests).toEqual([]);
});

it('loads the profile once at start when a token is stored (a double effect does not fetch twice)', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'good');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
  const { result } = setup();
  expect(result.current.shell.session.isAuthenticated).toBe(true);
  await waitFor(() => expect(result.current.shell.session.user).toEqual(USER));
  expect(requests.filter((r) => r === `GET ${API_PATHS.profile}`)).toHaveLength(1);
});

it('logs out when the stored session is refused at start', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'bad');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
  const { result } = setup();
  await waitFor(() => expect(result.current.shell.session.isAuthenticated).toBe(false));
  expect(requests).toContain(`POST ${API_PATHS.logout}`);
});

it('login and logout change the session every remote sees', async () => {
  const { result } = setup();
  await act(() => result.current.shell.session.login({ access: 'good', refresh: 'r1' }, USER));
  expect(result.current.shell.session).toMatchObject({ isAuthenticated: true, accessToken: 'good', user: USER });
  act(() => result.current.shell.session.updateUser?.({ ...USER, city: 'Nagpur' }));
  expect(result.current.shell.session.user?.city).toBe('Nagpur');
  act(() => result.current.shell.session.logout());
  expect(result.current.shell.session.isAuthenticated).toBe(false);
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(LOGOUT_BLOCK_MS).toBe(1000);
});

it.each(['/\t/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])(
  'requireLogin keeps only a path of this site: %j becomes /',
  (hostile) => {
    const { result } = setup();
    act(() => result.current.shell.requireLogin(hostile));
    expect(sessionStorage.getItem(STORAGE_KEYS.authReturnTo)).toBe('/');
    expect(result.current.location.state).toEqual({ returnTo: '/' });
  },
);

it('requireLogin remembers the return path and goes to /auth with it in the navigation state', () => {
  const { result } = setup();
  act(() => result.current.shell.requireLogin('/college-finder/jee-main?rank=5'));
  expect(sessionStorage.getItem(STORAGE_KEYS.authReturnTo)).toBe('/college-finder/jee-main?rank=5');
  expect(result.current.location.pathname).toBe('/auth');
  expect(result.current.location.state).toEqual({ returnTo: '/college-finder/jee-main?rank=5' });
});
