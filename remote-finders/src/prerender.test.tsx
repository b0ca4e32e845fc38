/**
 * @jest-environment node
 */
// Every /college-finder page as the build prerenders it: one title with the site's name once, its canonical
// address, its heading, and the ready mark the host waits for before it swaps in the live page.
import { PAGE_READY_ATTRIBUTE, SITE_NAME } from 'shared-contracts';
import { FINDER_PATHS } from './features/finder-common';
import { prerenderPages } from './prerender';

const SITE = 'https://site.example';
const titleOf = (head: string) => head.match(/<title data-rh="true">([^<]*)<\/title>/)?.[1] ?? '';

it('renders each finder page with its metadata, heading and ready mark', async () => {
  const { pages } = await prerenderPages(SITE);
  // The choice list is the student's own (their shortlist, noindex): a copy made before their data would
  // show a wrong, empty list.
  const published = Object.values(FINDER_PATHS).filter((path) => path !== FINDER_PATHS.choices);
  expect(pages.map((page) => page.path).sort()).toEqual(published.sort());
  for (const page of pages) {
    expect(titleOf(page.head)).toMatch(new RegExp(`^[^|]+ \\| ${SITE_NAME}$`));
    expect(page.head).toContain(`<link data-rh="true" rel="canonical" href="${SITE}${page.path}"/>`);
    expect(page.head).toMatch(/<meta data-rh="true" name="description" content="[^"]{50,}"\/>/);
    expect(page.body).toMatch(new RegExp(`^<div ${PAGE_READY_ATTRIBUTE}="true"`));
    expect(page.body.match(/<h1>/g)).toHaveLength(1);
    expect(page.styles).toMatch(/^<style data-styled="true" data-styled-version="[\d.]+"[^>]*>/);
  }
  // The selectors are plain links and work before the app starts; the finders' forms need it.
  const selectors: string[] = [FINDER_PATHS.root, FINDER_PATHS.josaaSelector];
  for (const page of pages) expect({ path: page.path, readable: page.readableWithoutScript }).toEqual({ path: page.path, readable: selectors.includes(page.path) });
  const root = pages.find((page) => page.path === FINDER_PATHS.root);
  expect(root?.body).toContain(`href="${FINDER_PATHS.josaaSelector}"`);
  const jeeMain = pages.find((page) => page.path === FINDER_PATHS.jeeMain);
  expect(titleOf(jeeMain?.head ?? '')).toBe(`JEE Main & Advanced College Finder (JoSAA Cut-offs) | ${SITE_NAME}`.replace(/&/g, '&amp;'));
  expect(jeeMain?.body).toContain('<h1>JEE Main &amp; Advanced College Finder</h1>');
  expect(jeeMain?.body).toContain('Real JoSAA opening and closing ranks since 2018, up to the latest round published');
});
