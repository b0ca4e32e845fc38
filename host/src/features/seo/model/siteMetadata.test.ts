import { canonicalUrl, jsonForScript, websiteStructuredData } from './siteMetadata';

describe('canonicalUrl', () => {
  it('joins the site URL and the path with one slash', () => {
    expect(canonicalUrl('https://guide.test/', '/rankings')).toBe('https://guide.test/rankings');
    expect(canonicalUrl('https://guide.test', '/')).toBe('https://guide.test/');
    expect(canonicalUrl('https://guide.test', 'blogs')).toBe('https://guide.test/blogs');
  });
});

describe('websiteStructuredData', () => {
  it('points the site search at the JEE finder with a rank parameter', () => {
    const data = websiteStructuredData('https://guide.test/');
    expect(data['@type']).toBe('WebSite');
    expect(data.url).toBe('https://guide.test/');
    expect(data.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: 'https://guide.test/college-finder/jee-main?rank={rank}',
      'query-input': 'required name=rank',
    });
  });
});

describe('jsonForScript', () => {
  it('cannot close its script element', () => {
    const json = jsonForScript({ url: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ url: '</script><script>alert(1)</script>' });
  });
});
