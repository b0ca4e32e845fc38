import { remoteForPath } from './remoteForPath';

describe('remoteForPath', () => {
  it('finds the remote of a section and of the pages under it', () => {
    expect(remoteForPath('/rankings')).toBe('rankings');
    expect(remoteForPath('/college-finder/jee-main')).toBe('finders');
    expect(remoteForPath('/blogs/mumbai-engineering-colleges')).toBe('blog');
    expect(remoteForPath('/reset-password')).toBe('auth');
  });

  it('is null for the host pages and for paths that only start like a section', () => {
    expect(remoteForPath('/')).toBeNull();
    expect(remoteForPath('/rankingsx')).toBeNull();
    expect(remoteForPath('/no-such-page')).toBeNull();
  });
});
