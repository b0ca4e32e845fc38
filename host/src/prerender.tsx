// Build time only (a Node bundle made by webpack.config.js, never shipped): the home page as a guest's
// browser first renders it, with its metadata and styles. scripts/prerender.mjs writes it into the host's
// index.html, so the hero paints before any script runs; the app's first render replaces it in place.
import { renderPageForCrawlers, type PrerenderData } from 'shared-contracts/prerender';
import { Layout } from './app/Layout';
import { DefaultMetadata } from './features/seo';
import HomePage from './pages/HomePage';

/** The host's pages, plus the styles of the frame around every page (header, footer, notices). */
export interface HostPrerenderData extends PrerenderData {
  /**
   * The frame's styled-components rules as a guest first sees them. scripts/prerender.mjs adds them to every
   * prerendered page, so the app adopts them at start instead of building them while the page starts.
   */
  frameStyles: string;
  /**
   * The site's defaults the frame sets in the head (og:site_name, the WebSite JSON-LD, ...), which every page
   * has once the app runs: scripts/prerender.mjs adds those a page's own head lacks, so a crawler reading the
   * HTML gets them and the app has nothing to add at start.
   */
  frameHead: string;
}

export async function prerenderPages(siteUrl: string): Promise<HostPrerenderData> {
  const home = renderPageForCrawlers(
    '/',
    siteUrl,
    <>
      <DefaultMetadata />
      <HomePage />
    </>,
  );
  // Only its styles and head are kept: the prerendered pages draw a static copy of the header (scripts/prerender.mjs).
  const frame = renderPageForCrawlers('/', siteUrl, <Layout>{null}</Layout>);
  // Text and plain links: readable, and every link followed, before the app starts.
  return { pages: [{ ...home, readableWithoutScript: true }], frameStyles: frame.styles, frameHead: frame.head };
}
