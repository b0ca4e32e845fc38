import { STORAGE_KEYS } from 'shared-contracts';
import { resolveReturnTo, storeReturnTo, takeStoredReturnTo } from './returnTo';

// Each of these resolves to another origin, or is not a path of this site at all.
const HOSTILE = ['/\t/evil.example', '/\n/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'];

beforeEach(() => sessionStorage.clear());

describe('the return path after login', () => {
  it('comes from the navigation state, else ?returnTo=, else sessionStorage, else /', () => {
    sessionStorage.setItem(STORAGE_KEYS.authReturnTo, '/stored');
    expect(resolveReturnTo({ returnTo: '/from-state?x=1' }, '?returnTo=%2Ffrom-query')).toBe('/from-state?x=1');
    expect(resolveReturnTo(null, '?returnTo=%2Ffrom-query')).toBe('/from-query');
    expect(resolveReturnTo(undefined, '')).toBe('/stored');
    sessionStorage.clear();
    expect(resolveReturnTo(undefined, '')).toBe('/');
  });

  it.each(HOSTILE)('never leaves the site, from any source: %j', (hostile) => {
    expect(resolveReturnTo({ returnTo: hostile }, '')).toBe('/');
    expect(resolveReturnTo(null, `?returnTo=${encodeURIComponent(hostile)}`)).toBe('/');
    sessionStorage.setItem(STORAGE_KEYS.authReturnTo, hostile);
    expect(resolveReturnTo(null, '')).toBe('/');
    expect(takeStoredReturnTo()).toBe('/');
    expect(sessionStorage.getItem(STORAGE_KEYS.authReturnTo)).toBeNull();
  });

  it.each(HOSTILE)('stores only a checked path for the social sign-in round trip: %j', (hostile) => {
    storeReturnTo(hostile);
    expect(sessionStorage.getItem(STORAGE_KEYS.authReturnTo)).toBe('/');
    storeReturnTo('/rankings?year=2024');
    expect(takeStoredReturnTo()).toBe('/rankings?year=2024');
  });
});
