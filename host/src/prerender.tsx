// Build time only (a Node bundle made by webpack.config.js, never shipped): the home page as a guest's
// browser first renders it, with its metadata and styles. scripts/prerender.mjs writes it into the host's
// index.html, so the hero paints before any script runs; the app's first render replaces it in place.
import { renderPageForCrawlers, type PrerenderData } from 'shared-contracts/prerender';
import { DefaultMetadata } from './features/seo';
import HomePage from './pages/HomePage';

export async function prerenderPages(siteUrl: string): Promise<PrerenderData> {
  const home = renderPageForCrawlers(
    '/',
    siteUrl,
    <>
      <DefaultMetadata />
      <HomePage />
    </>,
  );
  // Text and plain links: readable, and every link followed, before the app starts.
  return { pages: [{ ...home, readableWithoutScript: true }] };
}
