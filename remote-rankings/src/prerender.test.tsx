/**
 * @jest-environment node
 */
// /rankings as the build prerenders it: the metadata Helmet takes over, and the page as a guest's browser
// first renders it, marked ready so the host swaps it for the live page as soon as that is mounted.
import { DEFAULT_RANKINGS_YEAR, PAGE_READY_ATTRIBUTE, SITE_NAME } from 'shared-contracts';
import { LABELS } from './features/rankings';
import { prerenderPages } from './prerender';

const SITE = 'https://site.example';

it('renders /rankings with its metadata, breadcrumb data, heading, lead, filters and styles', async () => {
  const { pages } = await prerenderPages(SITE);
  expect(pages.map((page) => page.path)).toEqual(['/rankings']);
  const [page] = pages;
  expect(page.head).toContain(`<title data-rh="true">${LABELS.heading(DEFAULT_RANKINGS_YEAR)} | ${SITE_NAME}</title>`);
  expect(page.head).toContain(`<link data-rh="true" rel="canonical" href="${SITE}/rankings"/>`);
  const jsonLd = [...page.head.matchAll(/<script data-rh="true" type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  expect(jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList']);

  expect(page.body).toMatch(new RegExp(`^<div ${PAGE_READY_ATTRIBUTE}="true"`));
  expect(page.body).toContain(`<h1>${LABELS.heading(DEFAULT_RANKINGS_YEAR)}</h1>`);
  expect(page.body).toContain(`<p>${LABELS.lead.replace(/'/g, '&#x27;')}</p>`);
  expect(page.body).toMatch(/<option value="2025" selected="">2025<\/option>/);
  expect(page.body).toContain('Get Rankings');
  // The list's loading state: the live page shows the same until its first answer.
  expect(page.body).toContain('role="status"');
  expect(page.styles).toMatch(/^<style data-styled="true" data-styled-version="[\d.]+"[^>]*>/);
  expect(page.readableWithoutScript).toBeFalsy();
});
