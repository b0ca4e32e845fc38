/**
 * @jest-environment node
 */
// The home page as the build prerenders it: the metadata Helmet takes over when the app starts (the same
// tags the app sets), and the hero and feature cards with their styles, readable without the app.
import { SITE_NAME } from 'shared-contracts';
import { prerenderPages } from './prerender';

const SITE = 'https://site.example';

it('renders / with its metadata, WebSite search action, hero, feature links and styles', async () => {
  const { pages } = await prerenderPages(SITE);
  expect(pages.map((page) => page.path)).toEqual(['/']);
  const [home] = pages;
  expect(home.head).toMatch(new RegExp(`<title data-rh="true">NIRF Rankings[^<]* \\| ${SITE_NAME}</title>`));
  expect(home.head).toContain(`<link data-rh="true" rel="canonical" href="${SITE}/"/>`);
  expect(home.head.match(/name="description"/g)).toHaveLength(1);
  const jsonLd = [...home.head.matchAll(/<script data-rh="true" type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  expect(jsonLd).toEqual([expect.objectContaining({ '@type': 'WebSite', url: `${SITE}/` })]);
  expect(jsonLd[0].potentialAction.target).toBe(`${SITE}/college-finder/jee-main?rank={rank}`);

  expect(home.body).toContain('<h1 id="home-title">Find the engineering colleges your rank can reach</h1>');
  expect(home.body).toMatch(/<a[^>]* href="\/college-finder"[^>]*>Open the college finder/);
  expect(home.body).toMatch(/<a[^>]* href="\/rankings"/);
  expect(home.styles).toMatch(/^<style data-styled="true" data-styled-version="[\d.]+"[^>]*>/);
  expect(home.readableWithoutScript).toBe(true);
});

it("keeps the head defaults the frame sets on every page, without a page's own title", async () => {
  const { frameHead } = await prerenderPages(SITE);
  expect(frameHead).toContain('<meta data-rh="true" property="og:site_name" content="Engineering Admissions Guide"/>');
  expect(frameHead).toContain('<meta data-rh="true" name="twitter:card" content="summary"/>');
  expect(frameHead).toMatch(/<script data-rh="true" type="application\/ld\+json">\{[^<]*"@type":"WebSite"/);
  expect(frameHead).toContain('<title data-rh="true">Engineering Admissions Guide</title>');
});

it('keeps the styles of the frame around every page: header, footer and the sticky top', async () => {
  const { frameStyles } = await prerenderPages(SITE);
  expect(frameStyles).toMatch(/^<style data-styled="true" data-styled-version="[\d.]+"[^>]*>[^]*<\/style>$/);
  const components = [...frameStyles.matchAll(/data-styled\.g\d+\[id="([^"]+)"\]/g)].map((match) => match[1]);
  expect(new Set(components).size).toBeGreaterThan(10);
  expect(frameStyles).toMatch(/\{position:sticky;top:0;z-index:600;\}/);
});
