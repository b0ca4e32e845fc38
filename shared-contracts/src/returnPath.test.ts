import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './returnPath';

const SITE = 'https://www.example.org';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/rankings', '/rankings'],
    ['/rankings?year=2024&page=2', '/rankings?year=2024&page=2'],
    ['/college-finder/jee-main?rank=5#results', '/college-finder/jee-main?rank=5#results'],
    ['  /rankings  ', '/rankings'],
    ['/blog/pune colleges', '/blog/pune%20colleges'],
    ['/a/../rankings', '/rankings'],
    ['/authors', '/authors'],
    ['/rankings?next=/auth', '/rankings?next=/auth'],
  ])('keeps a path on the site: %j -> %j', (raw, expected) => {
    expect(safeReturnPath(raw, SITE)).toBe(expected);
  });

  it.each([
    ['the issue example: a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/x'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '/\\\\evil.example'],
    ['a backslash after a tab', '/\t\\evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['an absolute URL of the site itself (not a path)', 'https://www.example.org/rankings'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: after a slash-less space', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'rankings'],
    ['a query alone', '?x=1'],
    ['empty', ''],
    ['user info', '//user@www.example.org/rankings'],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw, SITE)).toBeNull();
  });

  it.each(['/auth', '/auth?returnTo=/x', '/auth/', '/AUTH', '/Oauth-Bridge?code=1', '/verify-email', '/forgot-password#top', '/%61uth'])(
    'never returns to an account page: %j',
    (raw) => {
      expect(safeReturnPath(raw, SITE)).toBeNull();
    },
  );

  it('refuses what is not text, an over-long value and a site origin that is not a URL', () => {
    expect(safeReturnPath(undefined, SITE)).toBeNull();
    expect(safeReturnPath(42, SITE)).toBeNull();
    expect(safeReturnPath({ toString: () => '/rankings' }, SITE)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`, SITE)).toBeNull();
    expect(safeReturnPath('/rankings', 'not a url')).toBeNull();
  });

  it('checks against the origin alone, whatever path the site URL has', () => {
    expect(safeReturnPath('/rankings', 'http://localhost:3000/some/page?x=1')).toBe('/rankings');
    expect(safeReturnPath('//localhost:3001/rankings', 'http://localhost:3000')).toBeNull();
  });
});
