/**
 * @jest-environment node
 */
// The articles as the build prerenders them for crawlers: metadata Helmet will take over, the JSON-LD the
// page sets, and the article itself with its styles.
import { BLOG_POSTS } from './features/posts';
import { prerenderPages } from './prerender';

const SITE = 'https://site.example';

describe('prerenderPages', () => {
  it('renders every built-in article with its metadata, structured data, styles and full text', async () => {
    const { pages } = await prerenderPages(SITE);
    expect(pages.map((page) => page.path)).toEqual(BLOG_POSTS.map((post) => `/blogs/${post.slug}`));
    for (const [index, page] of pages.entries()) {
      const post = BLOG_POSTS[index];
      expect(page.lastModified).toBe(post.updatedDate);
      expect(page.head).toContain(`<title data-rh="true">${post.seo?.metaTitle} | Engineering Admissions Guide</title>`);
      expect(page.head).toContain(`<link data-rh="true" rel="canonical" href="${SITE}/blogs/${post.slug}"/>`);
      expect(page.head).toMatch(/<meta data-rh="true" name="description" content="[^"]{50,}"\/>/);
      expect(page.head).toContain('<meta data-rh="true" property="og:type" content="article"/>');
      const jsonLd = [...page.head.matchAll(/<script data-rh="true" type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
      expect(jsonLd.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
      expect(jsonLd[0]).toMatchObject({ headline: post.title, mainEntityOfPage: { '@id': `${SITE}/blogs/${post.slug}` } });

      expect(page.body).toContain(`<h1>${post.title}</h1>`);
      for (const entry of post.tableOfContents ?? []) expect(page.body).toContain(`id="${entry.id}"`);
      expect((page.body.match(/<table class="md-table">/g) ?? []).length).toBeGreaterThanOrEqual(3);
      // The header image (the first, the largest paint on a phone) inline; the others by their file address.
      const images = [...page.body.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]);
      expect(images.length).toBeGreaterThan(1);
      expect(images[0]).toMatch(/^data:image\/svg\+xml[;,]/);
      for (const src of images.slice(1)) expect(src).not.toMatch(/^data:/);
      expect(page.body.indexOf(images[0])).toBeGreaterThan(page.body.indexOf('<h1'));
      // Share links carry the page's own address.
      expect(page.body).toContain(encodeURIComponent(`${SITE}/blogs/${post.slug}`));
      // styled-components adopts the rules when the app starts: its attributes and its markers stay.
      expect(page.styles).toMatch(/^<style data-styled="true" data-styled-version="[\d.]+"[^>]*>[^<]*\.md-table-scroll/);
      expect(page.styles).toMatch(/data-styled\.g\d+\[id="[\w-]+"\]\{content:"[\w-]+,"\}/);
    }
  });
});
